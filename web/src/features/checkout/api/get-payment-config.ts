import type { PaymentClientConfig } from '@nasl/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const paymentConfigQueryKey = ['checkout', 'payment-config'] as const;

/** Real Stripe (with its publishable key) or the local test mode. */
export function getPaymentConfig(): Promise<PaymentClientConfig> {
  return api.get<PaymentClientConfig>('/api/payment-config');
}

export function usePaymentConfig() {
  return useQuery({ queryKey: paymentConfigQueryKey, queryFn: getPaymentConfig });
}
