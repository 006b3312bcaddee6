import type { Request, Response } from 'express';
import { outcomesQuerySchema, type Outcomes } from '@nasl/core';
import { outcomeFigures, paidPlanOutcomes } from '../../data/outcomes.ts';
import { parseQuery } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * GET /api/admin/outcomes?from&to — measured success: of the plans paid in the range, by target, how many
 * reported the baby's sex, how many matched, the share with its 95 % Wilson interval, by month of payment
 * too, beside the natural share of boys; and how many plans still await an outcome.
 */
export async function getOutcomes(req: Request, res: Response<Outcomes>): Promise<void> {
  requireAdmin(req);
  const range = parseQuery(req, outcomesQuerySchema);
  res.json(outcomeFigures(range, await paidPlanOutcomes(range.from, range.to)));
}
