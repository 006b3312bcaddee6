import type { DeleteAccountRequest } from '@nasl/core/account';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** Deletes the signed-in person and their data; needs the current password. */
export function deleteAccount(request: DeleteAccountRequest): Promise<SuccessMessage> {
  return api.delete('/api/user', successMessageSchema, request);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
