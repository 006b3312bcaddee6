import { PLAN_PRICE_CENTS } from '@nasl/core/constants';
import { paymentIntentSessionSchema, type PaymentIntentSession } from '@nasl/core/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** What the payment forms receive: the plan's one open intent. */
export type { PaymentIntentSession };

export const paymentIntentQueryKey = (planId: string) => ['checkout', 'payment-intent', planId] as const;

/**
 * The request names the amount too, as the API documents it; the server ignores it and charges its own
 * price. It reuses the plan's open intent, so calling this again (a reload, a second tab) never creates a
 * second charge.
 */
export function createPaymentIntent(planId: string): Promise<PaymentIntentSession> {
  return api.post('/api/create-payment-intent', paymentIntentSessionSchema, {
    planId,
    amount: PLAN_PRICE_CENTS,
  });
}

export function usePaymentIntent(planId: string) {
  return useQuery({
    queryKey: paymentIntentQueryKey(planId),
    queryFn: () => createPaymentIntent(planId),
    // An intent belongs to one visit: coming back to checkout asks the server again.
    gcTime: 0,
  });
}
