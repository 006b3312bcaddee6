import type { PlanDetails } from '@nasl/core/plan';
import { useMutation } from '@tanstack/react-query';
import { useReplacePlan } from '@/hooks/use-replace-plan';

/**
 * A change to the plan (a log, a check-in, an outcome, an undo) whose answer is the plan as it now stands:
 * that plan replaces the old one everywhere it is kept.
 */
export function usePlanChange<TRequest = void>(send: (request: TRequest) => Promise<PlanDetails>) {
  const replacePlan = useReplacePlan();
  return useMutation({ mutationFn: send, onSuccess: replacePlan });
}
