import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** Firebase Auth e-mails the person a new link that verifies their address. */
export function sendVerificationEmail(): Promise<SuccessMessage> {
  return api.post('/api/user/verification-email', successMessageSchema);
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
