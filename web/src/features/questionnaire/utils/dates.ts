import {
  addDays,
  LAST_PERIOD_MAX_DAYS_AFTER_TODAY,
  LAST_PERIOD_MAX_DAYS_BEFORE_TODAY,
  type CivilDate,
  type QuestionnaireStep,
} from '@nasl/core';
import { deviceToday, latestEnterableDate, serverToday } from '@/lib/device/device-date';
import { stepFields } from './steps';

/** The reference "today" of the shared schema: the server validates against the same day. */
export const schemaToday = serverToday;

/**
 * The day a step's answers are checked against. Only the date question depends on it, and there it is the
 * server's day. Finding that costs the page its first time-zone formatter (tens of ms of one task on a slow
 * phone), so the other steps, whose problems are the same on any day, use the device's day: the wizard
 * opens without that cost, and pays it when the date question comes.
 */
export function stepToday(step: QuestionnaireStep, now: Date = new Date()): CivilDate {
  return stepFields(step).includes('lastPeriodDate') ? schemaToday(now) : deviceToday(now);
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
  return {
    min: addDays(serverToday(now), -LAST_PERIOD_MAX_DAYS_BEFORE_TODAY),
    max: latestEnterableDate(LAST_PERIOD_MAX_DAYS_AFTER_TODAY, now),
  };
}
