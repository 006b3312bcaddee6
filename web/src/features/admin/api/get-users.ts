import { ADMIN_PAGE_SIZE, adminUsersSchema, type AdminUserRecord } from '@nasl/core/admin';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { listQueryString, type AdminPage } from '../utils/pages';
import { getAdminPage } from './admin-page';

export const allUsersQueryKey = ['admin', 'users'] as const;
export const usersQueryKey = (search: string) => [...allUsersQueryKey, search] as const;

export interface UsersPageRequest {
  cursor: string | null;
  /** An e-mail prefix, already lower-case; empty lists everyone, newest first. */
  search: string;
}

export function getUsers({ cursor, search }: UsersPageRequest): Promise<AdminPage<AdminUserRecord>> {
  return getAdminPage(
    `/api/admin/users${listQueryString({ limit: ADMIN_PAGE_SIZE, cursor, search })}`,
    adminUsersSchema,
  );
}

/** One page at a time; "load more" asks for the next page with the last page's cursor. */
export function useUsers(search: string) {
  return useInfiniteQuery({
    queryKey: usersQueryKey(search),
    queryFn: ({ pageParam }) => getUsers({ cursor: pageParam, search }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // While a new search loads, the previous rows stay on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });
}
