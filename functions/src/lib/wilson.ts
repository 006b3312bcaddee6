/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of a proportion: `successes` of `trials`, at 95 % by default. Unlike the
 * normal ("Wald") interval it stays inside [0, 1] and is honest with few trials and rates near 0 or 1,
 * which is what a young business's outcome figures are. Null with no trial.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] | null {
  if (trials <= 0) return null;
  if (successes < 0 || successes > trials) throw new RangeError('successes must lie in [0, trials]');
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or all successes the bound is exactly 0 or 1; the arithmetic would leave a rounding error there.
  return [
    successes === 0 ? 0 : Math.max(0, centre - half),
    successes === trials ? 1 : Math.min(1, centre + half),
  ];
}
