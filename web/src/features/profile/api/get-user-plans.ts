import { userPlanSchema, type UserPlan } from '@nasl/core/plan';
import type { TargetGender } from '@nasl/core/questionnaire';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { orNull } from '@/lib/api/or-null';

export const userPlansQueryKey = ['user', 'plans'] as const;

/** What the My Reports tab shows of a plan, paid or waiting for its payment. */
export interface Report {
  id: string;
  createdAt: string;
  isPaid: boolean;
  targetGender: TargetGender | null;
  successRate: number | null;
  timing: string | null;
}

function toReport(plan: UserPlan): Report {
  const { gender, successRate } = plan.planData.summary;
  const timing = plan.locked ? null : plan.planData.summary.timing.trim() || null;
  return {
    id: plan.id,
    createdAt: plan.createdAt,
    isPaid: plan.isPaid,
    targetGender: gender,
    successRate,
    timing,
  };
}

/**
 * GET /api/user/plans: every plan, newest first, paid or not (an unpaid one is where she completes the
 * payment she left). Each plan is read on its own, so one that cannot be read is left out rather than shown
 * broken or taking the others with it.
 */
export async function getReports(): Promise<Report[]> {
  const plans = await api.get('/api/user/plans', v.array(orNull(userPlanSchema)));
  return plans.flatMap((plan) => (plan ? [toReport(plan)] : []));
}

export function useReports() {
  return useQuery({ queryKey: userPlansQueryKey, queryFn: getReports });
}
