import {
  DIETS,
  HEALTH_CONDITIONS,
  type HealthCondition,
  type Language,
  type PlanData,
  questionnaireDefaults,
  type QuestionnaireAnswers,
  TARGET_GENDERS,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import {
  CALCIUM_SOURCES,
  type CatalogTag,
  excludedTags,
  FOOD_IDS,
  FOOD_TAGS,
  MEAL_OPTION_IDS,
  MEAL_OPTION_TAGS,
  MEAL_SLOTS,
  type NutrientTag,
  selectDiet,
} from './diet-catalog.ts';

/** Every set of her health answers: each subset of the conditions, and "none". */
const CONDITIONS = HEALTH_CONDITIONS.filter((condition) => condition !== 'none');
const CONDITION_SETS: HealthCondition[][] = [
  ['none'],
  ...Array.from({ length: 2 ** CONDITIONS.length - 1 }, (_, index) =>
    CONDITIONS.filter((_condition, bit) => (index + 1) & (1 << bit)),
  ),
];
const COMBINATIONS = TARGET_GENDERS.flatMap((target) =>
  DIETS.flatMap((diet) => CONDITION_SETS.map((conditions) => ({ target, diet, conditions }))),
);

/** What her health must leave out of everything she eats. */
const MUST_EXCLUDE: Partial<Record<HealthCondition, readonly NutrientTag[]>> = {
  'kidney-disease': ['potassium', 'sodium'],
  diabetes: ['glycaemic'],
  'high-blood-pressure': ['sodium'],
};

describe('the one rule', () => {
  it('her health, target and diet decide the excluded tags', () => {
    const excluded = (context: Parameters<typeof excludedTags>[0]) => [...excludedTags(context)].sort();
    const boy = { target: 'boy', diet: 'omnivore' } as const;
    expect(excluded({ ...boy, conditions: ['none'] })).toEqual([]);
    expect(excluded({ ...boy, conditions: ['kidney-disease'] })).toEqual(['potassium', 'sodium']);
    expect(excluded({ ...boy, conditions: ['diabetes'] })).toEqual(['glycaemic']);
    expect(excluded({ ...boy, conditions: ['high-blood-pressure'] })).toEqual(['sodium']);
    for (const condition of ['pcos', 'thyroid', 'breastfeeding', 'regular-medicine'] as const) {
      expect(excluded({ ...boy, conditions: [condition] })).toEqual([]);
    }
    // The girl diet lowers sodium: nothing salty, whatever her health.
    expect(excluded({ target: 'girl', diet: 'omnivore', conditions: ['none'] })).toEqual(['sodium']);
    expect(excluded({ target: 'boy', diet: 'vegan', conditions: ['diabetes'] })).toEqual(
      ['dairy', 'eggs', 'fish', 'glycaemic', 'honey', 'meat'].sort(),
    );
  });

  it(`filters the foods to eat, every meal and the iftar alike (${COMBINATIONS.length} combinations)`, () => {
    expect(COMBINATIONS).toHaveLength(2 * 6 * 128);
    for (const context of COMBINATIONS) {
      const selection = selectDiet({ ...context, environmentalFactors: ['none'], offersMethod: true });
      const excluded = excludedTags(context);
      const eaten: readonly CatalogTag[][] = [
        ...selection.include.map((id) => [...FOOD_TAGS[id]]),
        ...MEAL_SLOTS.flatMap((slot) => selection.meals[slot].map((id) => [...MEAL_OPTION_TAGS[id]])),
        [...MEAL_OPTION_TAGS[selection.iftarOpener]],
      ];
      const label = JSON.stringify(context);
      for (const tags of eaten)
        expect(
          tags.filter((tag) => excluded.has(tag)),
          label,
        ).toEqual([]);
      for (const condition of context.conditions) {
        for (const tag of MUST_EXCLUDE[condition] ?? []) expect(excluded.has(tag), label).toBe(true);
      }
      if (context.target === 'girl') expect(excluded.has('sodium')).toBe(true);
      // Every meal keeps an option, and every plan a calcium source.
      for (const slot of MEAL_SLOTS)
        expect(selection.meals[slot].length, `${label} ${slot}`).toBeGreaterThan(0);
      expect(
        selection.include.some((id) => CALCIUM_SOURCES.has(id)),
        label,
      ).toBe(true);
    }
  });

  it('no kidney plan has a potassium item, no diabetic plan a glycaemic one, no high-pressure plan a salty one', () => {
    let checked = 0;
    for (const context of COMBINATIONS) {
      const selection = selectDiet({ ...context, environmentalFactors: ['none'], offersMethod: true });
      const tags = [
        ...selection.include.flatMap((id) => FOOD_TAGS[id]),
        ...MEAL_SLOTS.flatMap((slot) => selection.meals[slot].flatMap((id) => MEAL_OPTION_TAGS[id])),
        ...MEAL_OPTION_TAGS[selection.iftarOpener],
      ];
      const has = (condition: HealthCondition) => context.conditions.includes(condition);
      if (has('kidney-disease')) expect(tags).not.toContain('potassium');
      if (has('diabetes')) expect(tags).not.toContain('glycaemic');
      if (has('high-blood-pressure') || has('kidney-disease')) expect(tags).not.toContain('sodium');
      checked += 1;
    }
    expect(checked).toBe(1536);
  });
});

const ARABIC_LETTER = '\\u0621-\\u065F\\u0670-\\u06D3';
/** Whole Arabic words, allowing the attached prefixes و ف ب ل ك and the article. */
function arabicWords(words: readonly string[]): RegExp {
  return new RegExp(
    `(^|[^${ARABIC_LETTER}])(?:[وف])?(?:[بلك])?(?:ال)?(?:${words.join('|')})(?=$|[^${ARABIC_LETTER}])`,
  );
}
const englishWords = (words: readonly string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');

/**
 * The words that give a tag away, in both languages: a text that names one of them must carry the tag
 * (olive oil is not olives, one date is not dates, a few nuts on a salad are not a handful).
 */
const TELLTALE: Record<'potassium' | 'sodium' | 'glycaemic', { ar: RegExp; en: RegExp }> = {
  potassium: {
    ar: arabicWords([
      'أفوكادو',
      'موز',
      'موزة',
      'بطاطا',
      'تمر(?! واحدة)',
      'برتقال',
      'مشمش',
      'شمام',
      'سبانخ',
      'ملوخية',
      'عدس',
      'فاصولياء',
      'حمص',
      'فول',
      'حليب',
      'لبن',
      'زبادي',
      'صويا',
      'فطر',
      'جوز الهند',
      'حفنة',
    ]),
    en: englishWords([
      'avocado',
      'bananas?',
      'potato(es)?',
      'dates',
      'oranges?',
      'apricots?',
      'cantaloupe',
      'spinach',
      'molokhia',
      'lentils',
      'beans',
      'chickpeas',
      'ful',
      'milk',
      'laban',
      'yoghurt',
      'soy',
      'mushrooms',
      'coconut',
      'handful',
    ]),
  },
  sodium: {
    ar: arabicWords(['زيتون', 'مخلل', 'مخللات']),
    en: englishWords(['olives', 'pickles']),
  },
  glycaemic: {
    ar: arabicWords([
      'عصير',
      'خبز أبيض',
      'خبز عربي أبيض',
      'خبز الأبيض',
      'أرز أبيض',
      'أرز الأبيض',
      'بطاطا',
      'ثلاث حبات تمر',
      '3 إلى 5',
    ]),
    en: englishWords(['juices?', 'white (bread|rice|pita)', 'potato(es)?', 'three dates', '3 to 5']),
  },
};

/**
 * Words that look like a telltale and are not: olive oil is no olive («زيت الزيتون» would read as
 * «الزيتون»), and breaking the fast («رخصة في الفطر») is no mushroom («الفطر»).
 */
const withoutLookalikes = (text: string) =>
  text.replaceAll('زيت الزيتون', 'زيت').replaceAll('رخصة في الفطر', 'رخصة');

describe('tags where they matter', () => {
  const texts = { ar: arabicContent, en: englishContent } as const;

  it.each(['ar', 'en'] as const)(
    '%s: a text that names a potassium, salty or sugary food carries the tag',
    (lang) => {
      const items = [
        ...FOOD_IDS.map((id) => ({ id, text: texts[lang].foods[id], tags: FOOD_TAGS[id] })),
        ...MEAL_OPTION_IDS.map((id) => ({
          id,
          text: texts[lang].mealOptions[id],
          tags: MEAL_OPTION_TAGS[id],
        })),
      ];
      let named = 0;
      for (const { id, text, tags } of items) {
        for (const tag of ['potassium', 'sodium', 'glycaemic'] as const) {
          if (TELLTALE[tag][lang].test(withoutLookalikes(text))) {
            named += 1;
            expect(tags, `${id}: ${text}`).toContain(tag);
          }
        }
      }
      expect(named).toBeGreaterThan(40);
    },
  );

  it('the key items: avocado, potatoes, bananas, dates, olives, pickles, white bread, juice', () => {
    for (const id of ['boyAvocado', 'boyPotatoes', 'boyBananas', 'boyDates', 'boyDiabetesDates'] as const) {
      expect(FOOD_TAGS[id]).toContain('potassium');
    }
    for (const id of [
      'boyBreakfastAvocado',
      'boyBreakfastDatesBanana',
      'boyLunchFishPotatoes',
      'boyDinnerChickenPotatoes',
      'boyIftarDates',
      'boySnackDates',
    ] as const) {
      expect(MEAL_OPTION_TAGS[id]).toContain('potassium');
    }
    expect(MEAL_OPTION_TAGS.iftarOneDate).not.toContain('potassium');
    expect(FOOD_TAGS.boyOlivesPickles).toContain('sodium');
    expect(MEAL_OPTION_TAGS.boySnackOlives).toContain('sodium');
    expect(MEAL_OPTION_TAGS.boyBreakfastShakshuka).toContain('sodium');
    expect(FOOD_TAGS.boyWhiteGrains).toContain('glycaemic');
    expect(MEAL_OPTION_TAGS.boyBreakfastFoul).toContain('glycaemic');
    expect(MEAL_OPTION_TAGS.boyBreakfastDatesBanana).toContain('glycaemic');
    expect(MEAL_OPTION_TAGS.iftarOneDate).not.toContain('glycaemic');
    expect([...CALCIUM_SOURCES].sort()).toEqual(
      [
        'boyCalciumDairy',
        'boyCalciumFish',
        'boyDairy',
        'boyPlantCalcium',
        'breastfeedingCalcium',
        'generalCalcium',
        'girlCalciumTofu',
        'girlDairy',
        'girlKetoDairy',
        'girlSardines',
        'kidneyCalcium',
      ].sort(),
    );
  });
});

const TODAY = '2026-04-10';
/** A plan start whose three months reach Ramadan 1448 (8 February - 8 March 2027). */
const RAMADAN_START = '2027-01-10';
const answers = (overrides: Partial<QuestionnaireAnswers>): QuestionnaireAnswers => ({
  ...questionnaireDefaults(TODAY),
  lastPeriodDate: '2026-04-02',
  ...overrides,
});
const plansFor = (overrides: Partial<QuestionnaireAnswers>, lang: Language): PlanData[] => [
  buildPlan(answers(overrides), TODAY, lang),
  buildPlan(answers({ lastPeriodDate: '2027-01-05', ...overrides }), RAMADAN_START, lang),
];
/** What a plan tells her to eat: the foods to eat, the meals and, in Ramadan, its meals. */
const eaten = (plan: PlanData) =>
  withoutLookalikes(
    [
      ...plan.diet.include,
      ...Object.values(plan.diet.meals),
      ...Object.values(plan.diet.ramadanMeals ?? {}),
    ].join(' \n '),
  );

/** The three conditions that change what she eats, in every combination. */
const DIET_CONDITIONS = ['kidney-disease', 'diabetes', 'high-blood-pressure'] as const;
const DIET_CONDITION_SETS: HealthCondition[][] = Array.from({ length: 8 }, (_, index) =>
  DIET_CONDITIONS.filter((_condition, bit) => index & (1 << bit)),
).map((set) => (set.length > 0 ? set : ['none']));

describe('written plans, in both languages', () => {
  describe.each(['ar', 'en'] as const)('%s', (lang) => {
    it(`no kidney plan names a potassium food, no diabetic plan white bread, rice, potatoes or juice, no high-pressure or girl plan olives or pickles (${TARGET_GENDERS.length * DIETS.length * DIET_CONDITION_SETS.length} answers, with and without Ramadan)`, () => {
      let plans = 0;
      for (const gender of TARGET_GENDERS) {
        for (const motherDiet of DIETS) {
          for (const healthConditions of DIET_CONDITION_SETS) {
            const has = (condition: HealthCondition) => healthConditions.includes(condition);
            for (const plan of plansFor({ gender, motherDiet, healthConditions }, lang)) {
              const text = eaten(plan);
              const label = `${gender} ${motherDiet} ${healthConditions.join(',')}`;
              if (has('kidney-disease')) expect(text, label).not.toMatch(TELLTALE.potassium[lang]);
              if (has('diabetes')) expect(text, label).not.toMatch(TELLTALE.glycaemic[lang]);
              if (has('high-blood-pressure') || has('kidney-disease') || gender === 'girl') {
                expect(text, label).not.toMatch(TELLTALE.sodium[lang]);
              }
              plans += 1;
            }
          }
        }
      }
      expect(plans).toBe(192);
    });

    it('without those answers, the boy plans do name those foods (the test can fail)', () => {
      const usual = TARGET_GENDERS.flatMap((gender) =>
        DIETS.flatMap((motherDiet) => plansFor({ gender, motherDiet, healthConditions: ['none'] }, lang)),
      ).map(eaten);
      for (const tag of ['potassium', 'glycaemic', 'sodium'] as const) {
        expect(usual.some((text) => TELLTALE[tag][lang].test(text))).toBe(true);
      }
    });
  });

  it('the notices and the diet summary promise what the meals keep', () => {
    for (const lang of ['ar', 'en'] as const) {
      const content = lang === 'ar' ? arabicContent : englishContent;
      // Every food the kidney notice says is left out is a word the kidney test above searches for.
      expect(content.notices.kidneyDisease).toMatch(TELLTALE.potassium[lang]);
      expect(withoutLookalikes(content.notices.kidneyDisease)).toMatch(TELLTALE.sodium[lang]);
      expect(content.notices.diabetes).toMatch(TELLTALE.glycaemic[lang]);
      expect(withoutLookalikes(content.notices.highBloodPressure)).toMatch(TELLTALE.sodium[lang]);
    }
    expect(englishContent.notices.kidneyDisease).not.toContain('adds no potassium-rich foods');
    const kidney = buildPlan(answers({ gender: 'girl', healthConditions: ['kidney-disease'] }), TODAY, 'en');
    expect(kidney.summary.diet).toContain(
      'the amounts of dairy, potassium, phosphorus and protein your doctor or dietitian sets come before the method',
    );
    expect(kidney.diet.include).toContain(englishContent.foods.kidneyCalcium);
    expect(kidney.diet.include).not.toContain(englishContent.foods.girlDairy);
    const kidneyAr = buildPlan(
      answers({ gender: 'girl', healthConditions: ['kidney-disease'] }),
      TODAY,
      'ar',
    );
    expect(kidneyAr.summary.diet).toContain('من كميات الألبان والبوتاسيوم والفوسفور والبروتين');
    expect(kidneyAr.notices.map((notice) => notice.text)).toContain(arabicContent.notices.kidneyDisease);
  });
});

describe('fasting in Ramadan', () => {
  const ramadanPlan = (overrides: Partial<QuestionnaireAnswers>, lang: Language) =>
    buildPlan(answers({ lastPeriodDate: '2027-01-05', ...overrides }), RAMADAN_START, lang);

  it('every plan that reaches Ramadan says a pregnant woman who fears harm is permitted not to fast', () => {
    for (const gender of TARGET_GENDERS) {
      expect(ramadanPlan({ gender }, 'en').diet.ramadanMeals?.suhoor).toContain(
        'if you fear that fasting may harm you or your baby, you are permitted not to fast',
      );
      expect(ramadanPlan({ gender }, 'ar').diet.ramadanMeals?.suhoor).toContain(
        'وخِيف من الصيام ضررٌ على الحامل أو على جنينها، فلها رخصة في الفطر',
      );
    }
  });

  it('with diabetes: ask the doctor whether and how to fast; without it, no such sentence', () => {
    const diabetic = ramadanPlan({ healthConditions: ['diabetes'] }, 'en').diet.ramadanMeals?.suhoor;
    expect(diabetic).toContain('With diabetes, ask your doctor before Ramadan whether and how to fast');
    expect(ramadanPlan({ healthConditions: ['diabetes'] }, 'ar').diet.ramadanMeals?.suhoor).toContain(
      'ومع السكري يُسأل الطبيب قبل رمضان: هل يُصام، وكيف',
    );
    expect(ramadanPlan({ healthConditions: ['none'] }, 'en').diet.ramadanMeals?.suhoor).not.toContain(
      'diabetes',
    );
  });
});

describe('wording the review corrected', () => {
  it('the abstinence and energy-intake claims are qualified, in both languages', () => {
    const boy = { gender: 'boy' } as const;
    const en = buildPlan(answers(boy), TODAY, 'en');
    expect(en.summary.timing).toContain(
      "that evidence is about semen quality, and nothing shows that abstinence changes the baby's sex",
    );
    expect(en.summary.timing).not.toContain('2 to 5 days of abstinence give the most sperm');
    expect(en.diet.include).toContain(englishContent.foods.boyRegularMeals);
    expect(englishContent.foods.boyRegularMeals).toContain('one observational study (Mathews 2008)');
    const ar = buildPlan(answers(boy), TODAY, 'ar');
    expect(ar.summary.timing).toContain('ولا دليل على أن الامتناع يغيّر جنس المولود');
    expect(arabicContent.foods.boyRegularMeals).toContain('دراسة رصدية واحدة (ماثيوز 2008)');
  });

  it('the age of 50 reads «من سن الخمسين», never «بعد سن الخمسين»', () => {
    const plan = buildPlan(answers({ motherAge: 52 }), TODAY, 'ar');
    const text = JSON.stringify(plan);
    expect(text).toContain('من سن الخمسين');
    expect(text).not.toContain('بعد سن الخمسين');
  });
});
