import { adminQuestionnairesSchema, type AdminQuestionnaireRecord } from '@nasl/core/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPage } from '../utils/pages';
import { cursorPaging, getAdminPage } from './admin-page';

export const questionnairesQueryKey = ['admin', 'questionnaires'] as const;

export function getQuestionnaires(cursor: string | null): Promise<AdminPage<AdminQuestionnaireRecord>> {
  return getAdminPage('/api/admin/questionnaires', { cursor }, adminQuestionnairesSchema);
}

export function useQuestionnaires() {
  return useInfiniteQuery({
    queryKey: questionnairesQueryKey,
    queryFn: ({ pageParam }) => getQuestionnaires(pageParam),
    ...cursorPaging,
  });
}
