import {
  DIETS,
  firstSentence,
  type Language,
  type PlanData,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  TARGET_GENDERS,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { englishContent } from './content/en.ts';
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
        if (gender === 'boy' && (diet === 'vegan' || diet === 'vegetarian')) {
          expect(p.diet.include.some((item) => item.includes(guard.plantCalcium))).toBe(true);
          expect(p.diet.avoid.some((item) => item.includes(guard.plantCalcium))).toBe(false);
        }
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
    [150, 'athlete', '5.3', 35],
  ] as const)('%i kg, %s: %s litres', (motherWeight, motherActivity, litres, mlPerKg) => {
    expect(plan({ motherWeight, motherActivity }, 'en').diet.hydration).toMatch(
      new RegExp(`^Drink about ${litres.replace('.', '\\.')} litres .*That is ${mlPerKg} ml per kilogram`),
    );
    expect(plan({ motherWeight, motherActivity }, 'ar').diet.hydration).toContain(`نحو ${litres} لتر`);
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
    expect(plan({ cycleLength: 23 }, 'en').summary.timing).toContain('far from the average');
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
  const levels = (overrides: Partial<QuestionnaireAnswers>) =>
    plan({ gender: 'girl', ...overrides }, 'en').notices.map((notice) => notice.level);

  it('none for a healthy mother of 30 wanting a girl', () => {
    expect(plan({ gender: 'girl' }, 'en').notices).toEqual([]);
  });

  it.each([
    [39, []],
    [40, ['warning']],
    [44, ['warning']],
    [45, ['important']],
    [55, ['important']],
  ] as const)('mother aged %i: %j', (motherAge, expected) => {
    expect(levels({ motherAge })).toEqual(expected);
  });

  it('45 or more says prominently that natural conception is unlikely, in both languages', () => {
    expect(plan({ motherAge: 47 }, 'en').notices[0]).toEqual({
      level: 'important',
      text: englishContent.notices.age45,
    });
    expect(plan({ motherAge: 47 }, 'en').notices[0]!.text).toContain('natural conception is unlikely');
    expect(plan({ motherAge: 47 }, 'ar').notices[0]!.text).toContain('الحمل الطبيعي غير مرجّح');
    expect(plan({ motherAge: 42 }, 'en').notices[0]!.text).toContain('see a doctor before you start trying');
    expect(plan({ motherAge: 42 }, 'en').summary.timing).toContain(
      'From 40, see a doctor before you start trying',
    );
  });

  it('a BMI of 30 or more: folic acid 5 mg may be advised, ask the doctor', () => {
    const obese = plan({ gender: 'girl', motherWeight: 82, motherHeight: 165 }, 'en'); // BMI 30.1
    expect(obese.notices).toEqual([{ level: 'warning', text: englishContent.notices.folicAcidHighDose }]);
    expect(obese.notices[0]!.text).toContain('5 mg');
    expect(plan({ gender: 'girl', motherWeight: 81, motherHeight: 165 }, 'en').notices).toEqual([]); // 29.8
    expect(plan({ gender: 'girl', motherWeight: 82, motherHeight: 165 }, 'ar').notices[0]!.text).toContain(
      '5 ملغ',
    );
  });

  it('the most important come first', () => {
    expect(levels({ gender: 'boy', motherAge: 46, motherWeight: 100, motherHeight: 160 })).toEqual([
      'important',
      'warning',
      'warning',
    ]);
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
        for (const date of dates) {
          expect(date.recommendation.includes(word)).toBe(inRamadan.has(date.date));
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
    { type: 'lh-positive', date: '2026-05-14' },
  ];
  const replanned = (lang: Language, overrides: Partial<QuestionnaireAnswers> = {}) =>
    buildPlan(answers(overrides), TODAY, lang, events);

  it('says where her cycle length comes from and what the positive test changed, in both languages', () => {
    const en = replanned('en');
    expect(en.cycle).toMatchObject({ length: 31, lengthSource: 'observed', periodLength: 5 });
    expect(en.cycle.notes.join(' ')).toContain('Your own cycle length of 31 days');
    expect(en.cycle.notes.join(' ')).toContain('Positive LH test on 14 May 2026');
    const ar = replanned('ar');
    expect(ar.cycle.notes).toHaveLength(en.cycle.notes.length);
    expect(ar.cycle.notes.join(' ')).toContain('اختبار إباضة إيجابي في 14 مايو 2026');
    for (const note of ar.cycle.notes) expect(note).toMatch(/[\u0600-\u06FF]/);
    for (const note of en.cycle.notes) expect(note).not.toMatch(/[\u0600-\u06FF]/);
    expect(replanned('en', { gender: 'girl' }).cycle.notes.join(' ')).toContain(
      'the days for a girl in that cycle have passed',
    );
  });

  it('a date of the boy plan after a positive test says why it is there', () => {
    const date = replanned('en').intercourse.dates.find((d) => d.date === '2026-05-15');
    expect(date?.recommendation).toContain('the day after your positive LH test');
  });

  it('a plan without any calendar date says so in its first sentence', () => {
    const p = plan({ gender: 'girl', cycleLength: 21, periodLength: 8 }, 'en');
    expect(p.intercourse.dates).toEqual([]);
    expect(firstSentence(p.summary.timing)).toMatch(/^No calendar date over the 3 months/);
    expect(p.cycle.notes.join(' ')).toContain('cervical mucus');
    expect(plan({ gender: 'girl', cycleLength: 21, periodLength: 8 }, 'ar').summary.timing).toMatch(
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
