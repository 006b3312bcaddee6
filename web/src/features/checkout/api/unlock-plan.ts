import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface UnlockPlanResponse {
  success: boolean;
  message?: string;
}

/** Admins only: the plan becomes paid without a payment. */
export function unlockPlan(planId: string): Promise<UnlockPlanResponse> {
  return api.post<UnlockPlanResponse>('/api/unlock-plan', { planId });
}

export function useUnlockPlan() {
  return useMutation({ mutationFn: unlockPlan });
}
