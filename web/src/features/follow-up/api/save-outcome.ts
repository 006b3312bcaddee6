import type { OutcomeRequest } from '@nasl/core/plan-follow-up';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/** PUT /api/plans/{id}/outcome: what came of the plan and the day it became known; sent again to correct it. */
export function saveOutcome(planId: string, request: OutcomeRequest): Promise<PlanDetails> {
  return api.put(`/api/plans/${encodeURIComponent(planId)}/outcome`, planDetailsSchema, request);
}

export function useSaveOutcome(planId: string) {
  return usePlanChange((request: OutcomeRequest) => saveOutcome(planId, request));
}
