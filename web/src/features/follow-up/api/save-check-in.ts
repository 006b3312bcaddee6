import type { CheckInRequest } from '@nasl/core/plan-follow-up';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/**
 * POST /api/plans/{id}/check-ins: one tap, an attempt day or a week of the diet followed or not; answers
 * the plan with her adherence (her answer for the same day or week replaces the earlier one).
 */
export function saveCheckIn(planId: string, checkIn: CheckInRequest): Promise<PlanDetails> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/check-ins`, planDetailsSchema, checkIn);
}

export function useSaveCheckIn(planId: string) {
  return usePlanChange((checkIn: CheckInRequest) => saveCheckIn(planId, checkIn));
}
