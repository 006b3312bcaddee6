import { testPaymentConfirmationSchema, type TestPaymentConfirmation } from '@nasl/core/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { TestCard } from '../utils/card-input';

export interface ConfirmTestPaymentRequest {
  paymentIntentId: string;
  clientSecret: string;
  card: TestCard;
}

/** Local test mode only: the card goes to the Stripe stand-in through the API, as Stripe.js would send it. */
export function confirmTestPayment(request: ConfirmTestPaymentRequest): Promise<TestPaymentConfirmation> {
  return api.post('/api/test-payments/confirm', testPaymentConfirmationSchema, request);
}

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
