import type { AuthStatus, User } from '@nasl/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api-client';

export const authStatusQueryKey = ['auth', 'me'] as const;

const SIGNED_OUT: AuthStatus = { isAuthenticated: false, user: null };

/** Spec §4: a 401 means signed out; any other failure is logged and also treated as signed out. */
export async function getAuthStatus(): Promise<AuthStatus> {
  try {
    const status = await api.get<AuthStatus>('/api/auth/me');
    return status.isAuthenticated && status.user ? { isAuthenticated: true, user: status.user } : SIGNED_OUT;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      console.error('Failed to fetch authentication status', error);
    }
    return SIGNED_OUT;
  }
}

export function useAuthStatus() {
  return useQuery({ queryKey: authStatusQueryKey, queryFn: getAuthStatus });
}

/** After login, sign-up or a profile change: show the new user at once, then confirm with the server. */
export function refreshAuthStatus(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData<AuthStatus>(authStatusQueryKey, { isAuthenticated: true, user });
  return queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}
