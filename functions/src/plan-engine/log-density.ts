/** Log densities and sums of the cycle model, computed without overflow. */
const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

export function logNormal(x: number, mean: number, sd: number): number {
  const z = (x - mean) / sd;
  return -0.5 * z * z - Math.log(sd) - LOG_SQRT_2PI;
}

export function logSum(a: number, b: number): number {
  return a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));
}

/** log(w1 N(x; m1, v1) + w2 N(x; m2, v2)), weights and variances given: the hot path, one log. */
export function logMixture(
  x: number,
  w1: number,
  m1: number,
  v1: number,
  w2: number,
  m2: number,
  v2: number,
): number {
  const d1 = x - m1;
  const d2 = x - m2;
  const sum =
    (w1 * Math.exp((-0.5 * d1 * d1) / v1)) / Math.sqrt(v1) +
    (w2 * Math.exp((-0.5 * d2 * d2) / v2)) / Math.sqrt(v2);
  if (sum > 0) return Math.log(sum) - LOG_SQRT_2PI;
  // Both too far to count in floating point: compare them in logs.
  return logSum(
    Math.log(w1) + logNormal(x, m1, Math.sqrt(v1)),
    Math.log(w2) + logNormal(x, m2, Math.sqrt(v2)),
  );
}

/** A running log of a sum of exponentials: one exp a term, one log at the end. */
export class LogTotal {
  private top = -Infinity;
  private sum = 0;
  add(score: number): void {
    if (score === -Infinity) return;
    if (score > this.top) {
      this.sum = this.sum * Math.exp(this.top - score) + 1;
      this.top = score;
    } else this.sum += Math.exp(score - this.top);
  }
  get value(): number {
    return this.top === -Infinity ? -Infinity : this.top + Math.log(this.sum);
  }
}

/** P(X > x) for a normal X. */
export function normalTail(x: number, mean: number, sd: number): number {
  const z = (x - mean) / (sd * Math.SQRT2);
  // Abramowitz-Stegun 7.1.26: erfc within 1.5e-7, enough for a likelihood.
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-z * z);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}
