import { describe, expect, it } from 'vitest';
import { civilToLocalDate, deviceToday, lastPeriodLimits, localDateToCivil, schemaToday } from './dates';

describe('wizard dates', () => {
  it('turn a civil date into local midnight and back, without a time-zone shift', () => {
    const date = civilToLocalDate('2026-03-01');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 1, 0]);
    expect(localDateToCivil(date)).toBe('2026-03-01');
    for (const civil of ['2024-02-29', '2026-12-31', '2027-01-01']) {
      expect(localDateToCivil(civilToLocalDate(civil))).toBe(civil);
    }
  });

  it('validate against the server’s calendar (Asia/Riyadh)', () => {
    expect(schemaToday(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(schemaToday(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });

  it('allow up to tomorrow and back one year', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const limits = lastPeriodLimits(now);
    expect(limits.max <= '2026-11-24').toBe(true);
    expect(limits.max >= deviceToday(now)).toBe(true);
    expect(limits.min).toBe(`${Number(schemaToday(now).slice(0, 4)) - 1}${schemaToday(now).slice(4)}`);
  });
});
