import { ADMIN_PAGE_SIZE, adminQuestionnairesSchema, type AdminQuestionnaireRecord } from '@nasl/core/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listQueryString, type AdminPage } from '../utils/pages';
import { getAdminPage } from './admin-page';

export const questionnairesQueryKey = ['admin', 'questionnaires'] as const;

export function getQuestionnaires(cursor: string | null): Promise<AdminPage<AdminQuestionnaireRecord>> {
  return getAdminPage(
    `/api/admin/questionnaires${listQueryString({ limit: ADMIN_PAGE_SIZE, cursor })}`,
    adminQuestionnairesSchema,
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
