import type { Request, Response } from 'express';
import type { AdminQuestionnaireRecord } from '@nasl/core';
import { listAdminQuestionnaires } from '../../data/admin-lists.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/questionnaires — questionnaire records with their owner, newest first, paginated. */
export async function getQuestionnaires(
  req: Request,
  res: Response<AdminQuestionnaireRecord[]>,
): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminQuestionnaires(parseListQuery(req)));
}
