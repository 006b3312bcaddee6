import { ADMIN_PAGE_SIZE } from '@nasl/core/admin';
import type * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import { listQueryString, type AdminPage } from '../utils/pages';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * One page of an admin list, from `cursor` (null for the first). The lists answer a JSON array; the next
 * page's cursor comes in a response header.
 */
export async function getAdminPage<TRow>(
  path: string,
  params: { cursor: string | null } & Record<string, string | null>,
  schema: v.GenericSchema<unknown, TRow[]>,
): Promise<AdminPage<TRow>> {
  const query = listQueryString({ limit: ADMIN_PAGE_SIZE, ...params });
  const { data, headers } = await api.getWithHeaders(`${path}${query}`, schema);
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** useInfiniteQuery's paging for an admin list: the first page has no cursor, each next one the last's. */
export const cursorPaging = {
  initialPageParam: null as string | null,
  getNextPageParam: <TRow>(lastPage: AdminPage<TRow>) => lastPage.nextCursor,
};
