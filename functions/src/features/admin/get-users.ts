import type { Request, Response } from 'express';
import type { AdminUserRecord } from '@nasl/core';
import { listAdminUsers } from '../../data/admin-lists.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/users — people with their journey, newest first, paginated, searchable by e-mail prefix. */
export async function getUsers(req: Request, res: Response<AdminUserRecord[]>): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAdminUsers(parseListQuery(req)));
}
