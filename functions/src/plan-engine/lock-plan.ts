import {
  firstSentence,
  LOCKED_SAMPLE_DATES,
  LOCKED_SAMPLE_DIET_ITEMS,
  LOCKED_SAMPLE_EXERCISE_ITEMS,
  type LockedPlanData,
  type PlanData,
} from '@nasl/core';

/**
 * The locked view of a plan, what an unpaid plan shows: first sentences, counts, the first 3 dates
 * without their cycle day or guidance (the cycle day is the method's rule), 2 items of each diet list and
 * 1 recommended exercise. Nothing else of the full plan, except what she must know before paying: the
 * medical and safety notices (a mother of 45 or more learns that natural conception is unlikely before she
 * buys a plan for it), whether the plan offers the method at all, what the success figure is, and the
 * evidence on timing. A plan not for sale (no method at her age) holds only general advice, which is free:
 * its texts and lists come whole, the limits too, and nothing is left to unlock.
 */
export function lockPlan(full: PlanData): LockedPlanData {
  const whole = !full.summary.offersMethod;
  const preview = (text: string) => (whole ? text : firstSentence(text));
  const sample = <T>(items: readonly T[], count: number) => (whole ? [...items] : items.slice(0, count));
  return {
    summary: {
      gender: full.summary.gender,
      offersMethod: full.summary.offersMethod,
      successRate: full.summary.successRate,
      timingPreview: preview(full.summary.timing),
      dietPreview: preview(full.summary.diet),
      successRateNote: full.summary.successRateNote,
      evidenceNote: full.summary.evidenceNote,
    },
    notices: full.notices,
    intercourse: {
      totalDates: full.intercourse.dates.length,
      timeOfDay: full.intercourse.timeOfDay,
      positionPreview: preview(full.intercourse.position),
      sampleDates: sample(full.intercourse.dates, LOCKED_SAMPLE_DATES).map(({ date }) => ({ date })),
    },
    diet: {
      includeCount: full.diet.include.length,
      avoidCount: full.diet.avoid.length,
      sampleIncludeItems: sample(full.diet.include, LOCKED_SAMPLE_DIET_ITEMS),
      sampleAvoidItems: sample(full.diet.avoid, LOCKED_SAMPLE_DIET_ITEMS),
      hydrationPreview: preview(full.diet.hydration),
    },
    exercise: {
      recommendedCount: full.exercise.recommended.length,
      limitCount: full.exercise.limit.length,
      sampleRecommended: sample(full.exercise.recommended, LOCKED_SAMPLE_EXERCISE_ITEMS),
      ...(whole && { sampleLimit: [...full.exercise.limit] }),
      intensityPreview: preview(full.exercise.intensity),
    },
  };
}
