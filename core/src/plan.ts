import type { CivilDate } from './civil-date.ts';
import type { TargetGender } from './questionnaire.ts';

/**
 * The shapes of a plan (spec §3) and the limits of its locked preview (spec §9). Types and constants
 * only: the engine that fills them lives in functions/ and never reaches the web bundle.
 */

export interface PlanDate {
  date: CivilDate;
  /** 1-based day of the cycle: ((date − lastPeriodDate) mod cycleLength) + 1. */
  cycleDay: number;
  recommendation: string;
}

export interface PlanMeals {
  breakfast: string;
  lunch: string;
  dinner: string;
  snacks: string;
}

/** The full plan: only for a paid plan or an admin. */
export interface PlanData {
  summary: {
    gender: TargetGender;
    timing: string;
    diet: string;
    /** Whole percent, always within SUCCESS_RATE_RANGE. */
    successRate: number;
  };
  intercourse: {
    /** Sorted, no duplicates, all inside [plan start, plan start + 3 months). */
    dates: PlanDate[];
    timeOfDay: string;
    position: string;
  };
  diet: {
    include: string[];
    avoid: string[];
    meals: PlanMeals;
    hydration: string;
  };
  exercise: {
    recommended: string[];
    limit: string[];
    intensity: string;
  };
}

/** A sample date of the locked view: when, without the day's guidance. */
export type LockedPlanDate = Pick<PlanDate, 'date' | 'cycleDay'>;

/** What an unpaid plan shows: previews (first sentences), counts and a few samples. */
export interface LockedPlanData {
  summary: {
    gender: TargetGender;
    successRate: number;
    timingPreview: string;
    dietPreview: string;
  };
  intercourse: {
    totalDates: number;
    timeOfDay: string;
    positionPreview: string;
    sampleDates: LockedPlanDate[];
  };
  diet: {
    includeCount: number;
    avoidCount: number;
    sampleIncludeItems: string[];
    sampleAvoidItems: string[];
    hydrationPreview: string;
  };
  exercise: {
    recommendedCount: number;
    limitCount: number;
    sampleRecommended: string[];
    intensityPreview: string;
  };
}

/** Spec §9 locked preview: 3 sample dates, 2 items per diet list, 1 exercise item. */
export const LOCKED_SAMPLE_DATES = 3;
export const LOCKED_SAMPLE_DIET_ITEMS = 2;
export const LOCKED_SAMPLE_EXERCISE_ITEMS = 1;

/** Natural methods reach 60-80% at best (research page); the plan's figure never leaves this band. */
export const SUCCESS_RATE_RANGE = { min: 60, max: 80 } as const;

const SENTENCE_END = /[.!?؟](?=\s|$)/u;

/**
 * The first sentence of a text, its end mark included: the text up to the first ".", "!", "?" or "؟"
 * that is followed by a space or ends the text. Decimal points ("2.1") are not sentence ends.
 * Summary boxes show this, in the locked view and in the full one.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = SENTENCE_END.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
