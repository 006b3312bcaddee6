import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/** DELETE /api/plans/{id}/cycle-events/{eventId}: undoes a mistaken entry and answers the re-planned plan. */
export function deleteCycleEvent(planId: string, eventId: string): Promise<PlanDetails> {
  return api.delete(
    `/api/plans/${encodeURIComponent(planId)}/cycle-events/${encodeURIComponent(eventId)}`,
    planDetailsSchema,
  );
}

export function useDeleteCycleEvent(planId: string) {
  return usePlanChange((eventId: string) => deleteCycleEvent(planId, eventId));
}
