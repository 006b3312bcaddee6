import type { QueryClient } from '@tanstack/react-query';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';

/**
 * A payment or an admin unlock changes what the API answers about the plan (full instead of locked) and the
 * person's reports. Cached reads never go stale on their own (lib/query-client.ts), so the ones no screen is showing
 * are dropped: the plan screen asks again instead of showing the locked copy. The session is kept.
 */
export function forgetCachedReads(queryClient: QueryClient): void {
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== authStatusQueryKey[0],
  });
}
