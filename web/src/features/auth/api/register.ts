import type { RegisterRequest } from '@nasl/core/auth';
import { userResponseSchema, type User } from '@nasl/core/user';
import { api } from '@/lib/api/api-client';
import { useSigningInMutation } from '@/lib/auth/session-mutations';

/** Creates the account; the API also signs the person in (session cookie). */
export async function register(request: RegisterRequest): Promise<User> {
  const { user } = await api.post('/api/auth/register', userResponseSchema, request);
  return user;
}

export function useRegister() {
  return useSigningInMutation(register, (user) => user);
}
