import type { LoginRequest } from '@nasl/core/auth';
import { userResponseSchema, type User } from '@nasl/core/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { startSignedInSession } from '@/lib/auth/get-auth-status';

export async function login(credentials: LoginRequest): Promise<User> {
  const { user } = await api.post('/api/auth/login', userResponseSchema, credentials);
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      void startSignedInSession(queryClient, user);
    },
  });
}
