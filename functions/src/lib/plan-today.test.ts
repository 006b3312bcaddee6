import { PLAN_TIME_ZONE, todayInTimeZone } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { planToday } from './plan-today.ts';

describe('planToday', () => {
  it('reads the clock in the plans’ time zone by default', () => {
    expect(planToday({})).toBe(todayInTimeZone(PLAN_TIME_ZONE));
  });

  it('takes the fixed date under the emulator', () => {
    expect(planToday({ FUNCTIONS_EMULATOR: 'true', NASL_PLAN_TODAY: '2027-02-10' })).toBe('2027-02-10');
  });

  it('ignores the fixed date in a deployed function', () => {
    expect(planToday({ NASL_PLAN_TODAY: '2027-02-10' })).toBe(todayInTimeZone(PLAN_TIME_ZONE));
  });

  it('refuses a fixed date that is not yyyy-MM-dd', () => {
    expect(() => planToday({ FUNCTIONS_EMULATOR: 'true', NASL_PLAN_TODAY: '2027-02-30' })).toThrow(
      /yyyy-MM-dd/,
    );
  });
});
