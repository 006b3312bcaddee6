import type { LoginRequest, User } from '@nasl/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAuthStatus } from '@/lib/auth/get-auth-status';
import { clearPersonalCaches } from '@/lib/offline-cache';

export async function login(credentials: LoginRequest): Promise<User> {
  const { user } = await api.post<{ user: User }>('/api/auth/login', credentials);
  // Whatever an earlier person left for offline use on this device is not this person's.
  await clearPersonalCaches().catch(() => undefined);
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      void refreshAuthStatus(queryClient, user);
    },
  });
}
