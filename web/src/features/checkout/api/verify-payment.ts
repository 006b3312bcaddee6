import { successSchema } from '@nasl/core/responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export interface VerifyPaymentRequest {
  planId: string;
  paymentIntentId: string;
}

/** The server asks Stripe and unlocks the plan only if this intent paid for it. True when it did. */
export async function verifyPayment(request: VerifyPaymentRequest): Promise<boolean> {
  const { success } = await api.post('/api/verify-payment', successSchema, request);
  return success;
}

/** On /payment-success: once per visit (the page is where Stripe's redirect lands). */
export function usePaymentVerification(request: VerifyPaymentRequest | null) {
  return useQuery({
    queryKey: ['checkout', 'verify-payment', request?.planId, request?.paymentIntentId] as const,
    queryFn: () => (request ? verifyPayment(request) : Promise.resolve(false)),
    enabled: request !== null,
    gcTime: 0,
  });
}
