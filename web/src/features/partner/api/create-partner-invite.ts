import { partnerInviteSchema, type PartnerInvite } from '@nasl/core/partner';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** POST /api/plans/{id}/partner-invites: a one-time link for her husband, valid 7 days. */
export function createPartnerInvite(planId: string): Promise<PartnerInvite> {
  return api.post(`/api/plans/${encodeURIComponent(planId)}/partner-invites`, partnerInviteSchema);
}

export function useCreatePartnerInvite(planId: string) {
  return useMutation({ mutationFn: () => createPartnerInvite(planId) });
}
