import {
  passwordResetResponseSchema,
  type PasswordResetConfirmRequest,
  type PasswordResetResponse,
} from '@nasl/core/account';
import { api } from '@/lib/api/api-client';
import { useSigningInMutation } from '@/lib/auth/session-mutations';

/** Sets the new password with the e-mail link's code; the API signs this browser in. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<PasswordResetResponse> {
  return api.post('/api/auth/password-reset/confirm', passwordResetResponseSchema, request);
}

export function useConfirmPasswordReset() {
  return useSigningInMutation(confirmPasswordReset, ({ user }) => user);
}
