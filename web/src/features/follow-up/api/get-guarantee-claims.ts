import { guaranteeClaimsSchema, type GuaranteeClaim } from '@nasl/core/guarantee';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const guaranteeClaimsQueryKey = (planId: string) => ['plans', planId, 'guarantee-claims'] as const;

/** GET /api/plans/{id}/guarantee-claims: her claims on the plan and where each stands, newest first. */
export function getGuaranteeClaims(planId: string): Promise<GuaranteeClaim[]> {
  return api.get(`/api/plans/${encodeURIComponent(planId)}/guarantee-claims`, guaranteeClaimsSchema);
}

export function useGuaranteeClaims(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: guaranteeClaimsQueryKey(planId),
    queryFn: () => getGuaranteeClaims(planId),
    enabled,
  });
}
