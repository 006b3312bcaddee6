import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareCivilDates,
  daysInMonth,
  diffDays,
  fromDayNumber,
  isCivilDate,
  parseCivilDate,
  PLAN_TIME_ZONE,
  todayInTimeZone,
  toDayNumber,
  wallClock,
  zoneOffsetMs,
} from './civil-date.ts';

describe('parseCivilDate / isCivilDate', () => {
  it.each([
    ['2025-01-01', { year: 2025, month: 1, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2028-12-31', { year: 2028, month: 12, day: 31 }],
  ])('accepts %s', (text, parts) => {
    expect(parseCivilDate(text)).toEqual(parts);
    expect(isCivilDate(text)).toBe(true);
  });

  it.each([
    '2025-02-30',
    '2025-02-29',
    '2100-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-1-01',
    '25-01-01',
    ' 2025-01-01',
    '2025-01-01T00:00',
    '2025/01/01',
    '',
    '٢٠٢٥-٠١-٠١',
  ])('rejects %j', (text) => {
    expect(parseCivilDate(text)).toBeNull();
    expect(isCivilDate(text)).toBe(false);
  });

  it.each([null, undefined, 20250101, new Date(0), ['2025-01-01']])('rejects the non-string %j', (value) => {
    expect(isCivilDate(value)).toBe(false);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2027, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });
});

describe('day numbers', () => {
  it('counts from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1969-12-31')).toBe(-1);
    expect(toDayNumber('2000-03-01')).toBe(11017);
    expect(fromDayNumber(0)).toBe('1970-01-01');
  });

  it('agrees with Date.UTC and round-trips for every day from 1899 to 2101', () => {
    const first = Date.UTC(1899, 0, 1) / 86_400_000;
    const last = Date.UTC(2101, 11, 31) / 86_400_000;
    for (let day = first; day <= last; day++) {
      const date = fromDayNumber(day);
      expect(new Date(day * 86_400_000).toISOString().slice(0, 10)).toBe(date);
      expect(toDayNumber(date)).toBe(day);
    }
  });

  it('throws on malformed input', () => {
    expect(() => toDayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => fromDayNumber(1.5)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', 300, '2026-12-26'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(diffDays(expected, date)).toBe(days);
  });

  it('compares', () => {
    expect(compareCivilDates('2026-01-01', '2026-01-02')).toBe(-1);
    expect(compareCivilDates('2026-01-02', '2026-01-02')).toBe(0);
    expect(compareCivilDates('2027-01-01', '2026-12-31')).toBe(1);
  });

  it.each([
    ['2026-11-30', 3, '2027-02-28'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-03-31', 3, '2026-06-30'],
    ['2026-10-15', 3, '2027-01-15'],
    ['2026-12-31', 3, '2027-03-31'],
    ['2028-02-29', 3, '2028-05-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-03-15', -3, '2025-12-15'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('todayInTimeZone', () => {
  const lateEveningUtc = new Date('2026-03-01T22:30:00Z');

  it.each([
    ['UTC', '2026-03-01'],
    [PLAN_TIME_ZONE, '2026-03-02'],
    ['Africa/Casablanca', '2026-03-01'],
    ['America/Los_Angeles', '2026-03-01'],
    ['Pacific/Kiritimati', '2026-03-02'],
  ])('in %s', (zone, expected) => {
    expect(todayInTimeZone(zone, lateEveningUtc)).toBe(expected);
  });

  it('crosses the year in the zone, not in UTC', () => {
    expect(todayInTimeZone('Asia/Riyadh', new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(todayInTimeZone('UTC', new Date('2026-12-31T21:00:00Z'))).toBe('2026-12-31');
  });

  it('rejects an unknown zone', () => {
    expect(() => todayInTimeZone('Mars/Olympus_Mons', lateEveningUtc)).toThrow(RangeError);
  });
});

describe('wallClock / zoneOffsetMs', () => {
  it('reads the clock of the zone, midnight as hour 0', () => {
    expect(wallClock(new Date('2026-03-01T21:00:05Z'), 'Asia/Riyadh')).toEqual({
      year: 2026,
      month: 3,
      day: 2,
      hour: 0,
      minute: 0,
      second: 5,
    });
  });

  it.each([
    ['UTC', '2026-07-01T12:00:00Z', 0],
    ['Asia/Riyadh', '2026-07-01T12:00:00Z', 3 * 3_600_000],
    ['Asia/Kolkata', '2026-07-01T12:00:00Z', 5.5 * 3_600_000],
    ['America/Los_Angeles', '2026-01-15T12:00:00Z', -8 * 3_600_000],
    ['America/Los_Angeles', '2026-07-01T12:00:00Z', -7 * 3_600_000],
    // Berlin moves from +1 to +2 at 01:00 UTC on 2026-03-29.
    ['Europe/Berlin', '2026-03-29T00:59:59Z', 3_600_000],
    ['Europe/Berlin', '2026-03-29T01:00:00Z', 2 * 3_600_000],
  ])('%s at %s is %d ms ahead of UTC', (zone, instant, expected) => {
    expect(zoneOffsetMs(zone, Date.parse(instant))).toBe(expected);
  });

  it('counts whole seconds of the instant only', () => {
    expect(zoneOffsetMs('Asia/Riyadh', Date.parse('2026-07-01T12:00:00.750Z'))).toBe(3 * 3_600_000);
  });

  it('rejects an unknown zone', () => {
    expect(() => zoneOffsetMs('Mars/Olympus_Mons', 0)).toThrow(RangeError);
  });
});
