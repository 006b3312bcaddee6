import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bucketRanges,
  bucketStart,
  conversionPercent,
  dayOfWeek,
  startOfBusinessDay,
  TREND_FIGURES,
  trendBuckets,
  trendsQuerySchema,
  type TrendFigures,
} from './trends.ts';

const figures = (overrides: Partial<TrendFigures> = {}): TrendFigures => ({
  ...(Object.fromEntries(TREND_FIGURES.map((name) => [name, 0])) as TrendFigures),
  ...overrides,
});

describe('days of the week and bucket starts', () => {
  it.each([
    ['1970-01-01', 4],
    ['2025-06-01', 0],
    ['2025-06-07', 6],
    ['2024-02-29', 4],
    ['1969-12-28', 0],
  ])('%s is day %i of its week (0 = Sunday)', (date, day) => {
    expect(dayOfWeek(date)).toBe(day);
  });

  it('starts weeks on Sunday and months on the 1st', () => {
    expect(bucketStart('2025-06-04', 'week')).toBe('2025-06-01');
    expect(bucketStart('2025-06-01', 'week')).toBe('2025-06-01');
    expect(bucketStart('2025-01-02', 'week')).toBe('2024-12-29');
    expect(bucketStart('2024-02-29', 'month')).toBe('2024-02-01');
    expect(bucketStart('2024-02-29', 'day')).toBe('2024-02-29');
  });
});

describe('bucketRanges', () => {
  it('covers the range with buckets cut to it, across a year end', () => {
    expect(bucketRanges('2024-12-30', '2025-01-02', 'day')).toHaveLength(4);
    expect(bucketRanges('2024-12-20', '2025-02-03', 'month')).toEqual([
      { start: '2024-12-20', end: '2024-12-31' },
      { start: '2025-01-01', end: '2025-01-31' },
      { start: '2025-02-01', end: '2025-02-03' },
    ]);
    expect(bucketRanges('2025-06-07', '2025-06-08', 'week')).toEqual([
      { start: '2025-06-07', end: '2025-06-07' },
      { start: '2025-06-08', end: '2025-06-08' },
    ]);
  });
});

describe('trendBuckets', () => {
  it('adds each day into its bucket and counts a day with no figures as zero', () => {
    const days = new Map([
      ['2025-06-01', figures({ signUps: 2, revenueCents: 9900 })],
      ['2025-06-03', figures({ signUps: 1, refunds: 1, refundsCents: 9900 })],
      ['2025-06-09', figures({ plans: 4 })],
    ]);
    const buckets = trendBuckets('2025-06-01', '2025-06-10', 'week', (date) => days.get(date));
    expect(buckets).toEqual([
      {
        start: '2025-06-01',
        end: '2025-06-07',
        ...figures({ signUps: 3, revenueCents: 9900, refunds: 1, refundsCents: 9900 }),
      },
      { start: '2025-06-08', end: '2025-06-10', ...figures({ plans: 4 }) },
    ]);
  });
});

describe('trendsQuerySchema', () => {
  const parse = (query: Record<string, string>) => v.safeParse(trendsQuerySchema, query);

  it('takes a range of up to 366 days, by day unless told', () => {
    expect(parse({ from: '2024-01-01', to: '2024-12-31' }).output).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      bucket: 'day',
    });
    expect(parse({ from: '2024-01-01', to: '2025-01-01' }).issues?.[0]?.message).toBe('dateRangeTooLong');
  });

  it.each([
    [{ from: '2025-02-30', to: '2025-03-01' }, 'dateRangeInvalid'],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'dateRangeInvalid'],
    [{ to: '2025-03-01' }, 'dateRangeInvalid'],
    [{ from: '2025-03-01', to: '2025-03-01', bucket: 'quarter' }, 'trendBucketInvalid'],
    [{ from: '9999-12-01', to: '9999-12-31' }, 'dateRangeOutOfBounds'],
    [{ from: '1999-12-31', to: '2000-01-01' }, 'dateRangeOutOfBounds'],
    [{ from: '2999-12-31', to: '3000-01-01' }, 'dateRangeOutOfBounds'],
  ])('refuses %j with %s (and never throws on a malformed date)', (query, message) => {
    expect(parse(query).issues?.[0]?.message).toBe(message);
  });
});

describe('the days a range may name', () => {
  const parse = (query: Record<string, string>) => v.safeParse(trendsQuerySchema, query);

  it('takes its first and last day, both ends included', () => {
    expect(parse({ from: '2000-01-01', to: '2000-01-31' }).success).toBe(true);
    expect(parse({ from: '2999-12-01', to: '2999-12-31' }).success).toBe(true);
  });
});

describe('startOfBusinessDay', () => {
  it('is midnight in Riyadh (UTC+3), and midnight of a daylight-saving zone on its change day', () => {
    expect(startOfBusinessDay('2025-06-01').toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(startOfBusinessDay('2025-03-30', 'Europe/Berlin').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfBusinessDay('2025-03-31', 'Europe/Berlin').toISOString()).toBe('2025-03-30T22:00:00.000Z');
  });
});

describe('conversionPercent', () => {
  it('is one decimal, and null with nothing to divide by', () => {
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(0, 0)).toBeNull();
  });
});
