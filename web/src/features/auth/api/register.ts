import type { RegisterRequest, User } from '@nasl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSignedInSession } from '@/lib/auth/get-auth-status';

/** Creates the account; the API also signs the person in (session cookie). */
export async function register(request: RegisterRequest): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/auth/register', request);
  return user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      void startSignedInSession(queryClient, user);
    },
  });
}
