import { afterEach, describe, expect, it, vi } from 'vitest';
import { gregorianFormatter, hijriFormatter, prepareDateFormatters } from './date-formatters';
import { formatCivilDate, formatHijriDate } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareDateFormatters', () => {
  it('makes every formatter the plan formats its dates with, so its first render makes none', () => {
    prepareDateFormatters('en');
    const made = vi.spyOn(Intl, 'DateTimeFormat');

    expect(formatCivilDate('2025-06-24', 'en', { weekday: true })).toBe('Tuesday, June 24, 2025');
    expect(formatCivilDate('2025-06-24', 'en')).toBe('June 24, 2025');
    expect(formatHijriDate('2025-06-24', 'en')).toMatch(/1446 AH$/);
    expect(made).not.toHaveBeenCalled();
  });

  it('makes each formatter once per language and options', () => {
    expect(gregorianFormatter('ar', true)).toBe(gregorianFormatter('ar', true));
    expect(gregorianFormatter('ar', true)).not.toBe(gregorianFormatter('ar', false));
    expect(hijriFormatter('ar')).not.toBe(hijriFormatter('en'));
  });
});
