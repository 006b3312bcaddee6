import { calendarFeedUrl, type CalendarFeed } from '@nasl/core';
import type { CalendarFeedDoc } from '../../data/calendar-feeds.ts';

/** A stored subscription as the API answers it: its address on this site and its options. */
export function calendarFeedAnswer(planId: string, feed: CalendarFeedDoc, origin: string): CalendarFeed {
  return {
    url: calendarFeedUrl(origin, planId, feed.token),
    alarm: feed.alarm,
    lhTests: feed.lhTests,
    discreet: feed.discreet,
    createdAt: feed.createdAt.toDate().toISOString(),
  };
}
