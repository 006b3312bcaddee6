import type { ProfileRequest, User } from '@nasl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';
import { userQueryKey } from './get-user';

interface UpdateProfileResponse {
  user: User;
  message?: string;
}

export function updateProfile(request: ProfileRequest): Promise<UpdateProfileResponse> {
  return api.put<UpdateProfileResponse>('/api/user/profile', request);
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
