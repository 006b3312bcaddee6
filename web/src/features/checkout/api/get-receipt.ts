import { receiptSchema, type Receipt } from '@nasl/core/receipt';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** GET /api/plans/{id}/receipt: what she paid, when, Stripe's reference, for which plan. */
export function getReceipt(planId: string): Promise<Receipt> {
  return api.get(`/api/plans/${encodeURIComponent(planId)}/receipt`, receiptSchema);
}

export function useReceipt(planId: string, enabled = true) {
  return useQuery({
    queryKey: ['plans', planId, 'receipt'] as const,
    queryFn: () => getReceipt(planId),
    enabled,
  });
}
