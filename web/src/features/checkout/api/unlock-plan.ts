import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** Admins only: the plan becomes paid without a payment. */
export function unlockPlan(planId: string): Promise<SuccessMessage> {
  return api.post('/api/unlock-plan', successMessageSchema, { planId });
}

export function useUnlockPlan() {
  return useMutation({ mutationFn: unlockPlan });
}
