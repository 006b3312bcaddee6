import { describe, expect, it } from 'vitest';
import { deviceToday } from '@/lib/device-date';
import { lastPeriodLimits, schemaToday } from './dates';

describe('wizard dates', () => {
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
