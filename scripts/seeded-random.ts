/**
 * A small seeded generator (mulberry32) for the seed script and the benches: the same seed gives the same
 * people and answer sets, so runs stay comparable.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  integer(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (values) => values[Math.floor(next() * values.length)]!,
  };
}
