import { questionnaireDraftResponseSchema, type QuestionnaireDraft } from '@nasl/core/questionnaire-draft';
import { api } from '@/lib/api/api-client';

/** GET /api/questionnaire/draft: the account's unfinished questionnaire (`updatedAt` null when none). */
export function getDraft(): Promise<QuestionnaireDraft> {
  return api.get('/api/questionnaire/draft', questionnaireDraftResponseSchema);
}
