import { planPartnersSchema, type PlanPartner } from '@nasl/core/partner';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const partnersQueryKey = (planId: string) => ['plans', planId, 'partners'] as const;

/** GET /api/plans/{id}/partners: who follows her plan (her husband, once he accepted). */
export function getPartners(planId: string): Promise<PlanPartner[]> {
  return api.get(`/api/plans/${encodeURIComponent(planId)}/partners`, planPartnersSchema);
}

export function usePartners(planId: string, enabled: boolean) {
  return useQuery({ queryKey: partnersQueryKey(planId), queryFn: () => getPartners(planId), enabled });
}
