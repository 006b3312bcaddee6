import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { verifyPayment } from '../api/verify-payment';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';
import { justPaidState, paidPlanUrl, paymentSuccessUrl } from '../utils/checkout-urls';

/**
 * After the card was charged: the server verifies the intent with Stripe and unlocks the plan, then the
 * person sees her plan (/results?plan_id=…) with the paid confirmation and her receipt above it. If
 * verification fails now (e.g. Stripe briefly unreachable), the money is taken, so the card form must not be
 * offered again: the payment-success page verifies again and explains.
 */
export function useFinishPayment(planId: string): (paymentIntentId: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (paymentIntentId: string) => {
      const verified = await verifyPayment({ planId, paymentIntentId }).catch(() => false);
      // Back from the plan skips the spent checkout.
      if (verified) {
        forgetCachedReads(queryClient);
        navigate(paidPlanUrl(planId), { replace: true, state: justPaidState(planId) });
      } else {
        navigate(paymentSuccessUrl(planId, paymentIntentId), { replace: true });
      }
    },
    [navigate, planId, queryClient],
  );
}
