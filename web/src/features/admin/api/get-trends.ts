import { trendsSchema, type TrendBucket, type Trends } from '@nasl/core/trends';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { listQueryString } from '../utils/pages';

export interface TrendsRequest {
  from: string;
  to: string;
  bucket: TrendBucket;
}

export const allTrendsQueryKey = ['admin', 'trends'] as const;

/** The figures of a range cut into days, weeks or months, from the figures the server keeps on write. */
export function getTrends({ from, to, bucket }: TrendsRequest): Promise<Trends> {
  return api.get(`/api/admin/trends${listQueryString({ from, to, bucket })}`, trendsSchema);
}

/** While another range loads, the charts keep showing the previous one. */
export function useTrends(request: TrendsRequest) {
  return useQuery({
    queryKey: [...allTrendsQueryKey, request.from, request.to, request.bucket],
    queryFn: () => getTrends(request),
    placeholderData: keepPreviousData,
  });
}
