import type { PasswordChangeRequest } from '@nasl/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface ChangePasswordResponse {
  success: boolean;
  message?: string;
}

/** The API revokes the old session and sets a new session cookie, so the person stays signed in. */
export function changePassword(request: PasswordChangeRequest): Promise<ChangePasswordResponse> {
  return api.put<ChangePasswordResponse>('/api/user/password', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
