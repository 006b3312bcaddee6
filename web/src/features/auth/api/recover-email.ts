import {
  emailRecoveryResponseSchema,
  type ActionCodeRequest,
  type EmailRecoveryResponse,
} from '@nasl/core/account';
import { api } from '@/lib/api/api-client';
import { useSessionChangingMutation } from '@/lib/auth/session-mutations';

/** Undoes an e-mail change from the notice sent to the old address; every session of the account ends. */
export function recoverEmail(request: ActionCodeRequest): Promise<EmailRecoveryResponse> {
  return api.post('/api/auth/recover-email', emailRecoveryResponseSchema, request);
}

export function useRecoverEmail() {
  return useSessionChangingMutation(recoverEmail);
}
