import {
  addDays,
  compareCivilDates,
  formatCivilDate,
  LAST_PERIOD_MAX_DAYS_AFTER_TODAY,
  LAST_PERIOD_MAX_DAYS_BEFORE_TODAY,
  parseCivilDate,
  PLAN_TIME_ZONE,
  todayInTimeZone,
  type CivilDate,
} from '@nasl/core';

/** The date on this device's calendar (the last period's default answer). */
export function deviceToday(now: Date = new Date()): CivilDate {
  return formatCivilDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** The reference "today" of the shared schema: the server validates against the same day. */
export function schemaToday(now: Date = new Date()): CivilDate {
  return todayInTimeZone(PLAN_TIME_ZONE, now);
}

export interface DateLimits {
  min: CivilDate;
  max: CivilDate;
}

/**
 * The last-period picker: nothing after tomorrow (a person ahead of the server's time zone may already be
 * there), on this device's calendar and on the server's, whichever comes first, and nothing older than the
 * schema accepts.
 */
export function lastPeriodLimits(now: Date = new Date()): DateLimits {
  const reference = schemaToday(now);
  const deviceTomorrow = addDays(deviceToday(now), 1);
  const serverLatest = addDays(reference, LAST_PERIOD_MAX_DAYS_AFTER_TODAY);
  return {
    min: addDays(reference, -LAST_PERIOD_MAX_DAYS_BEFORE_TODAY),
    max: compareCivilDates(deviceTomorrow, serverLatest) <= 0 ? deviceTomorrow : serverLatest,
  };
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
