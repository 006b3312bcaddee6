import { partnerInviteAcceptanceSchema, type PartnerInviteAcceptance } from '@nasl/core/partner';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';

/** POST /api/partner-invites/accept `{ token }`: he follows her plan from now on. */
export function acceptPartnerInvite(token: string): Promise<PartnerInviteAcceptance> {
  return api.post('/api/partner-invites/accept', partnerInviteAcceptanceSchema, { token });
}

export function useAcceptPartnerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPartnerInvite,
    // His session's "My plan" now names her plan.
    onSuccess: () => forgetCachedReads(queryClient),
  });
}
