import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toPaidReports, type PaidReport } from '../utils/paid-reports';

export const userPlansQueryKey = ['user', 'plans'] as const;

export async function getPaidReports(): Promise<PaidReport[]> {
  return toPaidReports(await api.get<unknown>('/api/user/plans'));
}

export function usePaidReports() {
  return useQuery({ queryKey: userPlansQueryKey, queryFn: getPaidReports });
}
