import {
  emailRecoveryResponseSchema,
  type ActionCodeRequest,
  type EmailRecoveryResponse,
} from '@nasl/core/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';

/** Undoes an e-mail change from the notice sent to the old address; every session of the account ends. */
export function recoverEmail(request: ActionCodeRequest): Promise<EmailRecoveryResponse> {
  return api.post('/api/auth/recover-email', emailRecoveryResponseSchema, request);
}

export function useRecoverEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authStatusQueryKey }),
  });
}
