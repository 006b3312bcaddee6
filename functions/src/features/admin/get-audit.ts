import type { Request, Response } from 'express';
import type { AdminAuditEntry } from '@nasl/core';
import { listAuditEntries } from '../../data/admin-lists.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { parseListQuery, sendPage } from './list-query.ts';

/** GET /api/admin/audit — the admin audit log, newest first, paginated like the other admin lists. */
export async function getAudit(req: Request, res: Response<AdminAuditEntry[]>): Promise<void> {
  requireAdmin(req);
  sendPage(res, await listAuditEntries(parseListQuery(req)));
}
