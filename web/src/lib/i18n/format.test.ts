import { describe, expect, it } from 'vitest';
import { formatCivilDate, formatDate, formatHijriDate, isolateLeftToRight } from './format';

describe('formatDate', () => {
  it('writes the month in the UI language with Latin digits', () => {
    const juneTwelfth = '2025-06-12T12:00:00.000Z';
    expect(formatDate(juneTwelfth, 'en')).toBe('June 12, 2025');
    expect(formatDate(juneTwelfth, 'ar')).toContain('يونيو');
    expect(formatDate(juneTwelfth, 'ar')).toContain('2025');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('formatCivilDate and formatHijriDate', () => {
  it('write the Gregorian date without any time-zone shift', () => {
    expect(formatCivilDate('2025-06-24', 'en', { weekday: true })).toBe('Tuesday, June 24, 2025');
    expect(formatCivilDate('2025-06-24', 'ar', { weekday: true })).toBe('الثلاثاء، 24 يونيو 2025');
    expect(formatCivilDate('2026-01-01', 'en')).toBe('January 1, 2026');
  });

  it('write the same day on the Umm al-Qura calendar, with Latin digits', () => {
    expect(formatHijriDate('2025-06-24', 'ar')).toBe('28 ذو الحجة 1446 هـ');
    expect(formatHijriDate('2025-06-26', 'ar')).toBe('1 محرم 1447 هـ');
    expect(formatHijriDate('2026-03-20', 'ar')).toBe('1 شوال 1447 هـ');
    expect(formatHijriDate('2025-06-24', 'en')).toMatch(/^Dhuʻl-Hijjah 28, 1446 AH$/);
  });

  it('show an unreadable date as it came', () => {
    expect(formatCivilDate('2025-02-30', 'en')).toBe('2025-02-30');
    expect(formatHijriDate('soon', 'ar')).toBe('soon');
  });
});

describe('isolateLeftToRight', () => {
  it('isolates left-to-right text in Arabic only', () => {
    expect(isolateLeftToRight('$99', 'ar')).toBe('\u2066$99\u2069');
    expect(isolateLeftToRight('$99', 'en')).toBe('$99');
  });
});
