import { partnerInviteAcceptanceSchema, type PartnerInviteAcceptance } from '@nasl/core/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';

/** POST /api/partner-invites/{token}/accept: he follows her plan from now on. */
export function acceptPartnerInvite(token: string): Promise<PartnerInviteAcceptance> {
  return api.post(`/api/partner-invites/${encodeURIComponent(token)}/accept`, partnerInviteAcceptanceSchema);
}

export function useAcceptPartnerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPartnerInvite,
    // His session's "My plan" now names her plan.
    onSuccess: () => forgetCachedReads(queryClient),
  });
}
