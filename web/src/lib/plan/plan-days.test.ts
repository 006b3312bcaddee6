import { addDays } from '@nasl/core';
import { planDataSchema } from '@nasl/core/plan';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { planDayOn, splitByToday, todayGuidance } from './plan-days';
import { planFixture } from './plan-fixture';

const plan = planFixture({ ramadan: { from: '2027-02-08', to: '2027-03-09' } });

describe('the test plan', () => {
  it('is a plan the contract accepts, one day entry per day of its 3 months', () => {
    expect(v.is(planDataSchema, plan)).toBe(true);
    expect(plan.cycle.days[0]!.date).toBe('2026-12-01');
    expect(plan.cycle.days.at(-1)!.date).toBe('2027-02-28');
  });
});

describe('history and upcoming dates', () => {
  const dates = plan.intercourse.dates;

  it('puts dates before today apart, in order, and keeps today upcoming', () => {
    const today = dates[2]!.date;
    const { past, upcoming } = splitByToday(dates, today);
    expect(past).toEqual(dates.slice(0, 2));
    expect(upcoming).toEqual(dates.slice(2));
  });

  it('has no history before the first date and no upcoming date after the last', () => {
    expect(splitByToday(dates, '2026-11-01')).toEqual({ past: [], upcoming: dates });
    expect(splitByToday(dates, '2027-06-01')).toEqual({ past: dates, upcoming: [] });
    expect(splitByToday([], '2026-12-01')).toEqual({ past: [], upcoming: [] });
  });
});

describe('what to do today', () => {
  const on = (cycleDay: number, from = plan.cycle.days) =>
    from.find((day) => day.cycleDay === cycleDay)!.date;

  it('finds a day by its date, and nothing outside the plan', () => {
    expect(planDayOn(plan.cycle.days, '2026-12-24')).toMatchObject({ date: '2026-12-24', cycleDay: 6 });
    expect(planDayOn(plan.cycle.days, '2026-11-30')).toBeNull();
    expect(planDayOn([], '2026-12-01')).toBeNull();
  });

  it.each([
    [1, ['period']],
    [10, ['abstain']],
    [11, ['abstain', 'lh-test']],
    [13, ['abstain', 'lh-test']],
    [14, ['attempt', 'lh-test']],
    [15, ['attempt', 'lh-test']],
    [20, ['rest']],
  ] as const)('on cycle day %i says %j', (cycleDay, lines) => {
    const guidance = todayGuidance(plan, on(cycleDay));
    expect(guidance).toMatchObject({ kind: 'day', lines, day: { cycleDay } });
  });

  it('names the next attempt date after today, not today’s', () => {
    const attempt = plan.intercourse.dates[0]!;
    const guidance = todayGuidance(plan, attempt.date);
    expect(guidance.kind === 'day' && guidance.nextAttempt).toBe(plan.intercourse.dates[1]!.date);
    const last = plan.intercourse.dates.at(-1)!.date;
    const after = todayGuidance(plan, addDays(last, 1));
    expect(after.kind === 'day' && after.nextAttempt).toBeNull();
  });

  it('marks Ramadan days', () => {
    const inRamadan = todayGuidance(plan, '2027-02-10');
    const before = todayGuidance(plan, '2027-02-07');
    if (inRamadan.kind !== 'day' || before.kind !== 'day') throw new Error('both dates lie inside the plan');
    expect(inRamadan.day.ramadan).toBe(true);
    expect(before.day.ramadan).toBe(false);
  });

  it('says when the plan has not started yet or has ended', () => {
    expect(todayGuidance(plan, '2026-11-30')).toEqual({ kind: 'before-start', start: '2026-12-01' });
    expect(todayGuidance(plan, '2027-03-01')).toEqual({ kind: 'ended' });
  });
});
