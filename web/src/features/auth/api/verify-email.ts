import type { ActionCodeRequest } from '@nasl/core/account';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';

/** Applies the verification link's code; no session needed (the link may open on another device). */
export function verifyEmail(request: ActionCodeRequest): Promise<SuccessMessage> {
  return api.post('/api/auth/verify-email', successMessageSchema, request);
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The person shown in the header (and the profile) now has a verified address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authStatusQueryKey }),
  });
}
