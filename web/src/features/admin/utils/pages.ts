import type { AdminUserRecord, User } from '@nasl/core';

/** One page of an admin list: the rows and the cursor of the next page (the `X-Next-Cursor` header). */
export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
}

export interface InfinitePages<T> {
  pages: AdminPage<T>[];
  pageParams: unknown[];
}

/** The rows of every loaded page, in server order. */
export function loadedRows<T>(data: InfinitePages<T> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.items) : [];
}

/** `?limit=&cursor=&search=&status=` without the parts that are not set. */
export function listQueryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The words the server searches for, trimmed with single spaces (it folds case and letter forms itself). */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function mapPages<T, D extends InfinitePages<T>>(data: D, change: (items: T[]) => T[]): D {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/** The loaded pages after the server confirmed a new admin flag, without reloading them. */
export function withUserAdminFlag<D extends InfinitePages<AdminUserRecord>>(
  data: D,
  user: Pick<User, 'id' | 'isAdmin'>,
): D {
  return mapPages<AdminUserRecord, D>(data, (items) =>
    items.map((record) => (record.id === user.id ? { ...record, isAdmin: user.isAdmin } : record)),
  );
}

/** The loaded pages without a deleted user. */
export function withoutUser<D extends InfinitePages<AdminUserRecord>>(data: D, userId: string): D {
  return mapPages<AdminUserRecord, D>(data, (items) => items.filter((record) => record.id !== userId));
}
