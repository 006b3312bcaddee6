import { paymentClientConfigSchema, type PaymentClientConfig } from '@nasl/core/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const paymentConfigQueryKey = ['checkout', 'payment-config'] as const;

/** Real Stripe (with its publishable key) or the local test mode. */
export function getPaymentConfig(): Promise<PaymentClientConfig> {
  return api.get('/api/payment-config', paymentClientConfigSchema);
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig });
}
