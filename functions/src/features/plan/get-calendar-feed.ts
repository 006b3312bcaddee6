import type { Request, Response } from 'express';
import type { CalendarFeedStatus } from '@nasl/core';
import { findCalendarFeed } from '../../data/calendar-feeds.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { calendarFeedAnswer } from './calendar-feed-answer.ts';
import { ownPlan } from './own-plan.ts';

/** GET /api/plans/{id}/calendar-feed — the owner's subscription address and options, or `{ feed: null }`. */
export async function getCalendarFeed(req: Request, res: Response<CalendarFeedStatus>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await ownPlan(req, viewer);
  const feed = await findCalendarFeed(plan.id);
  res.json({ feed: feed ? calendarFeedAnswer(plan.id, feed, siteOrigin(req)) : null });
}
