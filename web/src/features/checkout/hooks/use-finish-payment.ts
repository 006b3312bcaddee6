import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { verifyPayment } from '../api/verify-payment';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';
import { paidPlanUrl, paymentSuccessUrl } from '../utils/checkout-urls';

/**
 * After the card was charged: the server verifies the intent with Stripe and unlocks the plan, then the
 * person sees the full plan. If verification fails now (e.g. Stripe briefly unreachable), the money is
 * taken, so the card form must not be offered again: the payment-success page retries and explains.
 */
export function useFinishPayment(planId: string): (paymentIntentId: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (paymentIntentId: string) => {
      const verified = await verifyPayment({ planId, paymentIntentId }).catch(() => false);
      if (verified) {
        forgetCachedReads(queryClient);
        // Back from the plan skips the spent checkout.
        navigate(paidPlanUrl(planId), { replace: true });
      } else {
        navigate(paymentSuccessUrl(planId, paymentIntentId), { replace: true });
      }
    },
    [navigate, planId, queryClient],
  );
}
