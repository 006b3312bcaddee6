import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { deleteCalendarFeed as stopCalendarFeed } from '../../data/calendar-feeds.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { ownPlan } from './own-plan.ts';

/**
 * DELETE /api/plans/{id}/calendar-feed — the owner stops her subscription address: it answers 404 from
 * then on (calendars subscribed to it stop updating). A plan without one: 404.
 */
export async function deleteCalendarFeed(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await ownPlan(req, viewer);
  if (!(await stopCalendarFeed(plan.id))) throw new HttpError(404, 'calendarFeedNotFound');
  res.json({
    success: true,
    message: translateMessage('calendarFeedStopped', languageFromHeader(req.headers['accept-language'])),
  });
}
