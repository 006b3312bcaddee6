import { toggleAdminResponseSchema, type AdminUserRecord, type ToggleAdminResponse } from '@nasl/core/admin';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { withUserAdminFlag, type AdminPage } from '../utils/pages';
import { auditQueryKey } from './get-audit';
import { allUsersQueryKey } from './get-users';

export interface ToggleAdminRequest {
  userId: string;
  isAdmin: boolean;
}

export function toggleAdmin({ userId, isAdmin }: ToggleAdminRequest): Promise<ToggleAdminResponse> {
  return api.patch(`/api/admin/users/${encodeURIComponent(userId)}/toggle-admin`, toggleAdminResponseSchema, {
    isAdmin,
  });
}

/** Grants or removes admin rights; the loaded rows change in place instead of every page reloading. */
export function useToggleAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAdmin,
    onSuccess: ({ user }, { userId, isAdmin }) => {
      queryClient.setQueriesData<InfiniteData<AdminPage<AdminUserRecord>, string | null>>(
        { queryKey: allUsersQueryKey },
        (data) => data && withUserAdminFlag(data, { id: userId, isAdmin: user?.isAdmin ?? isAdmin }),
      );
      void queryClient.invalidateQueries({ queryKey: auditQueryKey });
    },
  });
}
