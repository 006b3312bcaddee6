import { describe, expect, it } from 'vitest';
import type { PlanData } from '@nasl/core/plan';
import { planFixture } from '@/lib/plan/plan-fixture';
import { datesMoved, planChange } from './plan-change';

function withDates(dates: string[]): PlanData {
  const plan = planFixture();
  return {
    ...plan,
    intercourse: {
      ...plan.intercourse,
      dates: dates.map((date) => ({ date, cycleDay: 14, recommendation: 'Attempt.' })),
    },
  };
}

describe('planChange', () => {
  it('names the next attempt before and after, and how many dates are left, from today on', () => {
    const before = withDates(['2026-11-20', '2026-11-29', '2026-11-30', '2026-12-27']);
    const after = withDates(['2026-11-20', '2026-12-09', '2026-12-10']);
    expect(planChange(before, after, '2026-11-28')).toEqual({
      next: { from: '2026-11-29', to: '2026-12-09' },
      ahead: { from: 3, to: 2 },
    });
  });

  it('has no next change when the next date stayed, and counts today as ahead', () => {
    const before = withDates(['2026-11-28', '2026-12-27']);
    const after = withDates(['2026-11-28', '2026-12-26']);
    expect(planChange(before, after, '2026-11-28')).toEqual({ next: null, ahead: { from: 2, to: 2 } });
    expect(datesMoved(before, after, '2026-11-28')).toBe(true);
  });

  it('says when no date is left, and when nothing moved at all', () => {
    const before = withDates(['2026-11-29']);
    expect(planChange(before, withDates([]), '2026-11-28').next).toEqual({ from: '2026-11-29', to: null });
    expect(datesMoved(before, withDates(['2026-11-29', '2026-11-01']), '2026-11-28')).toBe(false);
  });
});
