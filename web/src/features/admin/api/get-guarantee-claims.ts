import { adminGuaranteeClaimsSchema, type AdminGuaranteeClaim, type ClaimStatus } from '@nasl/core/guarantee';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { listQueryString } from '../utils/pages';

export const allGuaranteeClaimsQueryKey = ['admin', 'guarantee-claims'] as const;

/**
 * GET /api/admin/guarantee-claims?status=: the claims, newest first, each with her adherence and links to
 * its documents that work for a few minutes (read again when the tab is opened).
 */
export function getGuaranteeClaims(status: ClaimStatus | null): Promise<AdminGuaranteeClaim[]> {
  return api.get(
    `/api/admin/guarantee-claims${listQueryString(status ? { status } : {})}`,
    adminGuaranteeClaimsSchema,
  );
}

export function useGuaranteeClaims(status: ClaimStatus | null) {
  return useQuery({
    queryKey: [...allGuaranteeClaimsQueryKey, status ?? 'all'],
    queryFn: () => getGuaranteeClaims(status),
    staleTime: 0,
  });
}
