import type { AdminUserRecord, User } from '@nasl/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withUserAdminFlag, type AdminPage } from '../utils/pages';
import { allUsersQueryKey } from './get-users';

export interface ToggleAdminRequest {
  userId: string;
  isAdmin: boolean;
}

interface ToggleAdminResponse {
  success: boolean;
  message: string;
  user: User | null;
}

export function toggleAdmin({ userId, isAdmin }: ToggleAdminRequest): Promise<ToggleAdminResponse> {
  return api.patch<ToggleAdminResponse>(`/api/admin/users/${encodeURIComponent(userId)}/toggle-admin`, {
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
    },
  });
}
