import type { AuthStatus, User } from '@nasl/core/user';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../api/api-client';
import { AUTH_STATUS_PATH, clearPersonalCaches } from '../device/offline-cache';
import { rememberSession } from './session-hint';

export const authStatusQueryKey = ['auth', 'me'] as const;

const SIGNED_OUT: AuthStatus = { isAuthenticated: false, user: null };

/**
 * The session as the server sees it (a guest is a 200 answer). A 401 (an older server) also means signed
 * out; any other failure (an unreadable answer too) is logged and treated the same, but is no answer: the
 * device's hint for the next first paint (`rememberSession`) keeps what the server last said.
 */
export async function getAuthStatus(): Promise<AuthStatus> {
  try {
    const { authStatusSchema } = await import('@nasl/core/user');
    const status = await api.get(AUTH_STATUS_PATH, authStatusSchema);
    rememberSession(status);
    return status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) rememberSession(SIGNED_OUT);
    else console.error('Failed to fetch authentication status', error);
    return SIGNED_OUT;
  }
}

export function useAuthStatus() {
  return useQuery({ queryKey: authStatusQueryKey, queryFn: getAuthStatus });
}

/**
 * After login or sign-up: the person shows at once; what an earlier person left on this device for offline
 * use goes before the server is asked again, so only the new person's answers are kept.
 */
export async function startSignedInSession(queryClient: QueryClient, user: User): Promise<void> {
  // A "who am I" still in flight was asked before the sign-in: its "signed out" must not land after this.
  // Cancelled and replaced in the same turn, so the next page never sees the old answer.
  void queryClient.cancelQueries({ queryKey: authStatusQueryKey }, { silent: true, revert: false });
  const status: AuthStatus = { isAuthenticated: true, user };
  queryClient.setQueryData<AuthStatus>(authStatusQueryKey, status);
  rememberSession(status);
  await clearPersonalCaches().catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}
