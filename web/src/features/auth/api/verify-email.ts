import type { ActionCodeRequest } from '@nasl/core/account';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { api } from '@/lib/api/api-client';
import { useSessionChangingMutation } from '@/lib/auth/session-mutations';

/** Applies the verification link's code; no session needed (the link may open on another device). */
export function verifyEmail(request: ActionCodeRequest): Promise<SuccessMessage> {
  return api.post('/api/auth/verify-email', successMessageSchema, request);
}

/** The person shown in the header (and the profile) then has a verified address. */
export function useVerifyEmail() {
  return useSessionChangingMutation(verifyEmail);
}
