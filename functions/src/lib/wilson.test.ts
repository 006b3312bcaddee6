import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson.ts';

/** Published values, to 4 places (Newcombe, Stat Med 1998; 17: 857-72, table I, method 3; and the usual tables). */
const KNOWN: [number, number, [number, number]][] = [
  [81, 263, [0.2553, 0.3662]],
  [15, 148, [0.0624, 0.1605]],
  [0, 20, [0, 0.1611]],
  [1, 29, [0.0061, 0.1718]],
  [5, 10, [0.2366, 0.7634]],
  [10, 10, [0.7225, 1]],
];

describe('wilsonInterval', () => {
  it.each(KNOWN)('%i of %i → %j', (successes, trials, [lo, hi]) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval[0]).toBeCloseTo(lo, 4);
    expect(interval[1]).toBeCloseTo(hi, 4);
  });

  it('is symmetric about a half, stays inside [0, 1] and narrows with more trials', () => {
    const [lo, hi] = wilsonInterval(30, 60)!;
    expect(lo + hi).toBeCloseTo(1, 12);
    const narrow = wilsonInterval(300, 600)!;
    expect(narrow[1] - narrow[0]).toBeLessThan(hi - lo);
    for (let x = 0; x <= 7; x++) {
      const [a, b] = wilsonInterval(x, 7)!;
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(x / 7);
      expect(b).toBeGreaterThanOrEqual(x / 7);
    }
  });

  it('has no interval without a trial, and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
  });
});
