import {
  questionnaireDraftResponseSchema,
  type QuestionnaireDraft,
  type QuestionnaireDraftRequest,
} from '@nasl/core/questionnaire-draft';
import { api } from '@/lib/api/api-client';

/** PUT /api/questionnaire/draft: replaces the account's unfinished questionnaire. */
export function saveDraft(draft: QuestionnaireDraftRequest): Promise<QuestionnaireDraft> {
  return api.put('/api/questionnaire/draft', questionnaireDraftResponseSchema, draft);
}
