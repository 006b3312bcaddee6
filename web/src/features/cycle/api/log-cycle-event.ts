import type { CycleEventRequest } from '@nasl/core/cycle-events';
import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/**
 * POST /api/plans/{id}/cycle-events: logs a period start or a positive LH test and answers the re-planned
 * plan (201, or 200 when the same event was already logged). Sent from the panel, or later from the queue.
 */
export function logCycleEvent(planId: string, event: CycleEventRequest): Promise<PlanDetails> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/cycle-events`, planDetailsSchema, event);
}

export function useLogCycleEvent(planId: string) {
  return usePlanChange((event: CycleEventRequest) => logCycleEvent(planId, event));
}
