import type { Request, Response } from 'express';
import { questionnaireDraftSchema, type QuestionnaireDraft } from '@nasl/core';
import { saveDraft as storeDraft } from '../../data/drafts.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/** PUT /api/questionnaire/draft `{ step, answers }` — replaces the caller's draft. */
export async function saveDraft(req: Request, res: Response<QuestionnaireDraft>): Promise<void> {
  const viewer = requireViewer(req);
  const draft = parseBody(req, questionnaireDraftSchema);
  res.json(await storeDraft(viewer.uid, draft));
}
