import {
  LOCKED_SAMPLE_DATES,
  LOCKED_SAMPLE_DIET_ITEMS,
  LOCKED_SAMPLE_EXERCISE_ITEMS,
  type LockedPlanData,
  type PlanData,
} from '@nasl/core';
import type { PlanResponse } from '@/lib/plan-data';
import { isLockedPlanData, isPlanData } from './plan-shape';

/** What a plan response lets the page show. */
export type PlanView =
  { kind: 'full'; plan: PlanData } | { kind: 'locked'; plan: LockedPlanData } | { kind: 'empty' };

/**
 * The full plan only when the API says it is unlocked (paid, or an admin reading) and sent all of it; the
 * locked preview when that is what came; otherwise there is nothing to show ("No plan data found").
 */
export function selectPlanView(response: Pick<PlanResponse, 'locked' | 'planData'> | null): PlanView {
  if (!response) return { kind: 'empty' };
  if (!response.locked && isPlanData(response.planData)) return { kind: 'full', plan: response.planData };
  if (isLockedPlanData(response.planData)) return { kind: 'locked', plan: response.planData };
  return { kind: 'empty' };
}

/** /plan-preview is where people land after the questionnaire; /results is the admin and post-payment page. */
export type PlanPage = 'preview' | 'results';

export type PlanPageContent = 'full-plan' | 'rich-preview' | 'unlock-card' | 'no-data';

/** Issue 4: unpaid plans get the rich preview on /plan-preview and the unlock card on /results. */
export function planPageContent(page: PlanPage, view: PlanView): PlanPageContent {
  if (view.kind === 'full') return 'full-plan';
  if (view.kind === 'locked') return page === 'preview' ? 'rich-preview' : 'unlock-card';
  return 'no-data';
}

export interface HiddenCounts {
  dates: number;
  include: number;
  avoid: number;
  recommended: number;
  limit: number;
}

const hidden = (total: number, shown: number) => Math.max(0, total - shown);

/**
 * Spec §2: the "N more hidden" counts of the locked preview — dates minus 3, each diet list minus 2, the
 * recommended and the limited exercises minus 1 each (never below zero).
 */
export function hiddenCounts(plan: LockedPlanData): HiddenCounts {
  return {
    dates: hidden(plan.intercourse.totalDates, LOCKED_SAMPLE_DATES),
    include: hidden(plan.diet.includeCount, LOCKED_SAMPLE_DIET_ITEMS),
    avoid: hidden(plan.diet.avoidCount, LOCKED_SAMPLE_DIET_ITEMS),
    recommended: hidden(plan.exercise.recommendedCount, LOCKED_SAMPLE_EXERCISE_ITEMS),
    limit: hidden(plan.exercise.limitCount, LOCKED_SAMPLE_EXERCISE_ITEMS),
  };
}
