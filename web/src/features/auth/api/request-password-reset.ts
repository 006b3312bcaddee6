import type { PasswordResetRequest } from '@nasl/core/account';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** Firebase Auth e-mails the address a reset link; the answer is the same whether or not it has an account. */
export function requestPasswordReset(request: PasswordResetRequest): Promise<SuccessMessage> {
  return api.post('/api/auth/password-reset', successMessageSchema, request);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
