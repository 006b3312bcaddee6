import type { RegisterRequest } from '@nasl/core/auth';
import { userResponseSchema, type User } from '@nasl/core/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { startSignedInSession } from '@/lib/auth/get-auth-status';

/** Creates the account; the API also signs the person in (session cookie). */
export async function register(request: RegisterRequest): Promise<User> {
  const { user } = await api.post('/api/auth/register', userResponseSchema, request);
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
