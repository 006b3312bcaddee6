import type { Language, PlanData, VisiblePlan } from '@nasl/core';
import { lockPlan } from './lock-plan.ts';

/**
 * What one reader may see of a stored plan, in their language: the full plan when it is paid or the reader
 * is an admin, otherwise only the locked projection. The one gate between stored plans and answers.
 */
export function visiblePlan(
  plan: { isPaid: boolean; planData: Record<Language, PlanData> },
  viewer: { isAdmin: boolean },
  lang: Language,
): VisiblePlan {
  const full = plan.planData[lang];
  if (plan.isPaid || viewer.isAdmin) return { locked: false, planData: full };
  return { locked: true, planData: lockPlan(full) };
}
