import { planDetailsSchema, type PlanDetails } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { useReplacePlan } from '@/hooks/use-replace-plan';

/** DELETE /api/plans/{id}/pregnancy: undoes a pregnancy recorded by mistake; answers the plan as before it. */
export function deletePregnancy(planId: string): Promise<PlanDetails> {
  return api.delete(`/api/plans/${encodeURIComponent(planId)}/pregnancy`, planDetailsSchema);
}

export function useDeletePregnancy(planId: string) {
  const replacePlan = useReplacePlan();
  return useMutation({ mutationFn: () => deletePregnancy(planId), onSuccess: replacePlan });
}
