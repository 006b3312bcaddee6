import type { Request, Response } from 'express';
import { calendarFeedRequestSchema, type CalendarFeed } from '@nasl/core';
import { saveCalendarFeed } from '../../data/calendar-feeds.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { calendarFeedAnswer } from './calendar-feed-answer.ts';
import { ownPlan } from './own-plan.ts';

/**
 * POST /api/plans/{id}/calendar-feed `{ alarm?, lhTests?, discreet? }` — the owner of a paid plan gets
 * the address of a calendar that follows the plan: 201 with a new address (an unguessable token, not the
 * session), or 200 with the plan's existing one and the new options. Titles are discreet by default.
 */
export async function createCalendarFeed(req: Request, res: Response<CalendarFeed>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await ownPlan(req, viewer, 'calendarFeedNeedsPayment');
  const options = parseBody(req, calendarFeedRequestSchema);
  const { created, feed } = await saveCalendarFeed(plan.id, {
    ...options,
    userId: viewer.uid,
    token: newSecretToken(),
    lang: languageFromHeader(req.headers['accept-language']),
  });
  res.status(created ? 201 : 200).json(calendarFeedAnswer(plan.id, feed, siteOrigin(req)));
}
