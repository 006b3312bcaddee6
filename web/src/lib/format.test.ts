import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

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
