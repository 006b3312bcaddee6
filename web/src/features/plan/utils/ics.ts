import { addDays, parseCivilDate, type CivilDate } from '@nasl/core';
import type { CalendarAlarm } from './calendar-alarms';
import ical, {
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventClass,
  ICalEventTransparency,
} from 'ical-generator';

const HOUR = 3600;

/**
 * An iCalendar (RFC 5545) file of the plan's days: one all-day event per attempt date and per first day of
 * LH tests, with titles that say nothing about their purpose (a calendar may be seen by others).
 */
export interface PlanCalendarInput {
  planId: string;
  attemptDates: readonly CivilDate[];
  /** The first day of each run of LH test days; empty when she does not want them. */
  lhTestStarts: readonly CivilDate[];
  /** The discreet event titles, e.g. "Nasl reminder" / "تذكير نسل". */
  titles: { attempt: string; lhTests: string };
  alarm: CalendarAlarm;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

const CRLF = '\r\n';

/** A civil date as the library's all-day start: UTC midnight, written back with UTC fields, so no zone moves it. */
function utcMidnight(date: CivilDate): Date {
  const parts = parseCivilDate(date);
  if (!parts) throw new RangeError(`Not a civil date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

const basicDate = (date: CivilDate) => date.replace(/-/g, '');

export function buildPlanCalendar({
  planId,
  attemptDates,
  lhTestStarts,
  titles,
  alarm,
  now,
}: PlanCalendarInput): string {
  const calendar = ical({ prodId: '//Nasl//Plan reminders//EN', method: ICalCalendarMethod.PUBLISH });
  const add = (date: CivilDate, uid: string, summary: string) => {
    const event = calendar.createEvent({
      id: uid,
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
  };
  for (const date of [...new Set(attemptDates)].sort()) {
    add(date, `${planId}-${basicDate(date)}@nasl.app`, titles.attempt);
  }
  for (const date of [...new Set(lhTestStarts)].sort()) {
    add(date, `${planId}-lh-${basicDate(date)}@nasl.app`, titles.lhTests);
  }
  // Every content line ends with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}${CRLF}`;
}
