import {
  passwordResetResponseSchema,
  type PasswordResetConfirmRequest,
  type PasswordResetResponse,
} from '@nasl/core/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { startSignedInSession } from '@/lib/auth/get-auth-status';

/** Sets the new password with the e-mail link's code; the API signs this browser in. */
export function confirmPasswordReset(request: PasswordResetConfirmRequest): Promise<PasswordResetResponse> {
  return api.post('/api/auth/password-reset/confirm', passwordResetResponseSchema, request);
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ user }) => {
      void startSignedInSession(queryClient, user);
    },
  });
}
