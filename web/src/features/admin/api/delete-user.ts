import type { AdminUserRecord } from '@nasl/core/admin';
import { successMessageSchema, type SuccessMessage } from '@nasl/core/responses';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { withoutUser, type AdminPage } from '../utils/pages';
import { overviewQueryKey } from './get-overview';
import { allPlansQueryKey } from './get-plans';
import { questionnairesQueryKey } from './get-questionnaires';
import { statsQueryKey } from './get-stats';
import { auditQueryKey } from './get-audit';
import { allUsersQueryKey } from './get-users';

export function deleteUser(userId: string): Promise<SuccessMessage> {
  return api.delete(`/api/admin/users/${encodeURIComponent(userId)}`, successMessageSchema);
}

/** Removes the person's row at once; the counts and the lists that held their documents reload. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_response, userId) => {
      queryClient.setQueriesData<InfiniteData<AdminPage<AdminUserRecord>, string | null>>(
        { queryKey: allUsersQueryKey },
        (data) => data && withoutUser(data, userId),
      );
      for (const queryKey of [
        overviewQueryKey,
        statsQueryKey,
        questionnairesQueryKey,
        allPlansQueryKey,
        auditQueryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
