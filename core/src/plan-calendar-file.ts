import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventClass,
  ICalEventTransparency,
} from 'ical-generator';
import { addDays, parseCivilDate, type CivilDate } from './civil-date.ts';
import type { CalendarAlarm, PlanCalendarEvent, PlanCalendarEventKind } from './plan-calendar.ts';

/**
 * Writes a plan's calendar events as iCalendar (RFC 5545) text: the downloaded file and the subscription
 * alike. Kept apart from `plan-calendar.ts` so that only what writes a calendar loads the library.
 */

const HOUR = 3600;
const CRLF = '\r\n';

export interface PlanCalendarText {
  /** Each event with the revision it is at (SEQUENCE); an event without one is at revision 0. */
  events: readonly (PlanCalendarEvent & { sequence?: number })[];
  titles: Record<PlanCalendarEventKind, string>;
  alarm: CalendarAlarm;
  /** DTSTAMP: when this text was made. */
  now: Date;
  /** A subscription's name and how often calendar apps should fetch it again (seconds). */
  subscription?: { name: string; refreshSeconds: number };
}

/** A civil date as the library's all-day start: UTC midnight, written back with UTC fields, so no zone moves it. */
function utcMidnight(date: CivilDate): Date {
  const parts = parseCivilDate(date);
  if (!parts) throw new RangeError(`Not a civil date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

export function writePlanCalendar({ events, titles, alarm, now, subscription }: PlanCalendarText): string {
  const calendar = ical({
    prodId: '//Nasl//Plan reminders//EN',
    method: ICalCalendarMethod.PUBLISH,
    ...(subscription ? { name: subscription.name, ttl: subscription.refreshSeconds } : {}),
  });
  for (const { uid, kind, date, sequence = 0 } of events) {
    const summary = titles[kind];
    const event = calendar.createEvent({
      id: uid,
      sequence,
      start: utcMidnight(date),
      end: utcMidnight(addDays(date, 1)),
      allDay: true,
      stamp: now,
      summary,
      class: ICalEventClass.PRIVATE,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    // All-day events start at local midnight: 3 h before is 21:00 the evening before, 8 h after is 08:00.
    if (alarm === 'evening-before') {
      event.createAlarm({ type: ICalAlarmType.display, trigger: 3 * HOUR, description: summary });
    } else if (alarm === 'morning-of') {
      event
        .createAlarm({ type: ICalAlarmType.display, triggerAfter: 8 * HOUR, description: summary })
        .relatesTo('START');
    }
  }
  // Every content line ends with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}${CRLF}`;
}
