import type { LoginRequest } from '@nasl/core/auth';
import { userResponseSchema, type User } from '@nasl/core/user';
import { api } from '@/lib/api/api-client';
import { useSigningInMutation } from '@/lib/auth/session-mutations';

export async function login(credentials: LoginRequest): Promise<User> {
  const { user } = await api.post('/api/auth/login', userResponseSchema, credentials);
  return user;
}

export function useLogin() {
  return useSigningInMutation(login, (user) => user);
}
