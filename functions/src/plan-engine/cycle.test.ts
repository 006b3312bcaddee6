import { addDays, addMonths, diffDays, questionnaireDefaults, type TargetGender } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { cycleDayOf, ovulationCycleDay, planEndDate } from './cycle.ts';
import { buildPlan } from './build-plan.ts';
import { planSchedule } from './schedule.ts';

const PERIOD_LENGTH = 5;

/**
 * The method's attempt cycle days, written out from the convention rather than from the code: ovulation on
 * day L − 13, and never a day of the period (days 1..periodLength).
 */
function expectedAttemptDays(
  target: TargetGender,
  cycleLength: number,
  periodLength = PERIOD_LENGTH,
): number[] {
  const ovulationDay = cycleLength - 13;
  const days =
    target === 'boy'
      ? [ovulationDay - 1, ovulationDay]
      : [ovulationDay - 4, ovulationDay - 3, ovulationDay - 2];
  return days.filter((day) => day > periodLength);
}

/** The attempt dates of a plan without logged events, as `{ date, cycleDay, cycleNumber, daysBeforeOvulation }`. */
function attemptDates(
  lastPeriodDate: string,
  cycleLength: number,
  target: TargetGender,
  planStartDate: string,
  periodLength = PERIOD_LENGTH,
) {
  return planSchedule({
    target,
    lastPeriodDate,
    cycleLength,
    periodLength,
    planStartDate,
    events: [],
  }).attempts.map(({ date, cycleDay, cycleNumber, role }) => ({
    date,
    cycleDay,
    cycleNumber,
    daysBeforeOvulation: role.basis === 'calendar' ? role.daysBeforeOvulation : -1,
  }));
}

function formulaCycleDay(date: string, lastPeriodDate: string, cycleLength: number): number {
  const daysSince = diffDays(date, lastPeriodDate);
  return (((daysSince % cycleLength) + cycleLength) % cycleLength) + 1;
}

const SCENARIOS = [
  { name: 'mid-month start, period a week ago', start: '2026-03-15', lastPeriodOffset: -7 },
  { name: 'start on the last day of January', start: '2026-01-31', lastPeriodOffset: -11 },
  { name: 'start on 30 November (end clamps to 28 February)', start: '2026-11-30', lastPeriodOffset: -5 },
  { name: 'start just before the new year', start: '2026-12-30', lastPeriodOffset: -15 },
  { name: 'start on New Year’s Day', start: '2027-01-01', lastPeriodOffset: -20 },
  { name: 'start on a leap day', start: '2028-02-29', lastPeriodOffset: -19 },
  { name: 'a plan across a leap day', start: '2027-12-15', lastPeriodOffset: -3 },
  { name: 'last period 300 days before the start', start: '2026-06-10', lastPeriodOffset: -300 },
  { name: 'last period yesterday', start: '2026-08-01', lastPeriodOffset: -1 },
  { name: 'last period today', start: '2026-08-01', lastPeriodOffset: 0 },
  { name: 'last period tomorrow (allowed by the form)', start: '2026-08-01', lastPeriodOffset: 1 },
] as const;

const CASES = SCENARIOS.flatMap((scenario) =>
  ([21, 28, 35] as const).flatMap((cycleLength) =>
    (['boy', 'girl'] as const).map((target) => ({ ...scenario, cycleLength, target })),
  ),
);

describe.each(CASES)(
  '$target, $cycleLength-day cycle, $name',
  ({ start, lastPeriodOffset, cycleLength, target }) => {
    const lastPeriodDate = addDays(start, lastPeriodOffset);
    const answers = { ...questionnaireDefaults(start), gender: target, cycleLength, lastPeriodDate };
    const plan = buildPlan(answers, start, 'ar');
    const dates = plan.intercourse.dates;
    const end = addMonths(start, 3);
    const attemptDays = expectedAttemptDays(target, cycleLength);

    it('gives each date the cycle day of the formula ((date − last period) mod L) + 1', () => {
      for (const { date, cycleDay } of dates) {
        expect(cycleDay).toBe(formulaCycleDay(date, lastPeriodDate, cycleLength));
      }
    });

    it('puts every date where the method does (boy: ovulation day and the day before; girl: 4-2 days before), never in the period', () => {
      for (const { cycleDay } of dates) expect(attemptDays).toContain(cycleDay);
    });

    it('keeps every date inside [start, start + 3 months), sorted, without duplicates', () => {
      for (const { date } of dates) {
        expect(diffDays(date, start)).toBeGreaterThanOrEqual(0);
        expect(diffDays(date, end)).toBeLessThan(0);
      }
      const isoDates = dates.map((d) => d.date);
      expect([...isoDates].sort()).toEqual(isoDates);
      expect(new Set(isoDates).size).toBe(isoDates.length);
    });

    it('misses no attempt day of any cycle inside the 3 months', () => {
      const expected: string[] = [];
      for (let date: string = start; diffDays(date, end) < 0; date = addDays(date, 1)) {
        const onOrAfterLastPeriod = diffDays(date, lastPeriodDate) >= 0;
        if (onOrAfterLastPeriod && attemptDays.includes(formulaCycleDay(date, lastPeriodDate, cycleLength))) {
          expected.push(date);
        }
      }
      expect(dates.map((d) => d.date)).toEqual(expected);
      expect(dates.length).toBeGreaterThanOrEqual(2 * attemptDays.length);
      expect(attemptDays.length).toBeGreaterThan(0);
    });

    it('writes a distinct recommendation for each date', () => {
      const recommendations = dates.map((d) => d.recommendation);
      expect(new Set(recommendations).size).toBe(recommendations.length);
      for (const text of recommendations) expect(text).toContain(`(اليوم `);
    });

    it('is deterministic', () => {
      expect(buildPlan(structuredClone(answers), start, 'ar')).toEqual(plan);
    });
  },
);

describe('conventions', () => {
  it.each([
    [21, 8],
    [28, 15],
    [35, 22],
  ])(
    'a %i-day cycle ovulates on cycle day %i (L − 13: a 13-day luteal phase, Bull 2019)',
    (cycleLength, day) => {
      expect(ovulationCycleDay(cycleLength)).toBe(day);
    },
  );

  it.each([
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2026-10-31', '2027-01-31'],
    ['2026-12-31', '2027-03-31'],
    ['2026-03-15', '2026-06-15'],
  ])('a plan starting %s ends before %s', (start, end) => {
    expect(planEndDate(start)).toBe(end);
  });

  it('counts cycle days before the last period backwards, never below 1', () => {
    expect(cycleDayOf('2026-03-01', '2026-03-01', 28)).toBe(1);
    expect(cycleDayOf('2026-02-28', '2026-03-01', 28)).toBe(28);
    expect(cycleDayOf('2026-03-29', '2026-03-01', 28)).toBe(1);
  });
});

describe('pinned plans', () => {
  it('boy, 28 days, last period 2026-02-20, start 2026-03-01', () => {
    expect(attemptDates('2026-02-20', 28, 'boy', '2026-03-01')).toEqual([
      { date: '2026-03-05', cycleDay: 14, cycleNumber: 1, daysBeforeOvulation: 1 },
      { date: '2026-03-06', cycleDay: 15, cycleNumber: 1, daysBeforeOvulation: 0 },
      { date: '2026-04-02', cycleDay: 14, cycleNumber: 2, daysBeforeOvulation: 1 },
      { date: '2026-04-03', cycleDay: 15, cycleNumber: 2, daysBeforeOvulation: 0 },
      { date: '2026-04-30', cycleDay: 14, cycleNumber: 3, daysBeforeOvulation: 1 },
      { date: '2026-05-01', cycleDay: 15, cycleNumber: 3, daysBeforeOvulation: 0 },
      { date: '2026-05-28', cycleDay: 14, cycleNumber: 4, daysBeforeOvulation: 1 },
      { date: '2026-05-29', cycleDay: 15, cycleNumber: 4, daysBeforeOvulation: 0 },
    ]);
  });

  it('girl, 21 days, 2-day period, start 2026-12-30: dates run into the new year', () => {
    expect(attemptDates('2026-12-28', 21, 'girl', '2026-12-30', 2).map((d) => [d.date, d.cycleDay])).toEqual([
      ['2026-12-31', 4],
      ['2027-01-01', 5],
      ['2027-01-02', 6],
      ['2027-01-21', 4],
      ['2027-01-22', 5],
      ['2027-01-23', 6],
      ['2027-02-11', 4],
      ['2027-02-12', 5],
      ['2027-02-13', 6],
      ['2027-03-04', 4],
      ['2027-03-05', 5],
      ['2027-03-06', 6],
      ['2027-03-25', 4],
      ['2027-03-26', 5],
      ['2027-03-27', 6],
    ]);
  });

  it('girl, 21 days, 5-day period: days 4 and 5 of the window are bleeding days, only day 6 is given', () => {
    expect(attemptDates('2026-12-28', 21, 'girl', '2026-12-30').map((d) => [d.date, d.cycleDay])).toEqual([
      ['2027-01-02', 6],
      ['2027-01-23', 6],
      ['2027-02-13', 6],
      ['2027-03-06', 6],
      ['2027-03-27', 6],
    ]);
  });

  it('girl, 21 days, 7-day period: the whole window is in the period, no calendar date at all', () => {
    expect(attemptDates('2026-12-28', 21, 'girl', '2026-12-30', 7)).toEqual([]);
  });

  it('boy, 28 days, start 2026-11-30: 2027-02-27 is in, 2027-02-28 (the end) is out', () => {
    const dates = attemptDates('2026-11-22', 28, 'boy', '2026-11-30').map((d) => d.date);
    expect(dates.at(-1)).toBe('2027-02-27');
    expect(dates).not.toContain('2027-02-28');
  });

  it('boy, 28 days: the leap day can be an ovulation day', () => {
    const dates = attemptDates('2028-01-18', 28, 'boy', '2028-02-02');
    expect(dates.slice(0, 2)).toEqual([
      { date: '2028-02-28', cycleDay: 14, cycleNumber: 1, daysBeforeOvulation: 1 },
      { date: '2028-02-29', cycleDay: 15, cycleNumber: 1, daysBeforeOvulation: 0 },
    ]);
  });

  it('keeps the part of a window cut by the plan start', () => {
    const dates = attemptDates('2026-02-20', 28, 'girl', '2026-03-04');
    expect(dates[0]).toEqual({ date: '2026-03-04', cycleDay: 13, cycleNumber: 1, daysBeforeOvulation: 2 });
    expect(dates[1]?.cycleNumber).toBe(2);
  });
});
