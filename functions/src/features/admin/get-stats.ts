import type { Request, Response } from 'express';
import type { Stats } from '@nasl/core';
import { questionnaireStats } from '../../data/counts.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/** GET /api/stats — totalResponses, genderDistribution, ageRanges (admins). */
export async function getStats(req: Request, res: Response<Stats>): Promise<void> {
  requireAdmin(req);
  res.json(await questionnaireStats());
}
