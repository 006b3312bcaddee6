import { refundPlanResponseSchema, type AdminPayment, type RefundPlanResponse } from '@nasl/core/refunds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { auditQueryKey } from './get-audit';
import { overviewQueryKey } from './get-overview';
import { allPlansQueryKey } from './get-plans';
import { allTrendsQueryKey } from './get-trends';
import { allUserPaymentsQueryKey } from './get-user-payments';
import { allUsersQueryKey } from './get-users';

export interface RefundPlanRequest {
  planId: string;
  reason: string;
}

export function refundPlan({ planId, reason }: RefundPlanRequest): Promise<RefundPlanResponse> {
  return api.post(`/api/admin/plans/${encodeURIComponent(planId)}/refund`, refundPlanResponseSchema, {
    reason,
  });
}

/** Refunds a plan under the guarantee; every figure and list the refund changes reloads. */
export function useRefundPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPlan,
    onSuccess: ({ payment }) => {
      // The refunded payment is shown as the answer says at once, without waiting for the lists to reload.
      queryClient.setQueriesData<AdminPayment[]>({ queryKey: allUserPaymentsQueryKey }, (payments) =>
        payments?.map((shown) => (shown.id === payment.id ? payment : shown)),
      );
    },
    onSettled: () => {
      for (const queryKey of [
        overviewQueryKey,
        allTrendsQueryKey,
        allUserPaymentsQueryKey,
        allUsersQueryKey,
        allPlansQueryKey,
        auditQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
