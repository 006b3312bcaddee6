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
 * evidence on timing.
 */
export function lockPlan(full: PlanData): LockedPlanData {
  return {
    summary: {
      gender: full.summary.gender,
      offersMethod: full.summary.offersMethod,
      successRate: full.summary.successRate,
      timingPreview: firstSentence(full.summary.timing),
      dietPreview: firstSentence(full.summary.diet),
      successRateNote: full.summary.successRateNote,
      evidenceNote: full.summary.evidenceNote,
    },
    notices: full.notices,
    intercourse: {
      totalDates: full.intercourse.dates.length,
      timeOfDay: full.intercourse.timeOfDay,
      positionPreview: firstSentence(full.intercourse.position),
      sampleDates: full.intercourse.dates.slice(0, LOCKED_SAMPLE_DATES).map(({ date }) => ({ date })),
    },
    diet: {
      includeCount: full.diet.include.length,
      avoidCount: full.diet.avoid.length,
      sampleIncludeItems: full.diet.include.slice(0, LOCKED_SAMPLE_DIET_ITEMS),
      sampleAvoidItems: full.diet.avoid.slice(0, LOCKED_SAMPLE_DIET_ITEMS),
      hydrationPreview: firstSentence(full.diet.hydration),
    },
    exercise: {
      recommendedCount: full.exercise.recommended.length,
      limitCount: full.exercise.limit.length,
      sampleRecommended: full.exercise.recommended.slice(0, LOCKED_SAMPLE_EXERCISE_ITEMS),
      intensityPreview: firstSentence(full.exercise.intensity),
    },
  };
}
