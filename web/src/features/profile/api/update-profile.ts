import type { ProfileRequest } from '@nasl/core/auth';
import { profileUpdateResponseSchema, type ProfileUpdateResponse } from '@nasl/core/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';
import { userQueryKey } from './get-user';

export function updateProfile(request: ProfileRequest): Promise<ProfileUpdateResponse> {
  return api.put('/api/user/profile', profileUpdateResponseSchema, request);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userQueryKey, user);
      // The header greeting and every other view of the user come from these two reads.
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
      void queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
    },
  });
}
