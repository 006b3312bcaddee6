import type { Request, Response } from 'express';
import { CALENDAR_EVENT_TITLES, CALENDAR_NAMES, isValidId, planCalendarEvents } from '@nasl/core';
import { writePlanCalendar } from '@nasl/core/plan-calendar-file';
import { findCalendarFeed, reviseFeedEvents } from '../../data/calendar-feeds.ts';
import { planInLanguage } from '../../data/plan-documents.ts';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { sameSecretToken } from '../../lib/secret-token.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';

const FEED_FILE = /^([A-Za-z0-9_-]{22,128})\.ics$/;

/** Calendar apps may keep an answer this long: a re-plan reaches the calendar within minutes. */
const CACHE_SECONDS = 300;
/** How often calendar apps are asked to fetch the subscription again. */
const REFRESH_SECONDS = 6 * 60 * 60;

/**
 * GET /api/calendar-feeds/{planId}/{token}.ics — the calendar of the plan as it is now, for calendar apps,
 * which send no cookie: the token is the key. Each event keeps its UID; a moved one is served with a
 * higher SEQUENCE; one the plan no longer has is not served. An unknown or stopped address, or a plan no
 * longer paid: 404. Counted per subscription (429 past the limit).
 */
export function serveCalendarFeed(config: ServerConfig) {
  return async (req: Request, res: Response<string>): Promise<void> => {
    const planId = req.params.id;
    const file = req.params.file;
    const token = typeof file === 'string' ? FEED_FILE.exec(file)?.[1] : undefined;
    if (!isValidId(planId) || !token) throw new HttpError(404, 'calendarFeedNotFound');
    const feed = await findCalendarFeed(planId);
    if (!feed || !sameSecretToken(token, feed.token)) throw new HttpError(404, 'calendarFeedNotFound');
    await consumeOrRefuse(res, [limitFor(config, 'calendarFeedReadsPerFeed', planId)]);
    const plan = await findPlan(planId);
    if (!plan || !plan.doc.isPaid || plan.doc.userId !== feed.userId) {
      throw new HttpError(404, 'calendarFeedNotFound');
    }
    const events = planCalendarEvents(planId, planInLanguage(plan.doc, feed.lang), {
      lhTests: feed.lhTests,
    });
    const calendar = writePlanCalendar({
      events: await reviseFeedEvents(planId, events),
      titles: CALENDAR_EVENT_TITLES[feed.lang][feed.discreet ? 'discreet' : 'plain'],
      alarm: feed.alarm,
      now: new Date(),
      subscription: { name: CALENDAR_NAMES[feed.lang], refreshSeconds: REFRESH_SECONDS },
    });
    res.set('Cache-Control', `private, max-age=${CACHE_SECONDS}`);
    res.type('text/calendar; charset=utf-8').send(calendar);
  };
}
