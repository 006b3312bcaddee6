import { isCivilDate, PLAN_TIME_ZONE, todayInTimeZone, type CivilDate } from '@nasl/core';

/**
 * The civil date plans count from ("today" in the plans' time zone). Under the emulator only,
 * `NASL_PLAN_TODAY` (yyyy-MM-dd) fixes it: the test runner sets it once for a whole run, so a run that
 * crosses midnight in the plans' time zone sees one "today" in the function and in the tests. A deployed
 * function always reads the clock.
 */
export function planToday(env: NodeJS.ProcessEnv = process.env): CivilDate {
  const fixed = env.NASL_PLAN_TODAY?.trim();
  if (env.FUNCTIONS_EMULATOR === 'true' && fixed) {
    if (!isCivilDate(fixed)) throw new RangeError(`NASL_PLAN_TODAY must be yyyy-MM-dd, got "${fixed}"`);
    return fixed;
  }
  return todayInTimeZone(PLAN_TIME_ZONE);
}
