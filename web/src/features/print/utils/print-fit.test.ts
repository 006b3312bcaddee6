import { describe, expect, it } from 'vitest';
import {
  MIN_PRINT_SCALE,
  nextPrintScale,
  PRINT_CONTENT_HEIGHT_PX,
  PRINT_CONTENT_WIDTH_MM,
} from './print-fit';

describe('print page fitting', () => {
  it('uses the A4 area inside 0.5in margins', () => {
    expect(PRINT_CONTENT_WIDTH_MM).toBeCloseTo(184.6, 1);
    expect(PRINT_CONTENT_HEIGHT_PX).toBeCloseTo(1026.5, 0);
  });

  it('keeps a page that fits and shrinks one that does not, down to a floor', () => {
    expect(nextPrintScale(1, 600)).toBe(1);
    const smaller = nextPrintScale(1, 1400);
    expect(smaller).toBeLessThan(1);
    expect(smaller).toBeGreaterThan(MIN_PRINT_SCALE);
    expect(nextPrintScale(1, 100_000)).toBe(MIN_PRINT_SCALE);
  });
});
