import {
  addDays,
  LAST_PERIOD_MAX_DAYS_AFTER_TODAY,
  LAST_PERIOD_MAX_DAYS_BEFORE_TODAY,
  type CivilDate,
} from '@nasl/core';
import { latestEnterableDate, serverToday } from '@/lib/device-date';

/** The reference "today" of the shared schema: the server validates against the same day. */
export const schemaToday = serverToday;

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
