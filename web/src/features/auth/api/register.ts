import type { RegisterRequest, User } from '@nasl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAuthStatus } from '@/lib/auth/get-auth-status';
import { clearPersonalCaches } from '@/lib/offline-cache';

/** Creates the account; the API also signs the person in (session cookie). */
export async function register(request: RegisterRequest): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/auth/register', request);
  // Whatever an earlier person left for offline use on this device is not this person's.
  await clearPersonalCaches().catch(() => undefined);
  return user;
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      void refreshAuthStatus(queryClient, user);
    },
  });
}
