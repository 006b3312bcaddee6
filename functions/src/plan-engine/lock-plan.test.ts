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
import { lockPlan } from './lock-plan.ts';

const TODAY = '2026-09-01';
const VARIANTS: Partial<QuestionnaireAnswers>[] = [
  {},
  { gender: 'girl' },
  { gender: 'girl', motherDiet: 'vegan', cycleLength: 21, environmentalFactors: ['smoking', 'alcohol'] },
  { gender: 'boy', motherDiet: 'keto', cycleLength: 35, stressLevel: 'very-high', sleepPattern: 'poor' },
  { gender: 'girl', motherAge: 47, motherWeight: 95 },
  { gender: 'boy', motherAge: 55, healthConditions: ['diabetes'] },
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

  it('counts what it hides', () => {
    expect(locked.intercourse.totalDates).toBe(full.intercourse.dates.length);
    expect(locked.diet.includeCount).toBe(full.diet.include.length);
    expect(locked.diet.avoidCount).toBe(full.diet.avoid.length);
    expect(locked.exercise.recommendedCount).toBe(full.exercise.recommended.length);
    expect(locked.exercise.limitCount).toBe(full.exercise.limit.length);
  });

  it('shows 3 dates without their cycle day or guidance, 2 items per diet list and 1 exercise', () => {
    expect(locked.intercourse.sampleDates).toEqual(
      full.intercourse.dates.slice(0, 3).map(({ date }) => ({ date })),
    );
    for (const sample of locked.intercourse.sampleDates) expect(Object.keys(sample)).toEqual(['date']);
    expect(locked.diet.sampleIncludeItems).toEqual(full.diet.include.slice(0, 2));
    expect(locked.diet.sampleAvoidItems).toEqual(full.diet.avoid.slice(0, 2));
    expect(locked.exercise.sampleRecommended).toEqual(full.exercise.recommended.slice(0, 1));
  });

  it('previews texts by their first sentence', () => {
    expect(locked.summary).toEqual({
      gender: full.summary.gender,
      offersMethod: full.summary.offersMethod,
      successRate: full.summary.successRate,
      timingPreview: firstSentence(full.summary.timing),
      dietPreview: firstSentence(full.summary.diet),
      successRateNote: full.summary.successRateNote,
      evidenceNote: full.summary.evidenceNote,
    });
    expect(locked.intercourse.positionPreview).toBe(firstSentence(full.intercourse.position));
    expect(locked.intercourse.timeOfDay).toBe(full.intercourse.timeOfDay);
    expect(locked.diet.hydrationPreview).toBe(firstSentence(full.diet.hydration));
    expect(locked.exercise.intensityPreview).toBe(firstSentence(full.exercise.intensity));
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
});
