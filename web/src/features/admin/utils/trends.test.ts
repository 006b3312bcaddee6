import { describe, expect, it } from 'vitest';
import type { TrendBucketFigures } from '@nasl/core/trends';
import {
  changePercent,
  isAskableRange,
  presetOf,
  presetRange,
  previousRange,
  trendRows,
  trendTotals,
} from './trends';

const bucket = (start: string, figures: Partial<TrendBucketFigures>): TrendBucketFigures => ({
  start,
  end: start,
  signUps: 0,
  questionnaires: 0,
  plans: 0,
  payments: 0,
  adminUnlocks: 0,
  refunds: 0,
  revenueCents: 0,
  refundsCents: 0,
  ...figures,
});

describe('trend ranges', () => {
  it('makes and recognises the presets, today included', () => {
    expect(presetRange('2025-06-30', 'last30')).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(presetOf({ from: '2025-04-02', to: '2025-06-30' }, '2025-06-30')).toBe('last90');
    expect(presetOf({ from: '2025-04-03', to: '2025-06-30' }, '2025-06-30')).toBeNull();
  });

  it('asks only for ranges the server answers', () => {
    expect(isAskableRange({ from: '2024-01-01', to: '2024-12-31' })).toBe(true);
    expect(isAskableRange({ from: '2024-01-01', to: '2025-01-01' })).toBe(false);
    expect(isAskableRange({ from: '2025-02-01', to: '2025-01-31' })).toBe(false);
    expect(isAskableRange({ from: '2025-02-30', to: '2025-03-01' })).toBe(false);
  });
});

describe('trend rows and totals', () => {
  it('add the net money and the conversion rates, with no rate where nothing to divide', () => {
    const rows = trendRows([
      bucket('2025-06-01', { signUps: 3, questionnaires: 2, plans: 2, payments: 1, revenueCents: 9900 }),
      bucket('2025-06-02', { refunds: 1, refundsCents: 9900 }),
    ]);
    expect(rows[0]).toMatchObject({ netCents: 9900, questionnaireRate: 66.7, paymentRate: 50 });
    expect(rows[1]).toMatchObject({ netCents: -9900, questionnaireRate: null, paymentRate: null });
    expect(trendTotals(rows)).toMatchObject({
      signUps: 3,
      revenueCents: 9900,
      refundsCents: 9900,
      netCents: 0,
      paymentRate: 50,
    });
  });
});

describe('the previous period (what Trends compares each figure with)', () => {
  it('is as long as the range and ends the day before it', () => {
    expect(previousRange({ from: '2026-09-01', to: '2026-09-30' })).toEqual({
      from: '2026-08-02',
      to: '2026-08-31',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('gives the change in percent of the previous figure, none when it was 0', () => {
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(10, 10)).toBe(0);
    expect(changePercent(3, 0)).toBeNull();
    expect(changePercent(-50, -100)).toBe(50);
  });
});
