import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** "Sign out of all other devices": every session but this browser's ends. */
export function revokeOtherSessions(): Promise<SuccessMessage> {
  return api.post('/api/user/sessions/revoke-others', successMessageSchema);
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
