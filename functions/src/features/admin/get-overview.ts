import type { Request, Response } from 'express';
import type { AdminOverview } from '@nasl/core';
import { adminOverview } from '../../data/counts.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/** GET /api/admin/overview — the funnel and revenue counts, computed by count aggregates (admins). */
export async function getOverview(req: Request, res: Response<AdminOverview>): Promise<void> {
  requireAdmin(req);
  res.json(await adminOverview());
}
