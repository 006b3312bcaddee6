import type { PregnancyRequest } from '@nasl/core/plan-follow-up';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/**
 * POST /api/plans/{id}/pregnancy: her positive test; answers the plan rebuilt with early-pregnancy
 * guidance (no attempt dates from that day).
 */
export function recordPregnancy(planId: string, request: PregnancyRequest): Promise<PlanDetails> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/pregnancy`, planDetailsSchema, request);
}

export function useRecordPregnancy(planId: string) {
  return usePlanChange((request: PregnancyRequest) => recordPregnancy(planId, request));
}
