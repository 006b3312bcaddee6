import { outcomesSchema, type Outcomes } from '@nasl/core/guarantee';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import type { DateRange } from '../utils/trends';
import { listQueryString } from '../utils/pages';

export const allOutcomesQueryKey = ['admin', 'outcomes'] as const;

/** GET /api/admin/outcomes?from&to: the reported outcomes of the plans paid in the range. */
export function getOutcomes({ from, to }: DateRange): Promise<Outcomes> {
  return api.get(`/api/admin/outcomes${listQueryString({ from, to })}`, outcomesSchema);
}

export function useOutcomes(range: DateRange) {
  return useQuery({
    queryKey: [...allOutcomesQueryKey, range.from, range.to],
    queryFn: () => getOutcomes(range),
    placeholderData: keepPreviousData,
  });
}
