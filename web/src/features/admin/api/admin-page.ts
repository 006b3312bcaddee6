import type * as v from 'valibot';
import { api } from '@/lib/api/api-client';
import type { AdminPage } from '../utils/pages';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The admin lists answer a JSON array; the next page's cursor comes in a response header. */
export async function getAdminPage<TRow>(
  path: string,
  schema: v.GenericSchema<unknown, TRow[]>,
): Promise<AdminPage<TRow>> {
  const { data, headers } = await api.getWithHeaders(path, schema);
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}
