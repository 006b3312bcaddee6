import type { PlanData, VisiblePlan } from '@nasl/core';
import { lockPlan } from './lock-plan.ts';

/**
 * What one reader may see of a plan's full content: all of it when the plan is paid or the reader is an
 * admin, otherwise only the locked projection. The one gate between stored plans and answers.
 */
export function visiblePlan(
  plan: { isPaid: boolean; planData: PlanData },
  viewer: { isAdmin: boolean },
): VisiblePlan {
  if (plan.isPaid || viewer.isAdmin) return { locked: false, planData: plan.planData };
  return { locked: true, planData: lockPlan(plan.planData) };
}
