import type { Request, Response } from 'express';
import { listAdminPlans } from '../../data/admin.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/plans — plans without their content, newest first, paginated, `?status=paid|pending`. */
export async function getPlans(req: Request, res: Response): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminPlans(parseListQuery(req)));
}
