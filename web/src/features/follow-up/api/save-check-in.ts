import type { CheckInRequest } from '@nasl/core/plan-follow-up';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useReplacePlan } from '@/hooks/use-replace-plan';

/**
 * POST /api/plans/{id}/check-ins: one tap, an attempt day or a week of the diet followed or not; answers
 * the plan with her adherence (her answer for the same day or week replaces the earlier one).
 */
export function saveCheckIn(planId: string, checkIn: CheckInRequest): Promise<PlanDetails> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/check-ins`, planDetailsSchema, checkIn);
}

export function useSaveCheckIn(planId: string) {
  const replacePlan = useReplacePlan();
  return useMutation({
    mutationFn: (checkIn: CheckInRequest) => saveCheckIn(planId, checkIn),
    onSuccess: replacePlan,
  });
}
