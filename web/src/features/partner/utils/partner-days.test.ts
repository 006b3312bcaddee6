import { describe, expect, it } from 'vitest';
import type { PartnerPlanDay } from '@nasl/core/partner';
import { dayRuns, partnerToday } from './partner-days';

const day = (date: string, activities: PartnerPlanDay['activities'] = [], ramadan = false) => ({
  date,
  activities,
  ramadan,
});

const DAYS: PartnerPlanDay[] = [
  day('2026-12-01'),
  day('2026-12-02', ['abstain']),
  day('2026-12-03', ['abstain']),
  day('2026-12-04', ['abstain']),
  day('2026-12-05', ['attempt'], true),
  day('2026-12-06', ['attempt']),
  day('2026-12-07'),
  day('2026-12-08', ['abstain']),
];

describe('dayRuns', () => {
  it('joins consecutive days into runs, and marks a run that reaches into Ramadan', () => {
    expect(dayRuns(DAYS, 'abstain')).toEqual([
      { from: '2026-12-02', to: '2026-12-04', ramadan: false },
      { from: '2026-12-08', to: '2026-12-08', ramadan: false },
    ]);
    expect(dayRuns(DAYS, 'attempt')).toEqual([{ from: '2026-12-05', to: '2026-12-06', ramadan: true }]);
    expect(dayRuns(DAYS, 'avoid')).toEqual([]);
  });
});

describe('partnerToday', () => {
  it('what today asks of him, and his next attempt day', () => {
    expect(partnerToday(DAYS, '2026-12-03')).toEqual({
      kind: 'day',
      lines: ['abstain'],
      ramadan: false,
      nextAttempt: '2026-12-05',
    });
    expect(partnerToday(DAYS, '2026-12-05')).toMatchObject({ lines: ['attempt'], ramadan: true });
    expect(partnerToday(DAYS, '2026-12-07')).toEqual({
      kind: 'day',
      lines: ['rest'],
      ramadan: false,
      nextAttempt: null,
    });
  });

  it('before the plan starts and after it ends', () => {
    expect(partnerToday(DAYS, '2026-11-30')).toEqual({ kind: 'before-start', start: '2026-12-01' });
    expect(partnerToday(DAYS, '2026-12-09')).toEqual({ kind: 'ended' });
  });
});
