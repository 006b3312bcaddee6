import { describe, expect, it } from 'vitest';
import type { CycleEvent } from '@nasl/core/cycle-events';
import type { PlanData } from '@nasl/core/plan';
import { planFixture } from '@/lib/plan/plan-fixture';
import { periodJustBefore, periodStarts, readingOf } from './entry-readings';

const event = (id: string, date: string, type: CycleEvent['type'] = 'period-start'): CycleEvent => ({
  id,
  type,
  date,
  createdAt: '2026-11-01T00:00:00.000Z',
});

function withEntries(entries: PlanData['cycle']['entries']): PlanData {
  const plan = planFixture();
  return { ...plan, cycle: { ...plan.cycle, entries } };
}

describe('the starts the plan counts from', () => {
  const plan = withEntries([
    { id: 'a', reading: 'period', byHer: false },
    { id: 'b', reading: 'spotting', byHer: false },
    { id: 'c', reading: 'after-missed', byHer: false, missed: ['2026-10-20'] },
    { id: 'l', reading: 'lh-used' },
  ]);
  const events = [
    event('a', '2026-10-01'),
    event('b', '2026-10-12'),
    event('c', '2026-11-15'),
    event('l', '2026-10-14', 'lh-positive'),
  ];

  it('her answered period and the starts read as periods, never spotting or a test', () => {
    expect(periodStarts(plan, events, '2026-09-03')).toEqual(['2026-09-03', '2026-10-01', '2026-11-15']);
    expect(readingOf(plan, 'b')?.reading).toBe('spotting');
    expect(readingOf(plan, 'x')).toBeNull();
  });

  it('asks about a start 1 to 20 days after a period, not 21 days or more, nor on the same day', () => {
    const starts = periodStarts(plan, events, '2026-09-03');
    expect(periodJustBefore(starts, '2026-10-02')).toBe('2026-10-01');
    expect(periodJustBefore(starts, '2026-10-21')).toBe('2026-10-01');
    expect(periodJustBefore(starts, '2026-10-22')).toBeNull();
    expect(periodJustBefore(starts, '2026-10-01')).toBeNull();
    expect(periodJustBefore(['2026-10-01'], '2026-10-01')).toBeNull();
  });
});
