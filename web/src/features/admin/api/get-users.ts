import { adminUsersSchema, type AdminUserRecord } from '@nasl/core/admin';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../utils/pages';
import { cursorPaging, getAdminPage } from './admin-page';

export const allUsersQueryKey = ['admin', 'users'] as const;
export const usersQueryKey = (search: string) => [...allUsersQueryKey, search] as const;

export interface UsersPageRequest {
  cursor: string | null;
  /** An e-mail prefix, already lower-case; empty lists everyone, newest first. */
  search: string;
}

export function getUsers({ cursor, search }: UsersPageRequest): Promise<AdminPage<AdminUserRecord>> {
  return getAdminPage('/api/admin/users', { cursor, search }, adminUsersSchema);
}

/** One page at a time; "load more" asks for the next page with the last page's cursor. */
export function useUsers(search: string) {
  return useInfiniteQuery({
    queryKey: usersQueryKey(search),
    queryFn: ({ pageParam }) => getUsers({ cursor: pageParam, search }),
    ...cursorPaging,
    // While a new search loads, the previous rows stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
