import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { api } from '@/lib/api/api-client';
import { usePlanChange } from '@/hooks/use-plan-change';

/** DELETE /api/plans/{id}/pregnancy: undoes a pregnancy recorded by mistake; answers the plan as before it. */
export function deletePregnancy(planId: string): Promise<PlanDetails> {
  return api.delete(`/api/plans/${encodeURIComponent(planId)}/pregnancy`, planDetailsSchema);
}

export function useDeletePregnancy(planId: string) {
  return usePlanChange(() => deletePregnancy(planId));
}
