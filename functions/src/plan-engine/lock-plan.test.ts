import {
  firstSentence,
  lockedPlanDataSchema,
  planDataSchema,
  type PlanData,
  questionnaireDefaults,
  type QuestionnaireAnswers,
} from '@nasl/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan.ts';
import {
  HAND_WRITTEN_HIDDEN_DATES,
  HAND_WRITTEN_LOCKED_VIEW,
  HAND_WRITTEN_PLAN,
} from './lock-plan-fixture.ts';
import { lockPlan } from './lock-plan.ts';

describe('lockPlan, on a plan written by hand', () => {
  it('shows exactly the locked view written by hand: no field, date or item more or less', () => {
    expect(lockPlan(HAND_WRITTEN_PLAN)).toStrictEqual(HAND_WRITTEN_LOCKED_VIEW);
  });

  it('shows the first 3 dates, each the day alone: no cycle day, no guidance', () => {
    const locked = lockPlan(HAND_WRITTEN_PLAN);
    expect(locked.intercourse.sampleDates).toStrictEqual([
      { date: '2026-09-02' },
      { date: '2026-09-03' },
      { date: '2026-09-30' },
    ]);
    expect(locked.intercourse.totalDates).toBe(5);
    const json = JSON.stringify(locked);
    expect(json).not.toContain('cycleDay');
    expect(json).not.toContain('recommendation');
    for (const date of HAND_WRITTEN_HIDDEN_DATES) expect(json).not.toContain(date);
  });

  it('leaves out every part of the full plan beyond the previews', () => {
    const locked = lockPlan(HAND_WRITTEN_PLAN);
    for (const path of [
      'cycle',
      'summary.timing',
      'summary.diet',
      'intercourse.dates',
      'intercourse.position',
      'diet.include',
      'diet.avoid',
      'diet.meals',
      'diet.ramadanMeals',
      'diet.hydration',
      'exercise.recommended',
      'exercise.limit',
      'exercise.intensity',
    ]) {
      expect(locked).not.toHaveProperty(path);
    }
    expect(JSON.stringify(locked)).not.toContain('HIDDEN');
  });

  it('shows the dates there are when fewer than 3, and none when the method is not offered', () => {
    const twoDates: PlanData = {
      ...HAND_WRITTEN_PLAN,
      intercourse: {
        ...HAND_WRITTEN_PLAN.intercourse,
        dates: HAND_WRITTEN_PLAN.intercourse.dates.slice(0, 2),
      },
    };
    expect(lockPlan(twoDates).intercourse).toStrictEqual({
      totalDates: 2,
      timeOfDay: 'Any time of day.',
      positionPreview: 'Deep penetration is preferred.',
      sampleDates: [{ date: '2026-09-02' }, { date: '2026-09-03' }],
    });
    const noMethod: PlanData = {
      ...HAND_WRITTEN_PLAN,
      summary: { ...HAND_WRITTEN_PLAN.summary, offersMethod: false, successRate: null },
      intercourse: { ...HAND_WRITTEN_PLAN.intercourse, dates: [] },
    };
    const locked = lockPlan(noMethod);
    expect(locked.summary).toMatchObject({ offersMethod: false, successRate: null });
    expect(locked.intercourse).toMatchObject({ totalDates: 0, sampleDates: [] });
  });

  it('previews an Arabic text by its first sentence', () => {
    const arabic: PlanData = {
      ...HAND_WRITTEN_PLAN,
      summary: { ...HAND_WRITTEN_PLAN.summary, timing: 'حاولي في يوم الإباضة. HIDDEN الباقي؟ نعم.' },
      diet: { ...HAND_WRITTEN_PLAN.diet, hydration: 'هل تشربين الماء؟ HIDDEN لترين.' },
    };
    const locked = lockPlan(arabic);
    expect(locked.summary.timingPreview).toBe('حاولي في يوم الإباضة.');
    expect(locked.diet.hydrationPreview).toBe('هل تشربين الماء؟');
  });

  it('leaves the full plan as it was', () => {
    const before = structuredClone(HAND_WRITTEN_PLAN);
    lockPlan(HAND_WRITTEN_PLAN);
    expect(HAND_WRITTEN_PLAN).toStrictEqual(before);
  });
});

/** Plans the engine builds: the lock holds on every kind of real plan too. */
const TODAY = '2026-09-01';
const VARIANTS: Partial<QuestionnaireAnswers>[] = [
  {},
  { gender: 'girl' },
  { gender: 'girl', motherDiet: 'vegan', cycleLength: 21, environmentalFactors: ['smoking', 'alcohol'] },
  { gender: 'boy', motherDiet: 'keto', cycleLength: 35, stressLevel: 'very-high', sleepPattern: 'poor' },
  { gender: 'girl', motherAge: 47, motherWeight: 95 },
];

const CASES = VARIANTS.flatMap((overrides) =>
  (['ar', 'en'] as const).map((lang) => {
    const answers = { ...questionnaireDefaults(TODAY), lastPeriodDate: '2026-08-20', ...overrides };
    return { label: `${lang} ${JSON.stringify(overrides)}`, full: buildPlan(answers, TODAY, lang) };
  }),
);

/** The sentences after the first one: what a preview must not show. */
function laterSentences(text: string): string[] {
  return text
    .slice(firstSentence(text).length)
    .split(/(?<=[.!?؟])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function hiddenTexts(full: PlanData): string[] {
  return [
    ...full.intercourse.dates.slice(3).map((d) => d.date),
    ...full.intercourse.dates.map((d) => d.recommendation),
    ...laterSentences(full.summary.timing),
    ...laterSentences(full.summary.diet),
    ...laterSentences(full.intercourse.position),
    ...laterSentences(full.diet.hydration),
    ...laterSentences(full.exercise.intensity),
    ...full.diet.include.slice(2),
    ...full.diet.avoid.slice(2),
    ...Object.values(full.diet.meals),
    ...full.exercise.recommended.slice(1),
    ...full.exercise.limit,
    ...full.cycle.notes,
    ...(full.diet.ramadanMeals ? Object.values(full.diet.ramadanMeals) : []),
  ];
}

describe('lockPlan, on the default answers (last period 2026-08-20, a 28-day cycle, a boy)', () => {
  // Cycle day 1 on 20 August: days 14 and 15 (the day before the expected ovulation and its day) fall on
  // 3 and 4 September (cycle days 15 and 16 of a usual 28.5 days), then 1 and 2 October; 2 dates a cycle.
  it.each(['ar', 'en'] as const)('%s: the first 3 dates of 8, the day alone; 2, 2 and 1 samples', (lang) => {
    const answers = { ...questionnaireDefaults(TODAY), lastPeriodDate: '2026-08-20' };
    const locked = lockPlan(buildPlan(answers, TODAY, lang));
    expect(locked.intercourse.totalDates).toBe(8);
    expect(locked.intercourse.sampleDates).toStrictEqual([
      { date: '2026-09-03' },
      { date: '2026-09-04' },
      { date: '2026-10-01' },
    ]);
    expect(locked.diet.sampleIncludeItems).toHaveLength(2);
    expect(locked.diet.sampleAvoidItems).toHaveLength(2);
    expect(locked.exercise.sampleRecommended).toHaveLength(1);
  });
});

describe.each(CASES)('lockPlan: $label', ({ full }) => {
  const locked = lockPlan(full);

  it('meets the contract the web app reads: the full plan and its locked view', () => {
    expect(v.safeParse(planDataSchema, full).issues).toBeUndefined();
    expect(v.safeParse(lockedPlanDataSchema, locked).issues).toBeUndefined();
  });

  it('has exactly the locked shape', () => {
    expect(Object.keys(locked).sort()).toEqual(['diet', 'exercise', 'intercourse', 'notices', 'summary']);
    expect(Object.keys(locked.summary).sort()).toEqual([
      'dietPreview',
      'evidenceNote',
      'gender',
      'offersMethod',
      'successRate',
      'successRateNote',
      'timingPreview',
    ]);
    expect(Object.keys(locked.intercourse).sort()).toEqual([
      'positionPreview',
      'sampleDates',
      'timeOfDay',
      'totalDates',
    ]);
    expect(Object.keys(locked.diet).sort()).toEqual([
      'avoidCount',
      'hydrationPreview',
      'includeCount',
      'sampleAvoidItems',
      'sampleIncludeItems',
    ]);
    expect(Object.keys(locked.exercise).sort()).toEqual([
      'intensityPreview',
      'limitCount',
      'recommendedCount',
      'sampleRecommended',
    ]);
  });

  it('shows at most 3 dates, each the day alone, 2 items per diet list and 1 exercise', () => {
    expect(locked.intercourse.sampleDates.length).toBeLessThanOrEqual(3);
    for (const sample of locked.intercourse.sampleDates) expect(Object.keys(sample)).toEqual(['date']);
    expect(locked.diet.sampleIncludeItems).toHaveLength(2);
    expect(locked.diet.sampleAvoidItems).toHaveLength(2);
    expect(locked.exercise.sampleRecommended).toHaveLength(1);
    for (const preview of [
      locked.summary.timingPreview,
      locked.summary.dietPreview,
      locked.diet.hydrationPreview,
    ]) {
      expect(preview.length).toBeGreaterThan(20);
    }
  });

  it('names no cycle day: no cycleDay key and no cycle-day number in the timing preview', () => {
    const json = JSON.stringify(locked);
    expect(json).not.toContain('cycleDay');
    const preview = locked.summary.timingPreview.replace(String(locked.intercourse.totalDates), '');
    for (const { cycleDay } of full.intercourse.dates) {
      expect(preview).not.toMatch(new RegExp(`(^|\\D)${cycleDay}(\\D|$)`));
    }
  });

  it('tells before payment what she must know: the notices, what the figure is, the evidence on timing', () => {
    expect(locked.notices).toEqual(full.notices);
    expect(locked.summary.successRateNote).toBe(full.summary.successRateNote);
    expect(locked.summary.evidenceNote).toBe(full.summary.evidenceNote);
  });

  it('leaks no other text of the full plan', () => {
    const json = JSON.stringify(locked);
    const hidden = hiddenTexts(full);
    expect(hidden.length).toBeGreaterThan(15);
    for (const text of hidden) expect(json).not.toContain(text);
  });
});

describe('lockPlan: her age, before any payment', () => {
  const lockedFor = (motherAge: number) =>
    lockPlan(
      buildPlan({ ...questionnaireDefaults(TODAY), lastPeriodDate: '2026-08-20', motherAge }, TODAY, 'en'),
    );

  it('a mother of 47: the important notice first, no figure, the method offered', () => {
    const locked = lockedFor(47);
    expect(locked.notices[0]?.level).toBe('important');
    expect(locked.summary.successRate).toBeNull();
    expect(locked.summary.offersMethod).toBe(true);
  });

  it('a mother of 55: the important notice, no figure, no dates, the method not offered', () => {
    const locked = lockedFor(55);
    expect(locked.notices[0]?.level).toBe('important');
    expect(locked.summary).toMatchObject({ successRate: null, offersMethod: false });
    expect(locked.intercourse).toMatchObject({ totalDates: 0, sampleDates: [] });
  });

  it.each(['ar', 'en'] as const)(
    '%s, a mother of 55: a plan not for sale gives its general advice whole, nothing left to unlock',
    (lang) => {
      const answers = {
        ...questionnaireDefaults(TODAY),
        lastPeriodDate: '2026-08-20',
        motherAge: 55,
        healthConditions: ['diabetes' as const],
      };
      const full = buildPlan(answers, TODAY, lang);
      const locked = lockPlan(full);
      expect(v.safeParse(lockedPlanDataSchema, locked).issues).toBeUndefined();
      expect(locked.summary.timingPreview).toBe(full.summary.timing);
      expect(locked.summary.dietPreview).toBe(full.summary.diet);
      expect(locked.intercourse.positionPreview).toBe(full.intercourse.position);
      expect(locked.diet).toMatchObject({
        sampleIncludeItems: full.diet.include,
        sampleAvoidItems: full.diet.avoid,
        hydrationPreview: full.diet.hydration,
      });
      expect(locked.exercise).toMatchObject({
        sampleRecommended: full.exercise.recommended,
        sampleLimit: full.exercise.limit,
        intensityPreview: full.exercise.intensity,
      });
      expect(full.diet.include.length).toBeGreaterThan(2);
      expect(full.exercise.limit.length).toBeGreaterThan(0);
      // A plan for sale never carries the limits.
      expect(lockedFor(30).exercise).not.toHaveProperty('sampleLimit');
    },
  );
});
