import type { PasswordChangeRequest } from '@nasl/core/auth';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** The API revokes the old session and sets a new session cookie, so the person stays signed in. */
export function changePassword(request: PasswordChangeRequest): Promise<SuccessMessage> {
  return api.put('/api/user/password', successMessageSchema, request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
