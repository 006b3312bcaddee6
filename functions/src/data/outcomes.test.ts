import { describe, expect, it } from 'vitest';
import { outcomeFigures, type OutcomeRow } from './outcomes.ts';

const row = (target: 'boy' | 'girl', outcome: OutcomeRow['outcome'], paidAt = '2026-09-10T09:00:00Z') => ({
  target,
  outcome,
  paidAt: new Date(paidAt),
});
const RANGE = { from: '2026-09-01', to: '2026-10-31' };

describe('outcomeFigures', () => {
  it('counts a target’s reports, its matches, the share and its Wilson interval', () => {
    const rows = [
      ...Array.from({ length: 5 }, () => row('boy', 'boy')),
      ...Array.from({ length: 5 }, () => row('boy', 'girl')),
      row('girl', 'girl'),
      row('girl', null),
      row('girl', 'undisclosed'),
      row('boy', 'loss'),
    ];
    const figures = outcomeFigures(RANGE, rows);
    const boy = figures.byTarget.find((entry) => entry.target === 'boy')!;
    expect(boy).toMatchObject({ reported: 10, matched: 5, rate: 0.5 });
    expect(boy.ci95![0]).toBeCloseTo(0.2366, 4);
    expect(boy.ci95![1]).toBeCloseTo(0.7634, 4);
    expect(figures.byTarget.find((entry) => entry.target === 'girl')).toMatchObject({
      reported: 1,
      matched: 1,
      rate: 1,
    });
    expect(figures).toMatchObject({ awaiting: 1, undisclosed: 1, losses: 1, baselineBoyShare: 0.512 });
  });

  it('has no share and no interval for a target nobody reported', () => {
    const figures = outcomeFigures(RANGE, [row('boy', null)]);
    expect(figures.byTarget).toEqual([
      { target: 'boy', reported: 0, matched: 0, rate: null, ci95: null },
      { target: 'girl', reported: 0, matched: 0, rate: null, ci95: null },
    ]);
    expect(figures.awaiting).toBe(1);
  });

  it('groups by the month of payment on the business clock (Riyadh), oldest first', () => {
    const rows = [
      row('boy', 'boy', '2026-10-05T09:00:00Z'),
      // 23:30 UTC on 30 September is 1 October in Riyadh.
      row('boy', 'girl', '2026-09-30T23:30:00Z'),
      row('girl', 'girl', '2026-09-02T09:00:00Z'),
    ];
    const figures = outcomeFigures(RANGE, rows);
    expect(
      figures.byMonth.map((entry) => [entry.month, entry.target, entry.reported, entry.matched]),
    ).toEqual([
      ['2026-09', 'boy', 0, 0],
      ['2026-09', 'girl', 1, 1],
      ['2026-10', 'boy', 2, 1],
      ['2026-10', 'girl', 0, 0],
    ]);
  });
});
