import type { Request, Response } from 'express';
import { listAdminUsers } from '../../data/admin.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/users — derived admin user records (spec §3), paginated, searchable by e-mail prefix. */
export async function getUsers(req: Request, res: Response): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminUsers(parseListQuery(req)));
}
