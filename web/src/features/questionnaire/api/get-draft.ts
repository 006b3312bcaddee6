import type { QuestionnaireDraft } from '@nasl/core';
import { api } from '@/lib/api-client';

/** GET /api/questionnaire/draft: the account's unfinished questionnaire (`updatedAt` null when none). */
export function getDraft(): Promise<QuestionnaireDraft> {
  return api.get<QuestionnaireDraft>('/api/questionnaire/draft');
}
