import type { AuthStatus, User } from '@nasl/core/user';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { ApiError, api } from '../api-client';
import { clearPersonalCaches } from '../offline-cache';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../storage';

export const authStatusQueryKey = ['auth', 'me'] as const;

const SIGNED_OUT: AuthStatus = { isAuthenticated: false, user: null };

/** Pages that need a session ask the server even without the device's hint (e.g. a session from before it). */
const SESSION_PAGES: readonly string[] = [
  paths.questionnaire,
  paths.welcome,
  paths.profile,
  paths.admin,
  paths.planPreviewRoute,
  paths.resultsRoute,
  paths.checkoutRoute,
  paths.paymentSuccessRoute,
];

function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) writeStorage(storageKeys.signedIn, 'true');
  else removeStorage(storageKeys.signedIn);
}

/** A 401 means signed out; any other failure (an unreadable answer too) is logged and treated the same. */
export async function getAuthStatus(): Promise<AuthStatus> {
  try {
    // Loaded on demand: an anonymous visit to a public page asks nothing, and loads no schema.
    const { authStatusSchema } = await import('@nasl/core/user');
    const status = await api.get('/api/auth/me', authStatusSchema);
    rememberSignedIn(status.isAuthenticated);
    return status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSignedIn(false);
    } else {
      console.error('Failed to fetch authentication status', error);
    }
    return SIGNED_OUT;
  }
}

/**
 * Whether to ask `GET /api/auth/me`: on a page that needs a session, or when this device signed in. An
 * anonymous visit to a public page then makes no request that answers 401 (which browsers log as an error).
 */
export function shouldAskForSession(pathname: string, signedInHint: string | null): boolean {
  return signedInHint === 'true' || SESSION_PAGES.includes(pathname);
}

function currentAuthStatus(): Promise<AuthStatus> {
  return shouldAskForSession(window.location.pathname, readStorage(storageKeys.signedIn))
    ? getAuthStatus()
    : Promise.resolve(SIGNED_OUT);
}

export function useAuthStatus() {
  return useQuery({ queryKey: authStatusQueryKey, queryFn: currentAuthStatus });
}

/**
 * After login or sign-up: the person shows at once; what an earlier person left on this device for offline
 * use goes before the server is asked again, so only the new person's answers are kept.
 */
export async function startSignedInSession(queryClient: QueryClient, user: User): Promise<void> {
  rememberSignedIn(true);
  queryClient.setQueryData<AuthStatus>(authStatusQueryKey, { isAuthenticated: true, user });
  await clearPersonalCaches().catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: authStatusQueryKey });
}
