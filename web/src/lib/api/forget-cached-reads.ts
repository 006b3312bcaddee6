import type { QueryClient } from '@tanstack/react-query';
import { authStatusQueryKey } from '../auth/get-auth-status';

/**
 * A payment, an admin unlock or a re-planned plan changes what the API answers about the plan (full instead
 * of locked, new dates, in every language) and the person's reports. Cached reads never go stale on their
 * own (query-client.ts), so the ones no screen is showing are dropped: the plan screen asks again instead
 * of showing an old copy. The session is kept.
 */
export function forgetCachedReads(queryClient: QueryClient): void {
  queryClient.removeQueries({
    type: 'inactive',
    predicate: (query) => query.queryKey[0] !== authStatusQueryKey[0],
  });
}
