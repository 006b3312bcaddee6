import type { OutcomeRequest } from '@nasl/core/plan-follow-up';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useReplacePlan } from '@/hooks/use-replace-plan';

/** PUT /api/plans/{id}/outcome: what came of the plan and the day it became known; sent again to correct it. */
export function saveOutcome(planId: string, request: OutcomeRequest): Promise<PlanDetails> {
  return api.put(`/api/plans/${encodeURIComponent(planId)}/outcome`, planDetailsSchema, request);
}

export function useSaveOutcome(planId: string) {
  const replacePlan = useReplacePlan();
  return useMutation({
    mutationFn: (request: OutcomeRequest) => saveOutcome(planId, request),
    onSuccess: replacePlan,
  });
}
