import type { LockedPlanData, Plan, PlanData } from '@nasl/core/plan';
import type { PlanRefund } from '@nasl/core/plan-follow-up';

/** What a plan answer lets the page show. */
export type PlanView =
  | { kind: 'full'; plan: PlanData }
  | { kind: 'locked'; plan: LockedPlanData; refund: PlanRefund | null }
  | { kind: 'empty' };

/** A plan answer; GET /api/plans/{id} adds when the plan was refunded. */
export type PlanWithRefund = Plan & { refund?: PlanRefund | null };

/**
 * The full plan when the API sent it unlocked (paid, or an admin reading), the locked preview when that is
 * what came, and nothing ("No plan data found") when there is no readable plan.
 */
export function selectPlanView(plan: PlanWithRefund | null): PlanView {
  if (!plan) return { kind: 'empty' };
  return plan.locked
    ? { kind: 'locked', plan: plan.planData, refund: plan.refund ?? null }
    : { kind: 'full', plan: plan.planData };
}

/** /plan-preview is where people land after the questionnaire; /results is the admin and post-payment page. */
export type PlanPage = 'preview' | 'results';

export type PlanPageContent = 'full-plan' | 'rich-preview' | 'unlock-card' | 'refunded' | 'no-data';

/**
 * Unpaid plans get the rich preview on /plan-preview and the unlock card on /results. A refunded plan,
 * locked again, says so on both, over its preview and with no way to pay.
 */
export function planPageContent(page: PlanPage, view: PlanView): PlanPageContent {
  if (view.kind === 'full') return 'full-plan';
  if (view.kind === 'locked' && view.refund) return 'refunded';
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
 * The "N more hidden" counts of the locked preview: each list's total less the samples the server sent
 * for it (never below zero). The preview names its exercise sample once, and it counts against the
 * limited exercises as well as the recommended ones.
 */
export function hiddenCounts(plan: LockedPlanData): HiddenCounts {
  const exerciseSamples = plan.exercise.sampleRecommended.length;
  return {
    dates: hidden(plan.intercourse.totalDates, plan.intercourse.sampleDates.length),
    include: hidden(plan.diet.includeCount, plan.diet.sampleIncludeItems.length),
    avoid: hidden(plan.diet.avoidCount, plan.diet.sampleAvoidItems.length),
    recommended: hidden(plan.exercise.recommendedCount, exerciseSamples),
    // The spec counts the limits "minus 1" like the recommended; a plan not for sale shows them whole.
    limit: hidden(plan.exercise.limitCount, plan.exercise.sampleLimit?.length ?? exerciseSamples),
  };
}
