import { adminAuditSchema, type AdminAuditEntry } from '@nasl/core/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../utils/pages';
import { cursorPaging, getAdminPage } from './admin-page';

export const auditQueryKey = ['admin', 'audit'] as const;

export function getAudit(cursor: string | null): Promise<AdminPage<AdminAuditEntry>> {
  return getAdminPage('/api/admin/audit', { cursor }, adminAuditSchema);
}

/** The admin audit log, newest first, a page at a time; asked for only once it is shown. */
export function useAudit({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    enabled,
    queryKey: auditQueryKey,
    queryFn: ({ pageParam }) => getAudit(pageParam),
    ...cursorPaging,
  });
}
