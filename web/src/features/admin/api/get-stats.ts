import { statsSchema, type Stats } from '@nasl/core/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

export const statsQueryKey = ['admin', 'stats'] as const;

/** Questionnaire totals by desired gender and mother's age range. */
export function getStats(): Promise<Stats> {
  return api.get('/api/stats', statsSchema);
}

/** `enabled: false` waits until the tab's own list has loaded, so the two do not compete. */
export function useStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: statsQueryKey, queryFn: getStats, enabled });
}
