import { userPlanSchema, type UserPlan } from '@nasl/core/plan';
import type { TargetGender } from '@nasl/core/questionnaire';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { orNull } from '@/lib/api/or-null';

export const userPlansQueryKey = ['user', 'plans'] as const;

/**
 * What the My Reports tab shows of a plan: paid, waiting for its payment, or refunded under the guarantee
 * (locked again, and said so).
 */
export interface Report {
  id: string;
  createdAt: string;
  isPaid: boolean;
  refunded: boolean;
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
    refunded: plan.paymentStatus === 'refunded',
    targetGender: gender,
    successRate,
    timing,
  };
}

/**
 * GET /api/user/plans: every plan, newest first, paid, unpaid (where she completes the payment she left) or
 * refunded. Each plan is read on its own, so one that cannot be read is left out rather than shown broken
 * or taking the others with it.
 */
export async function getReports(): Promise<Report[]> {
  const plans = await api.get('/api/user/plans', v.array(orNull(userPlanSchema)));
  return plans.flatMap((plan) => (plan ? [toReport(plan)] : []));
}

export function useReports() {
  return useQuery({ queryKey: userPlansQueryKey, queryFn: getReports });
}
