import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useReplacePlan } from '@/hooks/use-replace-plan';

/** DELETE /api/plans/{id}/cycle-events/{eventId}: undoes a mistaken entry and answers the re-planned plan. */
export function deleteCycleEvent(planId: string, eventId: string): Promise<PlanDetails> {
  return api.delete(
    `/api/plans/${encodeURIComponent(planId)}/cycle-events/${encodeURIComponent(eventId)}`,
    planDetailsSchema,
  );
}

export function useDeleteCycleEvent(planId: string) {
  const replacePlan = useReplacePlan();
  return useMutation({
    mutationFn: (eventId: string) => deleteCycleEvent(planId, eventId),
    onSuccess: replacePlan,
  });
}
