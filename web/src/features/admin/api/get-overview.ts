import { adminOverviewSchema, type AdminOverview } from '@nasl/core/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

const OVERVIEW_PATH = '/api/admin/overview';

export const overviewQueryKey = ['admin', 'overview'] as const;

/** The funnel and revenue counts, from the server's count aggregates. */
export function getOverview(): Promise<AdminOverview> {
  return api.get(OVERVIEW_PATH, adminOverviewSchema);
}

/** `enabled: false` waits, e.g. until a tab's own list has loaded, so the two do not compete. */
export function useOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: overviewQueryKey, queryFn: getOverview, enabled });
}
