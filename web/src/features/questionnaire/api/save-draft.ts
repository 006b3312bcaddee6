import type { QuestionnaireDraft, QuestionnaireDraftRequest } from '@nasl/core';
import { api } from '@/lib/api-client';

/** PUT /api/questionnaire/draft: replaces the account's unfinished questionnaire. */
export function saveDraft(draft: QuestionnaireDraftRequest): Promise<QuestionnaireDraft> {
  return api.put<QuestionnaireDraft>('/api/questionnaire/draft', draft);
}
