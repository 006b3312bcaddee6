import { adminPlansSchema, type AdminPlanRow } from '@nasl/core/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../utils/pages';
import { cursorPaging, getAdminPage } from './admin-page';

export type PlanStatusFilter = 'paid' | 'pending';

export const allPlansQueryKey = ['admin', 'plans'] as const;
export const plansQueryKey = (status: PlanStatusFilter) => [...allPlansQueryKey, status] as const;

export function getPlans(status: PlanStatusFilter, cursor: string | null): Promise<AdminPage<AdminPlanRow>> {
  return getAdminPage('/api/admin/plans', { cursor, status }, adminPlansSchema);
}

/** Plans without their content, newest first: the paid ones are the payment history. */
export function usePlans(status: PlanStatusFilter) {
  return useInfiniteQuery({
    queryKey: plansQueryKey(status),
    queryFn: ({ pageParam }) => getPlans(status, pageParam),
    ...cursorPaging,
  });
}
