import type { Request, Response } from 'express';
import type { AdminPlanRow } from '@nasl/core';
import { listAdminPlans } from '../../data/admin-lists.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/**
 * GET /api/admin/plans — plans without their content, each with its owner's name, newest first, paginated,
 * `?status=paid|pending`.
 */
export async function getPlans(req: Request, res: Response<AdminPlanRow[]>): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminPlans(parseListQuery(req)));
}
