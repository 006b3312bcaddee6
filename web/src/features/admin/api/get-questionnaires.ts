import { ADMIN_PAGE_SIZE, type AdminQuestionnaireRecord } from '@nasl/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryString, type AdminPage } from '../utils/pages';
import { getAdminPage } from './admin-page';

export const questionnairesQueryKey = ['admin', 'questionnaires'] as const;

export function getQuestionnaires(cursor: string | null): Promise<AdminPage<AdminQuestionnaireRecord>> {
  return getAdminPage<AdminQuestionnaireRecord>(
    `/api/admin/questionnaires${listQueryString({ limit: ADMIN_PAGE_SIZE, cursor })}`,
  );
}

export function useQuestionnaires() {
  return useInfiniteQuery({
    queryKey: questionnairesQueryKey,
    queryFn: ({ pageParam }) => getQuestionnaires(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
