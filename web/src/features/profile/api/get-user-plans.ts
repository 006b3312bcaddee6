import { userPlanSchema, type UserPlan } from '@nasl/core/plan';
import type { TargetGender } from '@nasl/core/questionnaire';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { orNull } from '@/lib/api/or-null';

export const userPlansQueryKey = ['user', 'plans'] as const;

/** What the My Reports tab shows of a paid plan, or of one refunded under the guarantee (locked again). */
export interface PaidReport {
  id: string;
  refunded: boolean;
  createdAt: string;
  targetGender: TargetGender | null;
  successRate: number | null;
  timing: string | null;
}

function toPaidReport(plan: UserPlan): PaidReport {
  const { gender, successRate } = plan.planData.summary;
  const timing = plan.locked ? null : plan.planData.summary.timing.trim() || null;
  return {
    id: plan.id,
    refunded: plan.paymentStatus === 'refunded',
    createdAt: plan.createdAt,
    targetGender: gender,
    successRate,
    timing,
  };
}

/**
 * GET /api/user/plans: paid plans are reports, and so are refunded ones, which say so. Each plan is read on its own, so one that cannot be
 * read is left out rather than shown broken or taking the others with it.
 */
export async function getPaidReports(): Promise<PaidReport[]> {
  const plans = await api.get('/api/user/plans', v.array(orNull(userPlanSchema)));
  return plans.flatMap((plan) =>
    plan?.isPaid || plan?.paymentStatus === 'refunded' ? [toPaidReport(plan)] : [],
  );
}

export function usePaidReports() {
  return useQuery({ queryKey: userPlansQueryKey, queryFn: getPaidReports });
}
