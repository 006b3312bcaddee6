import * as v from 'valibot';
import { diffDays, type CivilDate } from './civil-date.ts';
import type { Language } from './constants.ts';
import type { PlanData, PlanDay } from './plan.ts';

/**
 * The calendar events of a plan, as the downloaded `.ics` file and the calendar subscription both write
 * them: one all-day event per attempt date, and one on the first day of each run of LH test days. Shared
 * by the web app (the file, made on the device, offline too) and the server (the subscription), so an
 * event has the same UID in both.
 */

/** When the calendar reminds her of a day: not at all, at 21:00 the evening before, or at 08:00 that morning. */
export const CALENDAR_ALARMS = ['none', 'evening-before', 'morning-of'] as const;
export type CalendarAlarm = (typeof CALENDAR_ALARMS)[number];

export type PlanCalendarEventKind = 'attempt' | 'lh-tests';

export interface PlanCalendarEvent {
  /** Stable for the event's life: what a calendar matches an updated event by. */
  uid: string;
  kind: PlanCalendarEventKind;
  date: CivilDate;
}

/**
 * Attempt dates further apart than this belong to different cycles: a cycle's attempts are consecutive
 * days (two for a boy, three for a girl), and cycles are at least 15 days apart.
 */
const SAME_CYCLE_MAX_GAP_DAYS = 5;

/** The first day of each run of LH test days: where a "start LH tests" reminder goes. */
export function lhTestStarts(days: readonly PlanDay[]): CivilDate[] {
  const starts: CivilDate[] = [];
  let previous: PlanDay | null = null;
  for (const day of days) {
    const testing = day.activities.includes('lh-test');
    const continues =
      previous !== null && previous.activities.includes('lh-test') && diffDays(day.date, previous.date) === 1;
    if (testing && !continues) starts.push(day.date);
    previous = day;
  }
  return starts;
}

/**
 * The plan's calendar events, each with a UID that names its place in the plan rather than its date: the
 * n-th group of attempt days (one group per cycle with dates) and the day's place in it, the n-th run of
 * LH tests. When logging a period or an LH test moves a cycle's days, its events keep their UIDs and
 * change their dates; a group or run the new plan no longer has disappears. Dates before the plan's
 * re-planning are history and never change, so the numbering of what is past stays fixed.
 */
export function planCalendarEvents(
  planId: string,
  plan: { intercourse: Pick<PlanData['intercourse'], 'dates'>; cycle: Pick<PlanData['cycle'], 'days'> },
  options: { lhTests: boolean },
): PlanCalendarEvent[] {
  const events: PlanCalendarEvent[] = [];
  const attemptDates = [...new Set(plan.intercourse.dates.map((entry) => entry.date))].sort();
  let group = -1;
  let place = 0;
  let previous: CivilDate | null = null;
  for (const date of attemptDates) {
    if (previous === null || diffDays(date, previous) > SAME_CYCLE_MAX_GAP_DAYS) {
      group += 1;
      place = 0;
    } else {
      place += 1;
    }
    events.push({ uid: `${planId}-attempt-${group}-${place}@nasl.app`, kind: 'attempt', date });
    previous = date;
  }
  if (options.lhTests) {
    lhTestStarts(plan.cycle.days).forEach((date, run) => {
      events.push({ uid: `${planId}-lh-${run}@nasl.app`, kind: 'lh-tests', date });
    });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.uid.localeCompare(b.uid));
}

/**
 * Event titles. Discreet ones (the default) say nothing of their purpose: a calendar is often seen by
 * others, on a lock screen or a shared family calendar.
 */
export const CALENDAR_EVENT_TITLES: Record<
  Language,
  Record<'discreet' | 'plain', Record<PlanCalendarEventKind, string>>
> = {
  ar: {
    discreet: { attempt: 'تذكير نسل', 'lh-tests': 'تذكير نسل: الاختبارات' },
    plain: { attempt: 'نسل: يوم محاولة', 'lh-tests': 'نسل: ابدئي اختبارات الإباضة (LH)' },
  },
  en: {
    discreet: { attempt: 'Nasl reminder', 'lh-tests': 'Nasl reminder: tests' },
    plain: { attempt: 'Nasl: attempt day', 'lh-tests': 'Nasl: start LH (ovulation) tests' },
  },
};

/** The subscribed calendar's name, as calendar apps list it. */
export const CALENDAR_NAMES: Record<Language, string> = { ar: 'نسل', en: 'Nasl' };

/** POST /api/plans/{id}/calendar-feed: what the subscription holds and how it reminds. */
export const calendarFeedRequestSchema = v.object(
  {
    alarm: v.optional(v.picklist(CALENDAR_ALARMS, 'calendarFeedOptionsInvalid'), 'evening-before'),
    lhTests: v.optional(v.boolean('calendarFeedOptionsInvalid'), true),
    discreet: v.optional(v.boolean('calendarFeedOptionsInvalid'), true),
  },
  'calendarFeedOptionsInvalid',
);
export type CalendarFeedRequest = v.InferOutput<typeof calendarFeedRequestSchema>;

/**
 * A plan's calendar subscription: its address (https; the page offers it as webcal://), which holds an
 * unguessable token, and its options. POST /api/plans/{id}/calendar-feed answers it (201 new, 200 when the
 * plan had one: the same address, the options updated).
 */
export const calendarFeedSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  alarm: v.picklist(CALENDAR_ALARMS),
  lhTests: v.boolean(),
  discreet: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CalendarFeed = v.InferOutput<typeof calendarFeedSchema>;

/** GET /api/plans/{id}/calendar-feed: the plan's subscription, or null when it has none. */
export const calendarFeedStatusSchema = v.object({ feed: v.nullable(calendarFeedSchema) });
export type CalendarFeedStatus = v.InferOutput<typeof calendarFeedStatusSchema>;

/** A subscription's address: the plan and the token, in the path (calendar apps keep paths whole). */
export function calendarFeedUrl(origin: string, planId: string, token: string): string {
  return `${origin}/api/calendar-feeds/${encodeURIComponent(planId)}/${token}.ics`;
}

/** GET /api/calendar-feeds/{planId}/{token}.ics: iCalendar text (`text/calendar`), the calendar whole. */
export const calendarTextSchema = v.pipe(
  v.string(),
  v.startsWith('BEGIN:VCALENDAR\r\n'),
  v.endsWith('END:VCALENDAR\r\n'),
);

/** The webcal:// form of a subscription address: calendar apps open it as "subscribe". */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
