import {
  addDays,
  addMonths,
  diffDays,
  questionnaireDefaults,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { readCycles } from './cycle-model.ts';
import { planEndDate } from './cycle.ts';
import { buildPlan } from './build-plan.ts';
import { planSchedule } from './schedule.ts';

const PERIOD_LENGTH = 5;

/** Her usual length and the cycle day of ovulation the model takes from her answer alone. */
function estimate(lastPeriodDate: string, cycleLength: number) {
  const model = readCycles({
    answeredPeriod: toDayNumber(lastPeriodDate),
    answeredLength: cycleLength,
    periodLength: PERIOD_LENGTH,
    periodStarts: [],
    lhPositives: [],
  });
  return { length: model.usualLength, ovulationDay: Math.round(model.usualLength - model.luteal) };
}

/**
 * The method's attempt cycle days, written out from the convention: ovulation on the cycle day of her usual
 * length minus her luteal phase, and never a day of the period (days 1..periodLength).
 */
function expectedAttemptDays(
  target: TargetGender,
  ovulationDay: number,
  periodLength = PERIOD_LENGTH,
): number[] {
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

/** Cycle k starts on the answered period + k × her usual length, rounded as the days add up. */
function projectedCycleDay(date: string, lastPeriodDate: string, length: number): number {
  const since = diffDays(date, lastPeriodDate);
  let k = Math.floor(since / length);
  while (Math.round((k + 1) * length) <= since) k++;
  while (Math.round(k * length) > since) k--;
  return since - Math.round(k * length) + 1;
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
    const { length, ovulationDay } = estimate(lastPeriodDate, cycleLength);
    const attemptDays = expectedAttemptDays(target, ovulationDay);

    it('gives each date its cycle day: cycles of her estimated usual length from the answered period', () => {
      for (const { date, cycleDay } of dates) {
        expect(cycleDay).toBe(projectedCycleDay(date, lastPeriodDate, length));
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
        if (onOrAfterLastPeriod && attemptDays.includes(projectedCycleDay(date, lastPeriodDate, length))) {
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
  it.each([21, 24, 28, 32, 35])(
    'an answered %i-day cycle: the usual length lies between the answer and the mean of 29.3 days, nearer the answer',
    (cycleLength) => {
      const { length } = estimate('2026-03-01', cycleLength);
      const [low, high] = cycleLength < 29.3 ? [cycleLength, 29.3] : [29.3, cycleLength];
      expect(length).toBeGreaterThanOrEqual(low);
      expect(length).toBeLessThanOrEqual(high);
      expect(Math.abs(length - cycleLength)).toBeLessThan(Math.abs(length - 29.3) + 0.01);
    },
  );

  it('an answered 28-day cycle ovulates on cycle day 16: usual length minus a 12.4-day luteal phase (Bull 2019)', () => {
    expect(estimate('2026-03-01', 28).ovulationDay).toBe(16);
  });

  it.each([
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2026-10-31', '2027-01-31'],
    ['2026-12-31', '2027-03-31'],
    ['2026-03-15', '2026-06-15'],
  ])('a plan starting %s ends before %s', (start, end) => {
    expect(planEndDate(start)).toBe(end);
  });
});

describe('pinned plans (the answer alone)', () => {
  it('boy, 28 days, last period 2026-02-20, start 2026-03-01', () => {
    expect(attemptDates('2026-02-20', 28, 'boy', '2026-03-01')).toEqual([
      // Her usual length 28.5 days (the answer weighed with the mean of 29.3): cycles start on 20 February,
      // 20 March, 18 April and 16 May; ovulation on cycle day 16.
      { date: '2026-03-06', cycleDay: 15, cycleNumber: 1, daysBeforeOvulation: 1 },
      { date: '2026-03-07', cycleDay: 16, cycleNumber: 1, daysBeforeOvulation: 0 },
      { date: '2026-04-03', cycleDay: 15, cycleNumber: 2, daysBeforeOvulation: 1 },
      { date: '2026-04-04', cycleDay: 16, cycleNumber: 2, daysBeforeOvulation: 0 },
      { date: '2026-05-02', cycleDay: 15, cycleNumber: 3, daysBeforeOvulation: 1 },
      { date: '2026-05-03', cycleDay: 16, cycleNumber: 3, daysBeforeOvulation: 0 },
      { date: '2026-05-30', cycleDay: 15, cycleNumber: 4, daysBeforeOvulation: 1 },
      { date: '2026-05-31', cycleDay: 16, cycleNumber: 4, daysBeforeOvulation: 0 },
    ]);
  });

  it('boy, 28 days, start 2026-11-30: 2027-02-27 is the end, and nothing is on or after it', () => {
    const dates = attemptDates('2026-11-22', 28, 'boy', '2026-11-30').map((d) => d.date);
    expect(dates.every((date) => date < '2027-02-28')).toBe(true);
  });

  it('boy, 28 days: the leap day is a day like the others', () => {
    const dates = attemptDates('2028-02-15', 28, 'boy', '2028-02-20');
    expect(dates.slice(0, 2)).toEqual([
      { date: '2028-02-29', cycleDay: 15, cycleNumber: 1, daysBeforeOvulation: 1 },
      { date: '2028-03-01', cycleDay: 16, cycleNumber: 1, daysBeforeOvulation: 0 },
    ]);
  });

  it('keeps the part of a window cut by the plan start', () => {
    const dates = attemptDates('2026-02-20', 28, 'girl', '2026-03-05');
    expect(dates[0]).toEqual({ date: '2026-03-05', cycleDay: 14, cycleNumber: 1, daysBeforeOvulation: 2 });
    expect(dates[1]?.cycleNumber).toBe(2);
  });
});
