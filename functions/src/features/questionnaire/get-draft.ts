import type { Request, Response } from 'express';
import type { QuestionnaireDraft } from '@nasl/core';
import { findDraft } from '../../data/drafts.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/** GET /api/questionnaire/draft — the caller's unfinished answers and step (empty when none). */
export async function getDraft(req: Request, res: Response<QuestionnaireDraft>): Promise<void> {
  res.json(await findDraft(requireViewer(req).uid));
}
