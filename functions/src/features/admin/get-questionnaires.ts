import type { Request, Response } from 'express';
import { listAdminQuestionnaires } from '../../data/admin.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/questionnaires — questionnaire records with their owner, newest first, paginated. */
export async function getQuestionnaires(req: Request, res: Response): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminQuestionnaires(parseListQuery(req)));
}
