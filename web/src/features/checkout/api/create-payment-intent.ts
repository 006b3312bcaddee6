import { PLAN_PRICE_CENTS } from '@nasl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PaymentIntentSession {
  clientSecret: string;
  paymentIntentId: string;
}

export const paymentIntentQueryKey = (planId: string) => ['checkout', 'payment-intent', planId] as const;

/**
 * Spec §7 sends the amount too; the server ignores it and charges its own price. The server reuses the
 * plan's open intent, so calling this again (a reload, a second tab) never creates a second charge.
 */
export function createPaymentIntent(planId: string): Promise<PaymentIntentSession> {
  return api.post<PaymentIntentSession>('/api/create-payment-intent', { planId, amount: PLAN_PRICE_CENTS });
}

export function usePaymentIntent(planId: string) {
  return useQuery({
    queryKey: paymentIntentQueryKey(planId),
    queryFn: () => createPaymentIntent(planId),
    // An intent belongs to one visit: coming back to checkout asks the server again.
    gcTime: 0,
  });
}
