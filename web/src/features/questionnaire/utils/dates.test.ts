import { describe, expect, it } from 'vitest';
import type { QuestionnaireStep } from '@nasl/core';
import { deviceToday } from '@/lib/device/device-date';
import { lastPeriodLimits, schemaToday, stepToday } from './dates';
import { stepFields, TOTAL_STEPS } from './steps';

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

  it('check the date question against the server’s day, and the other steps against the device’s', () => {
    // Just after 21:00 UTC it is already tomorrow in Riyadh; on a device west of it, still today.
    const now = new Date('2026-11-22T21:30:00Z');
    const steps = Array.from({ length: TOTAL_STEPS }, (_, index) => (index + 1) as QuestionnaireStep);
    const dateStep = steps.find((step) => stepFields(step).includes('lastPeriodDate'))!;
    expect(stepToday(dateStep, now)).toBe('2026-11-23');
    for (const step of steps.filter((step) => step !== dateStep)) {
      expect(stepToday(step, now)).toBe(deviceToday(now));
    }
  });
});
