import {
  DIETS,
  type Language,
  type PlanData,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  TARGET_GENDERS,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { englishContent } from './content/en.ts';
import { buildPlan } from './build-plan.ts';

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

/** What each diet leaves out, as words that must not appear in its foods to eat or its meals. */
const RESTRICTED_DIETS = ['vegan', 'vegetarian', 'keto', 'paleo'] as const;
const FORBIDDEN: Record<(typeof RESTRICTED_DIETS)[number], { ar: RegExp; en: RegExp }> = {
  vegan: {
    ar: arabicWords([
      'لحم',
      'لحوم',
      'دجاج',
      'سمك',
      'سردين',
      'سلمون',
      'هامور',
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
      'meat',
      'chicken',
      'lamb',
      'fish',
      'sardines?',
      'salmon',
      'hammour',
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
  vegetarian: {
    ar: arabicWords(['لحم', 'لحوم', 'دجاج', 'سمك', 'سردين', 'سلمون', 'هامور', 'مرتديلا', 'نقانق']),
    en: englishWords(['meat', 'chicken', 'lamb', 'fish', 'sardines?', 'salmon', 'hammour', 'mortadella']),
  },
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
    ]),
    en: englishWords([
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

const eaten = (p: PlanData) => [...p.diet.include, ...Object.values(p.diet.meals)];

describe('diet choice', () => {
  describe.each(TARGET_GENDERS)('%s', (gender) => {
    describe.each(['ar', 'en'] as const)('%s', (lang) => {
      it.each(RESTRICTED_DIETS)('%s: nothing the diet excludes is in the foods or meals', (diet) => {
        const forbidden = FORBIDDEN[diet][lang];
        for (const text of eaten(plan({ gender, motherDiet: diet }, lang)))
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
    },
    en: {
      folic: 'Folic acid 400 µg',
      bloodPressure: 'blood pressure',
      douche: 'douche',
      lh: 'midnight',
      estimate: 'estimates',
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
