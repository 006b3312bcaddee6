import { userResponseSchema, type User } from '@nasl/core/user';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const userQueryKey = ['auth', 'user'] as const;

export async function getUser(): Promise<User> {
  const { user } = await api.get('/api/auth/user', userResponseSchema);
  return user;
}

/** The signed-in person's own record, the source of the profile form. */
export function useUser() {
  return useQuery({ queryKey: userQueryKey, queryFn: getUser });
}
