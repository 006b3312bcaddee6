import type { Request, Response } from 'express';
import { PLAN_CURRENCY, trendBuckets, trendsQuerySchema, type Trends } from '@nasl/core';
import { readDays } from '../../data/business-stats.ts';
import { parseQuery } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * GET /api/admin/trends?from=&to=&bucket=day|week|month — sign-ups, questionnaires, plans, payments, admin
 * unlocks, refunds and money per bucket, from the daily figures kept on write: its cost grows with the
 * days asked for (at most MAX_TREND_RANGE_DAYS), not with the people (admins).
 */
export async function getTrends(req: Request, res: Response<Trends>): Promise<void> {
  requireAdmin(req);
  const { from, to, bucket } = parseQuery(req, trendsQuerySchema);
  const days = await readDays(from, to);
  res.json({
    from,
    to,
    bucket,
    currency: PLAN_CURRENCY,
    buckets: trendBuckets(from, to, bucket, (date) => days.get(date)),
  });
}
