import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMoney,
  formatPercentOneDecimal,
  formatPercentWhole,
  formatShortDate,
} from './format';

describe('admin number formatting', () => {
  it('shows funnel percentages with exactly one decimal', () => {
    expect(formatPercentOneDecimal(66.7, 'en-US')).toBe('66.7%');
    expect(formatPercentOneDecimal(50, 'en-US')).toBe('50.0%');
    expect(formatPercentOneDecimal(0, 'en-US')).toBe('0.0%');
    expect(formatPercentOneDecimal(33.3, 'ar-u-nu-latn')).toBe('33.3%');
  });

  it('shows gender shares as whole percents and counts with grouping', () => {
    expect(formatPercentWhole(67, 'en-US')).toBe('67%');
    expect(formatCount(10000, 'en-US')).toBe('10,000');
    expect(formatCount(10000, 'ar-u-nu-latn')).toMatch(/^10.000$/);
  });

  it('shows money totals with cents and grouping', () => {
    expect(formatMoney(49014900, 'en-US')).toBe('$490,149.00');
    expect(formatMoney(100, 'en-US')).toBe('$1.00');
    expect(formatMoney(0, 'ar-u-nu-latn')).toBe('$0.00');
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatShortDate('not a date', 'en-US')).toBe('not a date');
    expect(formatShortDate('2025-06-12T10:00:00.000Z', 'en-US')).toBe('Jun 12, 2025');
  });
});
