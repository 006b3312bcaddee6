import {
  addDays,
  compareCivilDates,
  formatCivilDate,
  parseCivilDate,
  PLAN_TIME_ZONE,
  todayInTimeZone,
  type CivilDate,
} from '@nasl/core';

/** The date on this device's calendar: what the person calls "today". */
export function deviceToday(now: Date = new Date()): CivilDate {
  return formatCivilDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/**
 * A civil date as a Date at local midnight, for the calendar widget. Built with the local constructor:
 * `new Date('yyyy-MM-dd')` would mean UTC midnight and show the day before west of Greenwich.
 */
export function civilToLocalDate(date: CivilDate): Date {
  const parts = parseCivilDate(date);
  if (!parts) throw new RangeError(`Not a civil date: ${date}`);
  return new Date(parts.year, parts.month - 1, parts.day);
}

/** The local calendar day of a Date picked in the calendar widget. */
export function localDateToCivil(date: Date): CivilDate {
  return deviceToday(date);
}

/** The reference "today" of the shared schemas: the server checks dates against the same day. */
export function serverToday(now: Date = new Date()): CivilDate {
  return todayInTimeZone(PLAN_TIME_ZONE, now);
}

/**
 * The latest day a person may enter when the server accepts up to `daysAfter` days after its today: tomorrow
 * on this device's calendar (someone ahead of the server's zone may already be there), or the server's
 * limit, whichever comes first.
 */
export function latestEnterableDate(daysAfter: number, now: Date = new Date()): CivilDate {
  const deviceTomorrow = addDays(deviceToday(now), 1);
  const serverLatest = addDays(serverToday(now), daysAfter);
  return compareCivilDates(deviceTomorrow, serverLatest) <= 0 ? deviceTomorrow : serverLatest;
}
