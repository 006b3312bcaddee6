import type { Request, Response } from 'express';
import { questionnaireStats } from '../../data/admin.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/** GET /api/stats — totalResponses, genderDistribution, ageRanges (admins). */
export async function getStats(req: Request, res: Response): Promise<void> {
  requireAdmin(req);
  res.json(await questionnaireStats());
}
