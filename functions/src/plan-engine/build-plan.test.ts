import {
  type Diet,
  DIETS,
  firstSentence,
  HEALTH_CONDITIONS,
  type HealthCondition,
  type Language,
  type PlanData,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  TARGET_GENDERS,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import { daysCount } from './content/ar.ts';
import { CALCIUM_SOURCES, selectDiet } from './diet-catalog.ts';
import { buildPlan, buildPlans } from './build-plan.ts';
import type { CycleEventInput } from './cycle.ts';

const TODAY = '2026-04-10';
const answers = (overrides: Partial<QuestionnaireAnswers> = {}): QuestionnaireAnswers => ({
  ...questionnaireDefaults(TODAY),
  lastPeriodDate: '2026-04-02',
  ...overrides,
});
const plan = (overrides: Partial<QuestionnaireAnswers> = {}, lang: Language = 'ar') =>
  buildPlan(answers(overrides), TODAY, lang);

function allTexts(p: PlanData): string[] {
  return [
    p.summary.timing,
    p.summary.diet,
    p.summary.successRateNote,
    p.summary.evidenceNote,
    ...p.notices.map((notice) => notice.text),
    ...p.cycle.notes,
    ...Object.values(p.diet.ramadanMeals ?? {}),
    ...p.intercourse.dates.map((d) => d.recommendation),
    p.intercourse.timeOfDay,
    p.intercourse.position,
    ...p.diet.include,
    ...p.diet.avoid,
    ...Object.values(p.diet.meals),
    p.diet.hydration,
    ...p.exercise.recommended,
    ...p.exercise.limit,
    p.exercise.intensity,
  ];
}

const ARABIC_LETTER = '\\u0621-\\u065F\\u0670-\\u06D3';
/** Whole Arabic words, allowing the attached prefixes و ف ب ل ك and the article. */
function arabicWords(words: readonly string[]): RegExp {
  return new RegExp(
    `(^|[^${ARABIC_LETTER}])(?:[وف])?(?:[بلك])?(?:ال)?(?:${words.join('|')})(?=$|[^${ARABIC_LETTER}])`,
  );
}
const englishWords = (words: readonly string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');

/** Meat and fish, and dishes made with them (kabsa), which neither a vegetarian nor a vegan eats. */
const MEAT_AND_FISH = {
  ar: ['لحم', 'لحوم', 'دجاج', 'سمك', 'سردين', 'سلمون', 'هامور', 'مرتديلا', 'نقانق', 'كبسة'],
  en: ['meat', 'chicken', 'lamb', 'fish', 'sardines?', 'salmon', 'hammour', 'mortadella', 'kabsa'],
};

/** What each diet leaves out, as words that must not appear in its foods to eat or its meals. */
const RESTRICTED_DIETS = ['vegan', 'vegetarian', 'keto', 'paleo'] as const;
const FORBIDDEN: Record<(typeof RESTRICTED_DIETS)[number], { ar: RegExp; en: RegExp }> = {
  vegan: {
    ar: arabicWords([
      ...MEAT_AND_FISH.ar,
      'حليب',
      'لبن',
      'لبنة',
      'زبادي',
      'جبن',
      'جبنة',
      'أجبان',
      'بيض',
      'عجة',
      'شكشوكة',
      'عسل',
    ]),
    en: englishWords([
      ...MEAT_AND_FISH.en,
      'milk',
      'laban',
      'labneh',
      'yoghurt',
      'cheese',
      'eggs?',
      'omelette',
      'shakshuka',
      'honey',
      'butter',
    ]),
  },
  vegetarian: { ar: arabicWords(MEAT_AND_FISH.ar), en: englishWords(MEAT_AND_FISH.en) },
  keto: {
    ar: arabicWords([
      'تمر',
      'أرز',
      'خبز',
      'موز',
      'موزة',
      'بطاطا',
      'شوفان',
      'برغل',
      'معكرونة',
      'عدس',
      'حمص',
      'فول',
      'حليب',
      'لبن',
    ]),
    en: englishWords([
      'milk',
      'laban',
      'dates?',
      'rice',
      'bread',
      'bananas?',
      'potato(es)?',
      'oats',
      'bulgur',
      'pasta',
      'lentils',
      'chickpeas',
      'ful',
    ]),
  },
  paleo: {
    ar: arabicWords([
      'خبز',
      'أرز',
      'شوفان',
      'برغل',
      'معكرونة',
      'حليب',
      'لبن',
      'لبنة',
      'زبادي',
      'جبن',
      'جبنة',
      'أجبان',
      'عدس',
      'حمص',
      'فول',
      'صويا',
      'توفو',
    ]),
    en: englishWords([
      'bread',
      'rice',
      'oats',
      'bulgur',
      'pasta',
      'milk',
      'laban',
      'labneh',
      'yoghurt',
      'cheese',
      'lentils',
      'chickpeas',
      'hummus',
      'beans',
      'soy',
      'tofu',
    ]),
  },
};

/** A plan start whose three months reach Ramadan 1448 (8 February - 8 March 2027), for the Ramadan meals. */
const RAMADAN_START = '2027-01-10';
const ramadanPlan = (overrides: Partial<QuestionnaireAnswers>, lang: Language) =>
  buildPlan(answers({ lastPeriodDate: '2027-01-05', ...overrides }), RAMADAN_START, lang);

/** What a plan tells her to eat: the foods to eat, the meals and, in a plan that reaches Ramadan, its meals. */
const eaten = (p: PlanData) => [
  ...p.diet.include,
  ...Object.values(p.diet.meals),
  ...Object.values(p.diet.ramadanMeals ?? {}),
];

describe('diet choice', () => {
  describe.each(TARGET_GENDERS)('%s', (gender) => {
    describe.each(['ar', 'en'] as const)('%s', (lang) => {
      it.each(RESTRICTED_DIETS)('%s: nothing the diet excludes is in the foods or meals', (diet) => {
        const forbidden = FORBIDDEN[diet][lang];
        const inRamadan = ramadanPlan({ gender, motherDiet: diet }, lang);
        expect(inRamadan.diet.ramadanMeals).not.toBeNull();
        for (const text of [...eaten(plan({ gender, motherDiet: diet }, lang)), ...eaten(inRamadan)])
          expect(text).not.toMatch(forbidden);
      });

      it.each(RESTRICTED_DIETS)('%s: the omnivore plan does mention some of those', (diet) => {
        const forbidden = FORBIDDEN[diet][lang];
        expect(
          eaten(plan({ gender, motherDiet: 'omnivore' }, lang)).some((text) => forbidden.test(text)),
        ).toBe(true);
      });

      it('every diet gets a full set of meals and its name in the summary', () => {
        for (const diet of DIETS) {
          const p = plan({ gender, motherDiet: diet }, lang);
          for (const meal of Object.values(p.diet.meals)) expect(meal.trim()).not.toBe('');
          expect(p.diet.include.length).toBeGreaterThanOrEqual(6);
          expect(p.diet.avoid.length).toBeGreaterThanOrEqual(4);
        }
      });
    });

    it('each diet changes the diet section, and "other" is the omnivore lists with a swap note', () => {
      const diets = Object.fromEntries(DIETS.map((diet) => [diet, plan({ gender, motherDiet: diet }).diet]));
      const summaries = DIETS.map((diet) => plan({ gender, motherDiet: diet }).summary.diet);
      expect(new Set(summaries).size).toBe(DIETS.length);
      for (const diet of ['vegetarian', 'vegan', 'keto', 'paleo'] as const) {
        expect(diets[diet]).not.toEqual(diets.omnivore);
      }
      expect(diets.other).toEqual(diets.omnivore);
      expect(plan({ gender, motherDiet: 'other' }, 'en').summary.diet).toContain('Swap any item');
    });
  });

  it('boy: more potassium and sodium, less calcium and magnesium; girl: the reverse, 6-9 weeks ahead', () => {
    const boy = plan({ gender: 'boy' }, 'en');
    const girl = plan({ gender: 'girl' }, 'en');
    expect(boy.summary.diet).toMatch(
      /^A diet richer in potassium and sodium and lower in calcium and magnesium/,
    );
    expect(girl.summary.diet).toMatch(
      /^A diet richer in calcium and magnesium and lower in sodium and potassium/,
    );
    expect(boy.diet.include[0]).toMatch(/potassium/);
    expect(boy.diet.avoid[0]).toMatch(/calcium/);
    expect(girl.diet.include[0]).toMatch(/Milk/);
    expect(girl.diet.avoid[0]).toMatch(/potassium/);
    for (const p of [boy, girl]) expect(p.summary.diet).toContain('6 to 9 weeks');
    expect(girl.summary.diet).toContain('from 22 May 2026 on');
  });
});

describe('guardrails, in every plan', () => {
  const GUARDS = {
    ar: {
      folic: 'حمض الفوليك 400',
      bloodPressure: 'ضغط الدم',
      douche: 'غسول مهبلي',
      lh: 'منتصف الليل',
      estimate: 'تقديرية',
      stopWhenPregnant: 'عند حدوث الحمل يُتوقف عن هذا النظام',
      wilcox: 'ويلكوكس 1995',
      gray: 'غراي 1998',
      potassium: [
        'أمراض الكلى',
        'مثبطات الإنزيم المحوّل للأنجيوتنسين',
        'حاصرات مستقبلات الأنجيوتنسين',
        'سبيرونولاكتون',
      ],
      b12: 'فيتامين ب12',
      plantCalcium: 'المدعّم بالكالسيوم',
      period: 'أيام نزول الدم المتوقعة',
      vitaminD: 'فيتامين د 10',
      kanad: 'الكنعد',
      medicines: ['إيزوتريتينوين', 'فالبروات', 'ميثوتريكسات', 'وارفارين', 'سبيرونولاكتون'],
    },
    en: {
      folic: 'Folic acid 400 µg',
      bloodPressure: 'blood pressure',
      douche: 'douche',
      lh: 'midnight',
      estimate: 'estimates',
      stopWhenPregnant: 'Once you are pregnant, stop this diet',
      wilcox: 'Wilcox 1995',
      gray: 'Gray 1998',
      potassium: ['kidney disease', 'ACE inhibitors', 'ARBs', 'spironolactone'],
      b12: 'Vitamin B12',
      plantCalcium: 'calcium-fortified',
      period: 'while you are expected to bleed',
      vitaminD: 'Vitamin D 10 µg',
      kanad: 'kingfish (kanad)',
      medicines: ['isotretinoin', 'valproate', 'methotrexate', 'warfarin', 'spironolactone'],
    },
  } as const;

  describe.each(TARGET_GENDERS)('%s', (gender) => {
    describe.each(['ar', 'en'] as const)('%s', (lang) => {
      it.each(DIETS)('%s', (diet) => {
        const p = plan({ gender, motherDiet: diet }, lang);
        const guard = GUARDS[lang];
        expect(p.diet.include.at(-1)).toContain(guard.folic);
        expect(p.summary.diet).toContain('400');
        expect(p.diet.avoid.some((item) => item.includes(guard.bloodPressure))).toBe(true);
        expect(p.summary.diet).toContain(guard.bloodPressure);
        expect(p.intercourse.position).toContain(guard.douche);
        expect(p.intercourse.timeOfDay).toContain('LH');
        expect(p.intercourse.timeOfDay).toContain(guard.lh);
        expect(p.summary.timing).toContain(guard.estimate);
        // The living plan's additions: stop the diet once pregnant, what the figure is, the evidence, the
        // period rule, the potassium warning, B12 and calcium without animal foods.
        expect(p.summary.diet).toContain(guard.stopWhenPregnant);
        expect(p.summary.successRateNote).toContain(`${p.summary.successRate}%`);
        expect(p.summary.successRateNote).toContain('51%');
        expect(firstSentence(p.summary.successRateNote)).toBe(p.summary.successRateNote);
        expect(p.summary.evidenceNote).toContain(guard.wilcox);
        expect(p.summary.evidenceNote).toContain(guard.gray);
        expect(firstSentence(p.summary.evidenceNote)).toBe(p.summary.evidenceNote);
        expect(p.summary.timing).toContain(guard.period);
        const potassium = p.notices.find((notice) =>
          guard.potassium.every((word) => notice.text.includes(word)),
        );
        if (gender === 'boy') expect(potassium?.level).toBe('warning');
        else expect(potassium).toBeUndefined();
        expect(p.diet.include.some((item) => item.includes(guard.b12))).toBe(diet === 'vegan');
        if (gender === 'boy' && diet === 'vegan') {
          expect(p.diet.include.some((item) => item.includes(guard.plantCalcium))).toBe(true);
          expect(p.diet.avoid.some((item) => item.includes(guard.plantCalcium))).toBe(false);
        }
        // Every plan: vitamin D, fish low in mercury where fish is eaten, the medicines to review.
        expect(p.diet.include.some((item) => item.includes(guard.vitaminD))).toBe(true);
        expect(p.diet.avoid.some((item) => item.includes(guard.kanad))).toBe(
          diet !== 'vegan' && diet !== 'vegetarian',
        );
        expect(p.notices.some((notice) => guard.medicines.every((name) => notice.text.includes(name)))).toBe(
          true,
        );
      });
    });
  });
});

describe('hydration from body weight and activity', () => {
  it.each([
    [65, 'moderate', '2.1', 33],
    [40, 'sedentary', '1.2', 30],
    [80, 'light', '2.5', 31],
    [70, 'active', '2.4', 34],
    [90, 'moderate', '3.0', 33],
  ] as const)('%i kg, %s: %s litres', (motherWeight, motherActivity, litres, mlPerKg) => {
    expect(plan({ motherWeight, motherActivity }, 'en').diet.hydration).toMatch(
      new RegExp(`^Drink about ${litres.replace('.', '\\.')} litres .*That is ${mlPerKg} ml per kilogram`),
    );
    expect(plan({ motherWeight, motherActivity }, 'ar').diet.hydration).toContain(`نحو ${litres} لتر`);
  });

  it.each([
    [150, 'athlete'],
    [100, 'moderate'],
    [95, 'moderate'],
  ] as const)('%i kg, %s: capped near 3 litres (EFSA, IOM), and says why', (motherWeight, motherActivity) => {
    const en = plan({ motherWeight, motherActivity }, 'en').diet.hydration;
    expect(en).toMatch(/^Drink about 3\.0 litres/);
    expect(en).toContain('the plan stops at about 3 litres a day');
    expect(en).not.toContain('ml per kilogram');
    expect(plan({ motherWeight, motherActivity }, 'ar').diet.hydration).toContain('نحو 3.0 لتر');
  });
});

describe('exercise from activity, BMI, stress and sleep', () => {
  const en = englishContent.exercise;
  const exercise = (overrides: Partial<QuestionnaireAnswers>) => plan(overrides, 'en').exercise;

  it.each([
    ['sedentary', en.startWalking],
    ['light', en.buildWalking],
    ['moderate', en.keepModerate],
    ['active', en.keepActiveModerate],
    ['athlete', en.reduceAthleticLoad],
  ] as const)('%s starts with its own recommendation', (motherActivity, first) => {
    expect(exercise({ motherActivity }).recommended[0]).toBe(first);
  });

  it('gives each activity level its own intensity', () => {
    const intensities = (['sedentary', 'light', 'moderate', 'active', 'athlete'] as const).map(
      (motherActivity) => exercise({ motherActivity }).intensity,
    );
    expect(new Set(intensities).size).toBe(5);
  });

  it('limits endurance for very active women', () => {
    expect(exercise({ motherActivity: 'athlete' }).limit).toContain(en.limitEndurance);
    expect(exercise({ motherActivity: 'moderate' }).limit).not.toContain(en.limitEndurance);
  });

  it('adapts to BMI (weight / height²)', () => {
    const obese = exercise({ motherWeight: 100, motherHeight: 160 });
    expect(obese.recommended).toContain(en.lowImpactCardio);
    expect(obese.limit).toEqual(expect.arrayContaining([en.limitHighImpact, en.limitCrashDiets]));
    expect(obese.intensity).toContain('Low-impact');
    const underweight = exercise({ motherWeight: 45, motherHeight: 170 });
    expect(underweight.recommended).toContain(en.gainWeightStrength);
    expect(underweight.limit).toContain(en.limitLongCardio);
    const overweight = exercise({ motherWeight: 75, motherHeight: 165 });
    expect(overweight.recommended).toContain(en.strengthForWeightLoss);
  });

  it('adds stress relief and a sleep routine when needed', () => {
    expect(exercise({ stressLevel: 'very-high' }).recommended).toContain(en.stressRelief);
    expect(exercise({ stressLevel: 'high' }).limit).toContain(en.limitCompetitiveStress);
    expect(exercise({ stressLevel: 'low' }).recommended).not.toContain(en.stressRelief);
    expect(exercise({ sleepPattern: 'poor' }).recommended).toContain(en.sleepRoutine);
    expect(exercise({ sleepPattern: 'fair' }).limit).toContain(en.limitLateWorkouts);
    expect(exercise({ sleepPattern: 'excellent' }).recommended).not.toContain(en.sleepRoutine);
  });

  it('speaks to the husband, by his BMI', () => {
    expect(exercise({ fatherWeight: 110, fatherHeight: 175 }).recommended).toContain(en.fatherWeightLoss);
    expect(exercise({}).recommended).toContain(en.fatherActive);
  });
});

describe('environmental factors and previous pregnancies', () => {
  it.each([
    ['smoking', 'limitSmoking'],
    ['pollution', 'limitPollution'],
    ['chemicals', 'limitChemicals'],
    ['radiation', 'limitRadiation'],
  ] as const)('%s adds its advice to the limit list', (factor, advice) => {
    expect(plan({ environmentalFactors: [factor] }, 'en').exercise.limit).toContain(
      englishContent.exercise[advice],
    );
    expect(plan({ environmentalFactors: ['none'] }, 'en').exercise.limit).not.toContain(
      englishContent.exercise[advice],
    );
  });

  it('alcohol adds itself to the foods to avoid', () => {
    expect(plan({ environmentalFactors: ['alcohol'] }, 'en').diet.avoid).toContain(
      englishContent.foods.alcohol,
    );
    expect(plan({ environmentalFactors: ['none'] }, 'en').diet.avoid).not.toContain(
      englishContent.foods.alcohol,
    );
  });

  it('previous pregnancies change the timing advice', () => {
    expect(plan({ previousPregnancies: 'yes', previousPregnanciesCount: 3 }, 'ar').summary.timing).toContain(
      'سبق الحمل 3 مرات',
    );
    expect(plan({ previousPregnancies: 'yes', previousPregnanciesCount: 1 }, 'en').summary.timing).toContain(
      'You have been pregnant once',
    );
    expect(plan({}, 'en').summary.timing).toContain('For a first pregnancy');
  });

  it('age, an old last period and an unusual cycle change the timing advice', () => {
    expect(plan({ motherAge: 38 }, 'en').summary.timing).toContain('After 35');
    expect(plan({ lastPeriodDate: '2025-06-14' }, 'en').summary.timing).toContain('300 days ago');
    expect(plan({ lastPeriodDate: '2025-06-14' }, 'ar').summary.timing).toContain('مضى 300 يوم');
    // Her usual length is estimated from the answer: 35 days answered gives about 33.
    expect(plan({ cycleLength: 35 }, 'en').summary.timing).toContain('far from the average');
    expect(plan({}, 'en').summary.timing).not.toContain('far from the average');
  });
});

describe('languages and determinism', () => {
  const variants: Partial<QuestionnaireAnswers>[] = [
    {},
    { gender: 'girl', motherDiet: 'vegan', environmentalFactors: ['smoking', 'alcohol'] },
    { gender: 'boy', motherDiet: 'keto', motherActivity: 'athlete', cycleLength: 21 },
    {
      gender: 'girl',
      motherDiet: 'paleo',
      previousPregnancies: 'yes',
      previousPregnanciesCount: 2,
      cycleLength: 35,
    },
  ];

  it.each(variants)('Arabic and English plans share every fact (%j)', (overrides) => {
    const ar = plan(overrides, 'ar');
    const en = plan(overrides, 'en');
    expect(en.summary.successRate).toBe(ar.summary.successRate);
    expect(en.intercourse.dates.map(({ date, cycleDay }) => [date, cycleDay])).toEqual(
      ar.intercourse.dates.map(({ date, cycleDay }) => [date, cycleDay]),
    );
    expect([en.diet.include.length, en.diet.avoid.length]).toEqual([
      ar.diet.include.length,
      ar.diet.avoid.length,
    ]);
    expect([en.exercise.recommended.length, en.exercise.limit.length]).toEqual([
      ar.exercise.recommended.length,
      ar.exercise.limit.length,
    ]);
    for (const text of allTexts(ar)) expect(text).toMatch(/[\u0600-\u06FF]/);
    for (const text of allTexts(en)) expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it.each(variants)(
    'the same input gives a deeply equal plan, with no empty or repeated item (%j)',
    (overrides) => {
      for (const lang of ['ar', 'en'] as const) {
        const first = plan(overrides, lang);
        expect(plan(overrides, lang)).toEqual(first);
        for (const text of allTexts(first)) expect(text.trim()).not.toBe('');
        for (const list of [
          first.diet.include,
          first.diet.avoid,
          first.exercise.recommended,
          first.exercise.limit,
        ]) {
          expect(new Set(list).size).toBe(list.length);
        }
      }
    },
  );

  it('does not touch its input', () => {
    const input = answers({ environmentalFactors: ['smoking'] });
    const copy = structuredClone(input);
    buildPlan(input, TODAY, 'ar');
    expect(input).toEqual(copy);
  });

  it('refuses a malformed plan start date', () => {
    expect(() => buildPlan(answers(), '2026-02-30', 'ar')).toThrow(RangeError);
  });
});

describe('diet wording that fits the diet', () => {
  it('the keto girl plan has no milk servings, and keeps a calcium source that fits keto', () => {
    const en = plan({ gender: 'girl', motherDiet: 'keto' }, 'en');
    const ar = plan({ gender: 'girl', motherDiet: 'keto' }, 'ar');
    for (const text of eaten(en)) expect(text).not.toMatch(/milk|2 to 3 servings|laban/i);
    for (const text of eaten(ar)) expect(text).not.toMatch(/حليب|2 إلى 3 حصص/);
    expect(en.diet.include).toContain(englishContent.foods.girlKetoDairy);
    expect(plan({ gender: 'girl', motherDiet: 'omnivore' }, 'en').diet.include[0]).toMatch(/2 to 3 servings/);
  });

  it('white rice for a boy is no longer "as in kabsa", in any plan', () => {
    for (const lang of ['ar', 'en'] as const) {
      for (const diet of DIETS) {
        for (const text of plan({ gender: 'boy', motherDiet: diet }, lang).diet.include) {
          expect(text).not.toMatch(/kabsa|كبسة/);
        }
      }
    }
  });
});

describe('notices for her answers', () => {
  const notices = (overrides: Partial<QuestionnaireAnswers>) =>
    plan({ gender: 'girl', healthConditions: ['none'], ...overrides }, 'en').notices;
  const ids = (overrides: Partial<QuestionnaireAnswers>) => {
    const byText = new Map(Object.entries(englishContent.notices).map(([id, text]) => [text, id]));
    return notices(overrides).map((notice) => byText.get(notice.text));
  };

  it('a healthy mother of 30 wanting a girl: only the medicines to review, as information', () => {
    expect(notices({})).toEqual([{ level: 'info', text: englishContent.notices.medicinesReview }]);
  });

  it.each([
    [39, ['medicinesReview']],
    [40, ['age40', 'medicinesReview']],
    [44, ['age40', 'medicinesReview']],
    [45, ['age45', 'medicinesReview']],
    [49, ['age45', 'medicinesReview']],
    [50, ['age50', 'medicinesReview']],
    [55, ['age50', 'medicinesReview']],
    [90, ['age50', 'medicinesReview']],
  ] as const)('mother aged %i: %j', (motherAge, expected) => {
    expect(ids({ motherAge })).toEqual(expected);
  });

  it('45 to 49 says prominently that natural conception is about 1% a cycle, and why there is no figure', () => {
    expect(plan({ motherAge: 47 }, 'en').notices[0]).toEqual({
      level: 'important',
      text: englishContent.notices.age45,
    });
    expect(plan({ motherAge: 47 }, 'en').notices[0]!.text).toContain('about 1% a cycle or less');
    expect(plan({ motherAge: 47 }, 'ar').notices[0]!.text).toContain('نحو 1% في الدورة أو أقل');
    expect(plan({ motherAge: 42 }, 'en').notices[0]!.text).toContain('see a doctor before you start trying');
    expect(plan({ motherAge: 42 }, 'en').summary.timing).toContain(
      'From 40, see a doctor before you start trying',
    );
  });

  it('a father of 60 or more: a notice; 59: none', () => {
    expect(ids({ fatherAge: 60 })).toEqual(['father60', 'medicinesReview']);
    expect(ids({ fatherAge: 59 })).toEqual(['medicinesReview']);
    expect(plan({ fatherAge: 72 }, 'ar').notices.map((n) => n.text)).toContain(
      'عمر الزوج 60 عامًا أو أكثر: تضعف جودة الحيوانات المنوية مع العمر، وقد يتأخر الحمل، وتزداد قليلًا نسبة بعض الحالات النادرة لدى الطفل؛ لذا يُنصح بذكر ذلك للطبيب قبل بدء المحاولة.',
    );
  });

  it('a BMI of 30 or more: folic acid 5 mg may be advised, ask the doctor', () => {
    const obese = notices({ motherWeight: 82, motherHeight: 165 }); // BMI 30.1
    expect(obese[0]).toEqual({ level: 'warning', text: englishContent.notices.folicAcidHighDose });
    expect(obese[0]!.text).toContain('5 mg');
    expect(ids({ motherWeight: 81, motherHeight: 165 })).toEqual(['medicinesReview']); // 29.8
    expect(plan({ gender: 'girl', motherWeight: 82, motherHeight: 165 }, 'ar').notices[0]!.text).toContain(
      '5 ملغ',
    );
  });

  it('the most important come first', () => {
    expect(
      notices({ gender: 'boy', motherAge: 46, motherWeight: 100, motherHeight: 160 }).map((n) => n.level),
    ).toEqual(['important', 'warning', 'warning', 'info']);
  });

  it('answers recorded before the health question: a notice says the plan does not know her health', () => {
    const { healthConditions: _omitted, ...unasked } = answers();
    const p = buildPlan(unasked, TODAY, 'en');
    expect(p.notices.map((n) => n.text)).toContain(englishContent.notices.healthNotAsked);
    expect(notices({}).map((n) => n.text)).not.toContain(englishContent.notices.healthNotAsked);
  });
});

describe('her age', () => {
  it.each([50, 55, 90])('a mother of %i: no dates, no diet method, no figure, not offered', (motherAge) => {
    for (const gender of TARGET_GENDERS) {
      for (const lang of ['ar', 'en'] as const) {
        const p = plan({ gender, motherAge }, lang);
        expect(p.summary.offersMethod).toBe(false);
        expect(p.summary.successRate).toBeNull();
        expect(p.intercourse.dates).toEqual([]);
        expect(p.cycle.days.every((d) => d.activities.every((a) => a === 'period'))).toBe(true);
        expect(p.diet.ramadanMeals).toBeNull();
        expect(p.notices[0]?.level).toBe('important');
        const text = allTexts(p).join(' ');
        // Nothing of the method: no sodium/potassium or calcium/magnesium diet, no sex-specific foods.
        expect(text).not.toMatch(
          lang === 'en' ? /potassium|magnesium|deep penetration|shallow/i : /البوتاسيوم|المغنيسيوم|الإيلاج/,
        );
        expect(p.diet.include).toContain(
          (lang === 'en' ? englishContent : arabicContent).foods.generalCalcium,
        );
      }
    }
    expect(plan({ motherAge }, 'en').summary.successRateNote).toBe(
      'No success figure is given at 50 or more: natural conception is very unlikely.',
    );
  });

  it.each([45, 46, 49])(
    'a mother of %i: dates and diet, but no figure and no "6 to 12 months"',
    (motherAge) => {
      const en = plan({ motherAge }, 'en');
      expect(en.summary.offersMethod).toBe(true);
      expect(en.summary.successRate).toBeNull();
      expect(en.intercourse.dates.length).toBeGreaterThan(0);
      expect(en.summary.timing).not.toContain('6 to 12 months');
      expect(en.summary.successRateNote).toContain('No success figure is given at 45 to 49');
      expect(firstSentence(en.summary.successRateNote)).toBe(en.summary.successRateNote);
      const ar = plan({ motherAge }, 'ar');
      expect(ar.summary.timing).not.toContain('6 إلى 12 شهرًا');
      expect(ar.summary.successRate).toBeNull();
    },
  );

  it('a mother of 44 keeps her figure and the usual sentence', () => {
    const en = plan({ motherAge: 44 }, 'en');
    expect(en.summary.successRate).toEqual(expect.any(Number));
    expect(en.summary.timing).toContain('6 to 12 months');
  });
});

describe('her health', () => {
  const withConditions = (conditions: HealthCondition[], overrides: Partial<QuestionnaireAnswers> = {}) =>
    plan({ healthConditions: conditions, ...overrides }, 'en');
  const boy = (conditions: HealthCondition[], diet: Diet = 'omnivore') =>
    withConditions(conditions, { gender: 'boy', motherDiet: diet });
  const has = (p: PlanData, text: string) => p.notices.some((notice) => notice.text === text);

  it('diabetes: no juice, one or two dates, whole grains, folic acid 5 mg to ask about', () => {
    const p = boy(['diabetes']);
    const eatenText = eaten(p).join(' ');
    expect(eatenText).not.toMatch(/juice|three dates|3 to 5/i);
    expect(p.diet.include).toContain(englishContent.foods.boyDiabetesDates);
    expect(p.diet.include).toContain(englishContent.foods.boyDiabetesGrains);
    expect(p.diet.include).not.toContain(englishContent.foods.boyWhiteGrains);
    expect(p.diet.avoid).not.toContain(englishContent.foods.boyWholeGrains);
    expect(p.diet.avoid).toContain(englishContent.foods.sugaryDrinks);
    expect(has(p, englishContent.notices.diabetes)).toBe(true);
    expect(englishContent.notices.diabetes).toContain('5 mg');
    // Without it, the boy plan's usual dates and white grains.
    const usual = boy(['none']);
    expect(usual.diet.include).toContain(englishContent.foods.boyDates);
    expect(eaten(usual).join(' ')).toMatch(/orange juice/);
    // In Ramadan, iftar opens with one date, not three.
    const ramadan = buildPlan(
      answers({ gender: 'boy', lastPeriodDate: '2027-01-05', healthConditions: ['diabetes'] }),
      RAMADAN_START,
      'en',
    );
    expect(ramadan.diet.ramadanMeals?.iftar).toContain(englishContent.mealOptions.iftarOneDate);
    const girl = withConditions(['diabetes'], { gender: 'girl' });
    expect(girl.diet.include).not.toContain(englishContent.foods.girlRicePasta);
    expect(girl.diet.avoid).toContain(englishContent.foods.sugaryDrinks);
  });

  it('high blood pressure: no pickles or olives as sodium, no sodium push, a notice on blood pressure medicines', () => {
    const p = boy(['high-blood-pressure']);
    expect(eaten(p).join(' ')).not.toMatch(/pickles|olives with cucumber/i);
    expect(p.summary.diet).toMatch(
      /^A diet richer in potassium and lower in calcium and magnesium, without extra sodium/,
    );
    expect(has(p, englishContent.notices.highBloodPressure)).toBe(true);
    expect(boy(['none']).diet.include).toContain(englishContent.foods.boyOlivesPickles);
  });

  it('kidney disease: no potassium push, whatever the target, and a notice', () => {
    const p = boy(['kidney-disease']);
    for (const id of ['boyBananas', 'boyAvocado', 'boyDates', 'boyPotatoes', 'boyFruits'] as const) {
      expect(p.diet.include).not.toContain(englishContent.foods[id]);
    }
    expect(p.diet.meals.snacks).not.toMatch(/banana|avocado|dates|watermelon/i);
    expect(p.summary.diet).toMatch(
      /^A diet lower in calcium and magnesium, without extra potassium or sodium/,
    );
    expect(has(p, englishContent.notices.kidneyDisease)).toBe(true);
    expect(has(p, englishContent.notices.potassiumMedicines)).toBe(false);
    expect(
      has(withConditions(['kidney-disease'], { gender: 'girl' }), englishContent.notices.kidneyDisease),
    ).toBe(true);
    // Every meal keeps an option, even with kidney disease and high blood pressure on a keto diet.
    for (const diet of DIETS) {
      for (const meal of Object.values(
        boy(['kidney-disease', 'high-blood-pressure', 'diabetes'], diet).diet.meals,
      )) {
        expect(meal.trim()).not.toBe('');
      }
    }
  });

  it('breastfeeding: calcium kept, ovulation may be absent, birth spacing (WHO 24 and 6 months)', () => {
    const p = boy(['breastfeeding']);
    expect(p.diet.include).toContain(englishContent.foods.breastfeedingCalcium);
    expect(p.diet.avoid).not.toContain(englishContent.foods.boyDairy);
    expect(p.summary.diet).toContain('While you breastfeed, keep your calcium as usual');
    expect(p.summary.timing).toContain('While you breastfeed, ovulation may not have returned');
    expect(has(p, englishContent.notices.breastfeeding)).toBe(true);
    expect(englishContent.notices.breastfeeding).toMatch(
      /24 months after a birth \(6 months after a miscarriage\)/,
    );
  });

  it('PCOS: LH tests can mislead, irregular-cycle guidance', () => {
    const p = withConditions(['pcos']);
    expect(has(p, englishContent.notices.pcos)).toBe(true);
    expect(englishContent.notices.pcos).toContain('LH tests can mislead');
    expect(p.summary.timing).toContain('With PCOS, cycles are often irregular');
    expect(withConditions(['none']).summary.timing).not.toContain('PCOS');
  });

  it('thyroid: have it checked and treated before conceiving', () => {
    expect(has(withConditions(['thyroid']), englishContent.notices.thyroid)).toBe(true);
  });

  it('a regular medicine: ask the doctor before conceiving, in place of the general review', () => {
    const p = withConditions(['regular-medicine']);
    expect(p.notices.find((n) => n.text === englishContent.notices.regularMedicine)?.level).toBe('warning');
    expect(has(p, englishContent.notices.medicinesReview)).toBe(false);
  });

  it('each condition changes the plan; "none" changes nothing against the defaults', () => {
    const none = JSON.stringify(boy(['none']));
    for (const condition of HEALTH_CONDITIONS.filter((c) => c !== 'none')) {
      expect(JSON.stringify(boy([condition]))).not.toBe(none);
    }
  });
});

describe('calcium and safe food in every plan', () => {
  const CONDITION_SETS: HealthCondition[][] = [
    ['none'],
    ['breastfeeding'],
    ['kidney-disease', 'high-blood-pressure', 'diabetes'],
  ];

  it.each(TARGET_GENDERS.flatMap((target) => DIETS.map((diet) => [target, diet] as const)))(
    '%s × %s: at least one calcium source, whatever her health',
    (target, diet) => {
      for (const conditions of CONDITION_SETS) {
        for (const offersMethod of [true, false]) {
          const selection = selectDiet({
            target,
            diet,
            environmentalFactors: ['none'],
            conditions,
            offersMethod,
          });
          expect(selection.include.some((id) => CALCIUM_SOURCES.has(id))).toBe(true);
        }
      }
    },
  );

  it('every boy plan keeps one calcium serving and says "large amounts of dairy" on the avoid list', () => {
    for (const diet of DIETS) {
      const p = plan({ gender: 'boy', motherDiet: diet }, 'en');
      expect(p.diet.include.some((item) => /One serving a day of/.test(item))).toBe(true);
      if (diet !== 'vegan' && diet !== 'paleo') {
        expect(p.diet.avoid).toContain(englishContent.foods.boyDairy);
        expect(englishContent.foods.boyDairy).toMatch(/^Large amounts of dairy/);
      }
    }
  });

  it('a vegan boy plan lists iron and zinc', () => {
    expect(plan({ gender: 'boy', motherDiet: 'vegan' }, 'en').diet.include).toContain(
      englishContent.foods.veganIronZinc,
    );
    expect(plan({ gender: 'boy', motherDiet: 'omnivore' }, 'en').diet.include).not.toContain(
      englishContent.foods.veganIronZinc,
    );
  });

  it('fish low in mercury: hamour at most once a week, no kingfish (kanad)', () => {
    const p = plan({ gender: 'boy' }, 'en');
    expect(p.diet.include.join(' ')).toContain('hamour at most once a week');
    expect(p.diet.avoid).toContain(englishContent.foods.highMercuryFish);
    expect(eaten(p).join(' ')).not.toMatch(/kingfish|kanad/i);
  });

  it('folic acid 5 mg for diabetes, antiepileptics, sickle cell, thalassaemia, a previous neural tube defect', () => {
    for (const words of [
      'diabetes',
      'epilepsy medicines',
      'sickle cell disease',
      'thalassaemia',
      'neural tube defect',
    ]) {
      expect(englishContent.foods.folicAcid).toContain(words);
    }
    expect(arabicContent.foods.folicAcid).toContain('الثلاسيميا');
  });
});

describe('honest words', () => {
  it.each(['ar', 'en'] as const)(
    '%s: the evidence note names the two prospective studies, their size, and the older ones pointing the other way',
    (lang) => {
      for (const gender of TARGET_GENDERS) {
        const note = plan({ gender }, lang).summary.evidenceNote;
        expect(note).toContain(lang === 'en' ? '129 births' : '129 ولادة');
        expect(note).toContain(lang === 'en' ? '947 births' : '947 ولادة');
        expect(note).toContain(lang === 'en' ? 'pointed the other way' : 'في الاتجاه المعاكس');
        expect(note).not.toMatch(
          lang === 'en' ? /largest|help you conceive/ : /أكبر الدراسات|تساعد على الحمل/,
        );
      }
      const girl = plan({ gender: 'girl' }, lang);
      expect(girl.summary.evidenceNote).toContain(
        lang === 'en' ? 'conceiving may take longer' : 'فقد يتأخر الحمل',
      );
      expect(girl.summary.timing).toContain(
        lang === 'en' ? 'leaving out the two most fertile days' : 'فتستبعد أكثر يومين خصوبة',
      );
    },
  );

  it('the timing preview (its first sentence) names no cycle day: that is the rule the payment unlocks', () => {
    for (const gender of TARGET_GENDERS) {
      for (const cycleLength of [21, 28, 35]) {
        for (const lang of ['ar', 'en'] as const) {
          const p = plan({ gender, cycleLength, periodLength: 3 }, lang);
          // The count of dates opens the sentence; no other number may follow it.
          const preview = firstSentence(p.summary.timing).replace(String(p.intercourse.dates.length), '');
          const days = p.intercourse.dates.map((d) => d.cycleDay);
          expect(days.length).toBeGreaterThan(0);
          for (const day of days) expect(preview).not.toMatch(new RegExp(`(^|\\D)${day}(\\D|$)`));
          expect(preview).not.toMatch(
            lang === 'en' ? /\bdays? \d|before the expected ovulation/ : /اليوم \d|اليومين \d/,
          );
          // The rule is in the full text, after the first sentence.
          expect(p.summary.timing).toContain(
            lang === 'en' ? `of a ${p.cycle.length}-day cycle` : `من دورة طولها ${p.cycle.length}`,
          );
        }
      }
    }
  });
});

describe('body and faith', () => {
  it.each(TARGET_GENDERS)(
    '%s: bleeding on a planned date or an early period: skip it and log the first day',
    (gender) => {
      const en = plan({ gender }, 'en').summary.timing;
      expect(en).toContain(
        'if you are bleeding on a planned date, or your period comes early, skip that date',
      );
      expect(en).toContain('log the first day of bleeding');
      const ar = plan({ gender }, 'ar').summary.timing;
      expect(ar).toContain('لا جماع في أيام الحيض');
      expect(ar).toContain('بعد انقطاع الدم والاغتسال');
      expect(ar).toContain('يُترك ذلك الموعد');
    },
  );

  it('the guidance after a period in the period notes includes the ritual bath', () => {
    const girl = plan({ gender: 'girl', cycleLength: 21, periodLength: 10 }, 'ar');
    expect(girl.cycle.notes.join(' ')).toContain('بعد انقطاع الدم والاغتسال');
    expect(plan({ gender: 'girl', cycleLength: 21, periodLength: 10 }, 'en').cycle.notes.join(' ')).toContain(
      'bathed (ghusl)',
    );
  });

  it('the boy position is vaginal penetration from behind, in words that cannot be misread', () => {
    expect(plan({ gender: 'boy' }, 'en').intercourse.position).toContain('vaginal penetration from behind');
    expect(plan({ gender: 'boy' }, 'ar').intercourse.position).toContain('الإيلاج المهبلي من الخلف');
    expect(plan({ gender: 'boy' }, 'en').intercourse.position).not.toContain('rear entry');
  });

  it('an LH test positive while bleeding is probably false, in the time-of-day text', () => {
    expect(plan({}, 'en').intercourse.timeOfDay).toContain(
      'A positive test while you are bleeding is probably false',
    );
    expect(plan({}, 'ar').intercourse.timeOfDay).toContain('كاذبة على الأرجح');
  });
});

describe('Arabic numbers agree with their nouns', () => {
  it.each([
    [1, 'يوم واحد'],
    [2, 'يومان'],
    [3, '3 أيام'],
    [10, '10 أيام'],
    [11, '11 يومًا'],
    [99, '99 يومًا'],
    [100, '100 يوم'],
    [103, '103 أيام'],
    [111, '111 يومًا'],
  ])('%i: %s', (n, text) => {
    expect(daysCount(n)).toBe(text);
  });

  it('two as an object or after a preposition is «يومين»', () => {
    expect(daysCount(2, 'oblique')).toBe('يومين');
  });

  it('no plan text says «2 أيام», «1 مواعيد» or a bare digit before a singular it does not take', () => {
    const variants: Partial<QuestionnaireAnswers>[] = [
      {},
      { gender: 'girl', cycleLength: 21, periodLength: 2 },
      { gender: 'girl', cycleLength: 21, periodLength: 8 },
      { previousPregnancies: 'yes', previousPregnanciesCount: 2 },
      { previousPregnancies: 'yes', previousPregnanciesCount: 1 },
      { lastPeriodDate: '2025-06-14' },
    ];
    for (const overrides of variants) {
      const text = allTexts(plan(overrides, 'ar')).join(' ');
      expect(text).not.toMatch(/(^|[^\d])[12] (أيام|مواعيد|مرات|دورات|يومًا|موعدًا)/);
      expect(text).not.toMatch(/(^|[^\d])([3-9]|10) (يومًا|موعدًا|يوم\b)/);
    }
  });
});

describe('Ramadan in the plan', () => {
  it.each(['ar', 'en'] as const)(
    '%s: every date in Ramadan says intercourse is for the night; no other does',
    (lang) => {
      for (const gender of TARGET_GENDERS) {
        const p = ramadanPlan({ gender }, lang);
        const word = lang === 'en' ? 'Ramadan' : 'رمضان';
        const inRamadan = new Set(p.cycle.days.filter((day) => day.ramadan).map((day) => day.date));
        expect(inRamadan.size).toBe(29);
        const dates = p.intercourse.dates;
        expect(dates.some((date) => inRamadan.has(date.date))).toBe(true);
        expect(dates.some((date) => !inRamadan.has(date.date))).toBe(true);
        const edges = new Set(
          p.cycle.days.filter((day) => day.ramadanEdge !== undefined).map((day) => day.date),
        );
        for (const date of dates) {
          expect(date.recommendation.includes(word)).toBe(inRamadan.has(date.date) || edges.has(date.date));
          if (inRamadan.has(date.date)) {
            expect(date.recommendation).toContain(
              lang === 'en' ? 'between sunset and dawn' : 'بين غروب الشمس وطلوع الفجر',
            );
          }
        }
        expect(p.summary.timing).toContain(word);
      }
    },
  );

  it('a date on the day before 1 Ramadan or after its last day says the month may hold there (Umm al-Qura)', () => {
    // A 28-day cycle whose attempt days fall on 7 February and 9 March 2027.
    for (const [lastPeriodDate, edgeDate] of [
      ['2027-01-24', '2027-02-07'],
      ['2027-02-23', '2027-03-09'],
    ] as const) {
      const p = buildPlan(answers({ lastPeriodDate }), lastPeriodDate, 'en');
      const date = p.intercourse.dates.find((d) => d.date === edgeDate);
      expect(date?.recommendation).toContain('Umm al-Qura');
      expect(date?.recommendation).toContain('local moon sighting');
      const ar = buildPlan(answers({ lastPeriodDate }), lastPeriodDate, 'ar');
      expect(ar.intercourse.dates.find((d) => d.date === edgeDate)?.recommendation).toContain('أم القرى');
    }
  });

  it.each(['ar', 'en'] as const)(
    '%s: the timing names the Umm al-Qura calendar and the month; LH tests before iftar',
    (lang) => {
      const p = ramadanPlan({}, lang);
      expect(p.summary.timing).toContain(lang === 'en' ? 'Umm al-Qura' : 'أم القرى');
      expect(p.summary.timing).toContain(
        lang === 'en' ? '8 February 2027 to 8 March 2027' : '8 فبراير 2027 إلى 8 مارس 2027',
      );
      expect(p.intercourse.timeOfDay).toContain(lang === 'en' ? 'before iftar' : 'قبل الإفطار');
      expect(plan({}, lang).intercourse.timeOfDay).not.toContain(lang === 'en' ? 'iftar' : 'الإفطار');
    },
  );

  it('gives the meals as suhoor and iftar only when the plan reaches Ramadan, from the same meals', () => {
    const p = ramadanPlan({ gender: 'boy' }, 'en');
    expect(p.diet.ramadanMeals?.suhoor).toContain('before dawn');
    expect(p.diet.ramadanMeals?.suhoor.toLowerCase()).toContain(
      englishContent.mealOptions.boyBreakfastShakshuka,
    );
    expect(p.diet.ramadanMeals?.iftar).toContain(englishContent.mealOptions.boyIftarDates);
    expect(p.diet.ramadanMeals?.iftar).toContain(englishContent.mealOptions.boyLunchKabsa);
    expect(ramadanPlan({ gender: 'girl', motherDiet: 'keto' }, 'en').diet.ramadanMeals?.iftar).toContain(
      englishContent.mealOptions.iftarSoup,
    );
    expect(plan({}, 'en').diet.ramadanMeals).toBeNull();
    expect(plan({}, 'en').summary.timing).not.toContain('Ramadan');
    expect(plan({}, 'en').intercourse.dates.some((date) => date.recommendation.includes('Ramadan'))).toBe(
      false,
    );
  });
});

describe('re-planned texts', () => {
  const events: CycleEventInput[] = [
    { type: 'period-start', date: '2026-04-02' },
    { type: 'period-start', date: '2026-05-03' },
    { type: 'lh-positive', date: '2026-05-19' },
    { type: 'period-start', date: '2026-06-03' },
  ];
  const replanned = (lang: Language, overrides: Partial<QuestionnaireAnswers> = {}) =>
    buildPlan(answers(overrides), TODAY, lang, events);

  it('says where her cycle length comes from and what the positive test changed, in both languages', () => {
    const en = replanned('en');
    expect(en.cycle).toMatchObject({ length: 31, lengthSource: 'observed', periodLength: 5 });
    expect(en.cycle.notes.join(' ')).toContain('Your usual cycle is estimated at 31 days');
    expect(en.cycle.notes.join(' ')).toContain('Positive LH test on 19 May 2026');
    const ar = replanned('ar');
    expect(ar.cycle.notes).toHaveLength(en.cycle.notes.length);
    expect(ar.cycle.notes.join(' ')).toContain('اختبار إباضة إيجابي في 19 مايو 2026');
    for (const note of ar.cycle.notes) expect(note).toMatch(/[\u0600-\u06FF]/);
    for (const note of en.cycle.notes) expect(note).not.toMatch(/[\u0600-\u06FF]/);
    expect(replanned('en', { gender: 'girl' }).cycle.notes.join(' ')).toContain(
      'the days for a girl in that cycle have passed',
    );
  });

  it('a date of the boy plan after a positive test says why it is there', () => {
    const dates = replanned('en').intercourse.dates;
    expect(dates.find((d) => d.date === '2026-05-19')?.recommendation).toContain(
      'the day your LH test turned positive',
    );
    expect(dates.find((d) => d.date === '2026-05-20')?.recommendation).toContain(
      'the day after your positive LH test',
    );
  });

  it('a plan without any calendar date says so in its first sentence', () => {
    const p = plan({ gender: 'girl', cycleLength: 21, periodLength: 10 }, 'en');
    expect(p.intercourse.dates).toEqual([]);
    expect(firstSentence(p.summary.timing)).toMatch(/^No calendar date over the 3 months/);
    expect(p.cycle.notes.join(' ')).toContain('cervical mucus');
    expect(plan({ gender: 'girl', cycleLength: 21, periodLength: 10 }, 'ar').summary.timing).toMatch(
      /^لا موعد من التقويم/,
    );
  });

  it('every language is written from one calendar', () => {
    const both = buildPlans(answers(), TODAY, events);
    expect(both.ar).toEqual(buildPlan(answers(), TODAY, 'ar', events));
    expect(both.en).toEqual(buildPlan(answers(), TODAY, 'en', events));
    expect(both.ar.cycle.days).toEqual(both.en.cycle.days);
    expect(both.ar.intercourse.dates.map((d) => d.date)).toEqual(
      both.en.intercourse.dates.map((d) => d.date),
    );
  });
});
