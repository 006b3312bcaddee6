import { adminPaymentsSchema, type AdminPayment } from '@nasl/core/refunds';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const allUserPaymentsQueryKey = ['admin', 'user-payments'] as const;

export function getUserPayments(userId: string): Promise<AdminPayment[]> {
  return api.get(`/api/admin/users/${encodeURIComponent(userId)}/payments`, adminPaymentsSchema);
}

/** A person's payments, newest first, asked for when their details are opened. */
export function useUserPayments(userId: string | null) {
  return useQuery({
    queryKey: [...allUserPaymentsQueryKey, userId],
    queryFn: () => getUserPayments(userId!),
    enabled: userId !== null,
  });
}
