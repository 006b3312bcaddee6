import type { PeriodReading } from '@nasl/core';

/**
 * Her cycles as one model (docs/plan-method.md, section 4). Everything she told and logged is read at
 * once: the answered last period and length, every logged period start and every positive LH test. Each
 * logged start is either a real period (cycle day 1) or spotting; between two real periods lie one, two or
 * three cycles (a period she did not log); a start a few days after the answered one may be the same
 * period, the answer being a memory. The reading chosen is the most likely one under the published
 * distributions below, found exactly by dynamic programming over the starts for every usual length on a
 * half-day grid. Her own say over an entry (`reading`) is never overruled.
 *
 * Units are days; dates are day numbers (days since 1970-01-01).
 */
export const CYCLE_PRIORS = {
  /** Mean cycle length, 612,613 cycles (Bull et al., npj Digit Med 2019). */
  usualLength: 29.3,
  /**
   * How far one woman's usual length may lie from the mean: wide (cycles of 21 to 35 days are all usual),
   * so that her own answer and cycles decide.
   */
  usualLengthSd: 6,
  /**
   * How far one cycle lies from her usual length, and how much of that is in the follicular phase, where
   * most of the variation lies (Fehring 2006): women differ, many fairly regular and many varying by a week
   * or more (Creinin 2004). The model finds which she is from her own cycles.
   */
  spreads: [
    { share: 0.6, cycleSd: 1.8, follicularSd: 1.4 },
    { share: 0.4, cycleSd: 3.4, follicularSd: 3.2 },
  ],
  /** Mean luteal phase, from the day after ovulation to the day before the next period (Bull 2019; Fehring 2006). */
  luteal: 12.4,
  /** How far one woman's luteal phase lies from the mean (Fehring 2006: 12.4 ± 2.0 over all cycles). */
  lutealSd: 1.6,
  /** One cycle's luteal phase against her own: it is steady (Lenton et al., BJOG 1984). */
  lutealCycleSd: 1.2,
  /**
   * Her answered length, as one observation of her usual length: a remembered figure, often days off
   * (Small et al., Ann Epidemiol 2007), so that two or three logged cycles outweigh it.
   */
  answerSd: 4.5,
  /** Her answered last period date: a remembered date. */
  answerDateSd: 1.5,
  /** A cycle far from her usual one (delayed ovulation, a cycle without ovulation). */
  outlierCycleShare: 0.05,
  /** A logged period start that is bleeding between periods, not a period (FIGO 2018). */
  spottingShare: 0.07,
  /** A period she does not log. */
  missedLogShare: 0.1,
  /** A logged positive LH test that does not announce ovulation (a false positive). */
  falseLhShare: 0.07,
  /** A logged start under 15 days after the answered last period is that period: the answer was off. */
  correctionShare: 0.3,
} as const;

/** How much one woman's cycles vary (one of `CYCLE_PRIORS.spreads`). */
export interface Spread {
  share: number;
  cycleSd: number;
  follicularSd: number;
}

/** An outlier cycle: ovulation delayed by one to three weeks (or absent). */
const OUTLIER = { shift: 14, sd: 7 } as const;
/** The days a false positive may fall on: any of the days she tests. */
const FALSE_LH_DAY_DENSITY = 1 / 20;
/** Positive tests this close to the one before are the same surge. */
const SAME_SURGE_DAYS = 3;
/** A correction of the answered date lies at most this many days after it. */
const MAX_CORRECTION_DAYS = 14;
/** Usual lengths the model considers. */
const USUAL_LENGTH_GRID = { from: 21, to: 45, step: 0.5 } as const;
const MAX_MISSED = 2;
/** The first search over usual lengths, in days; then half days around its best. */
const COARSE_STEP = 3;
/** At most this many logged starts in a row are read as spotting. */
const MAX_SPOTTING_IN_A_ROW = 3;

export interface PeriodStartInput {
  day: number;
  /** Her say over this entry, which the model keeps. */
  reading?: PeriodReading;
}

export interface CycleModelInput {
  answeredPeriod: number;
  answeredLength: number;
  periodLength: number;
  /** Sorted, one per day, none before the answered period. */
  periodStarts: readonly PeriodStartInput[];
  /** Sorted, one per day, none before the answered period. */
  lhPositives: readonly number[];
}

/** How a logged period start is read. */
export type StartReading =
  { kind: 'period'; cyclesBefore: number; correctsAnswer: boolean } | { kind: 'spotting' };

/** How a positive LH test is read: the surge of its cycle, or set aside (and why). */
export type LhReading = { used: true } | { used: false; reason: 'bleeding' | 'same-surge' | 'unlikely' };

export interface CycleModel {
  /** The real period starts, in order: the answered one first unless a logged start corrects it. */
  periods: { day: number; logged: boolean; cyclesBefore: number }[];
  starts: StartReading[];
  lh: LhReading[];
  usualLength: number;
  usualLengthSd: number;
  /** How much her cycles vary, as the model finds from them. */
  spread: Spread;
  luteal: number;
  lutealSd: number;
  /** Cycles whose luteal phase her LH tests measured. */
  lutealCycles: number;
  /** Whole cycles between logged periods (one each, no period missed) the estimate rests on. */
  cyclesMeasured: number;
  /** Single cycles far from her usual length: [start, next start). */
  outlierCycles: [number, number][];
}

const LOG_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

function logNormal(x: number, mean: number, sd: number): number {
  const z = (x - mean) / sd;
  return -0.5 * z * z - Math.log(sd) - LOG_SQRT_2PI;
}

function logSum(a: number, b: number): number {
  return a > b ? a + Math.log1p(Math.exp(b - a)) : b + Math.log1p(Math.exp(a - b));
}

/** log(w1 N(x; m1, v1) + w2 N(x; m2, v2)), weights and variances given: the hot path, one log. */
function logMixture(
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
class LogTotal {
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
function normalTail(x: number, mean: number, sd: number): number {
  const z = (x - mean) / (sd * Math.SQRT2);
  // Abramowitz-Stegun 7.1.26: erfc within 1.5e-7, enough for a likelihood.
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-z * z);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

const P = CYCLE_PRIORS;
const LOG_REAL = Math.log(1 - P.spottingShare);
const LOG_SPOTTING = Math.log(P.spottingShare);
const LOG_FALSE_LH = Math.log(P.falseLhShare);
const LOG_TRUE_LH = Math.log(1 - P.falseLhShare);
const LOG_FALSE_LH_DAY = Math.log(FALSE_LH_DAY_DENSITY);

/**
 * log density of the cycle day of ovulation (the follicular phase, ovulation day included), in a usual
 * cycle or an outlier, counted from a start known up to `startVariance`.
 */
function logFollicular(
  days: number,
  usual: number,
  luteal: number,
  startVariance: number,
  spread: Spread,
): number {
  return logMixture(
    days,
    1 - P.outlierCycleShare,
    usual - luteal,
    spread.follicularSd ** 2 + startVariance,
    P.outlierCycleShare,
    usual - luteal + OUTLIER.shift,
    OUTLIER_VARIANCE + startVariance,
  );
}

/** The first positive of each surge, in [from, to), outside the bleeding that starts at `from`. */
function surges(lh: readonly number[], from: number, to: number, periodLength: number): number[] {
  const found: number[] = [];
  for (const day of lh) {
    if (day < from + periodLength || day >= to) continue;
    if (found.length > 0 && day - found.at(-1)! <= SAME_SURGE_DAYS) continue;
    found.push(day);
  }
  return found;
}

/**
 * A stretch that a reading may make one piece: from a real period start (`from`, index `i`, -1 for the
 * answer) to the next (`to`, index `j`; `j` = the number of starts for the open stretch after the last one),
 * every start between them read as spotting.
 */
interface Stretch {
  i: number;
  j: number;
  from: number;
  to: number;
  fromAnswer: boolean;
  /** The surges that may be this stretch's (a single cycle's). */
  surges: number[];
  /** She called its end a period: her period as she logged it, following the one before (none missed). */
  oneCycle: boolean;
  /** log P of the starts between, read as spotting. */
  spotting: number;
}

/** How one stretch is read: how many cycles, and which surge, if any, is its cycle's. */
interface StretchReading {
  cycles: number;
  surge: number | null;
}

const LOG_MISSED = Math.log(P.missedLogShare);
const LOG_LOGGED = Math.log(1 - P.missedLogShare);
const LOG_CORRECTION = Math.log(P.correctionShare);
const LOG_NOT_CORRECTION = Math.log(1 - P.correctionShare);
const ANSWER_DATE_VARIANCE = P.answerDateSd ** 2;
const OUTLIER_VARIANCE = OUTLIER.sd ** 2;

/** log P(`cycles` cycles in a row last `gap` days), the first counted from a start known up to `startVariance`. */
function logCyclesGap(
  gap: number,
  cycles: number,
  usual: number,
  startVariance: number,
  spread: Spread,
): number {
  const normalShare = (1 - P.outlierCycleShare) ** cycles;
  const variance = cycles * spread.cycleSd ** 2 + startVariance;
  return logMixture(
    gap,
    normalShare,
    cycles * usual,
    variance,
    1 - normalShare,
    cycles * usual + OUTLIER.shift,
    variance + OUTLIER_VARIANCE,
  );
}

/**
 * One closed stretch at one usual length: the likelihood of every way to read it, summed (so that her usual
 * length is not pulled by one reading of an ambiguous stretch), and the most likely one traced: how many
 * cycles (several: periods not logged; none: the logged start is the answered period), and for a single
 * cycle the surge that explains it best. A false
 * positive's day is spread over the days she tests; in a stretch of several cycles a surge belongs to one of
 * them, about where her tests are, so it weighs as much as a false one.
 */
function readStretch(
  stretch: Stretch,
  usual: number,
  luteal: number,
  spread: Spread,
  trace: StretchReading | null,
): number {
  const gap = stretch.to - stretch.from;
  const startVariance = stretch.fromAnswer ? ANSWER_DATE_VARIANCE : 0;
  const candidates = stretch.surges;
  const allFalse = candidates.length * LOG_FALSE_LH;
  let best = -Infinity;
  const total = new LogTotal();
  let bestCycles = 1;
  let bestSurge: number | null = null;
  if (stretch.fromAnswer && gap <= MAX_CORRECTION_DAYS) {
    // Asked about a start this soon after the answered period, she says it is her period: the answer was off.
    best = LOG_CORRECTION + (stretch.oneCycle ? 0 : logNormal(gap, 0, P.answerDateSd)) + allFalse;
    total.add(best);
    bestCycles = 0;
    if (stretch.oneCycle) {
      if (trace) [trace.cycles, trace.surge] = [0, null];
      return best;
    }
  }
  const base = stretch.fromAnswer ? LOG_NOT_CORRECTION : 0;
  for (let cycles = 1; cycles <= (stretch.oneCycle ? 1 : MAX_MISSED + 1); cycles++) {
    const prior = base + LOG_LOGGED + (cycles - 1) * LOG_MISSED;
    const score =
      prior + logCyclesGap(gap, cycles, usual, startVariance, spread) + (cycles === 1 ? allFalse : 0);
    total.add(score);
    if (score > best) {
      best = score;
      bestCycles = cycles;
      bestSurge = null;
    }
  }
  const oneCycle =
    base + LOG_LOGGED + LOG_TRUE_LH + (candidates.length - 1) * LOG_FALSE_LH - LOG_FALSE_LH_DAY;
  for (const surge of candidates) {
    const score =
      oneCycle +
      logFollicular(surge + 2 - stretch.from, usual, luteal, startVariance, spread) +
      logNormal(stretch.to - surge - 2, luteal, P.lutealCycleSd);
    total.add(score);
    if (score > best) {
      best = score;
      bestCycles = 1;
      bestSurge = surge;
    }
  }
  if (trace) {
    trace.cycles = bestCycles;
    trace.surge = bestSurge;
  }
  return total.value;
}

/**
 * The stretch after her last real period at one usual length: no end yet, but nothing she logged says it
 * ended before her latest entry (`to`) — unless she missed logging that period.
 */
function readOpenStretch(
  stretch: Stretch,
  usual: number,
  luteal: number,
  spread: Spread,
  trace: StretchReading | null,
): number {
  const startVariance = stretch.fromAnswer ? ANSWER_DATE_VARIANCE : 0;
  const elapsed = stretch.to - stretch.from;
  const survival =
    (1 - P.outlierCycleShare) * normalTail(elapsed, usual, Math.sqrt(spread.cycleSd ** 2 + startVariance)) +
    P.outlierCycleShare *
      normalTail(elapsed, usual + OUTLIER.shift, Math.sqrt(OUTLIER_VARIANCE + startVariance));
  const candidates = stretch.surges;
  let best = candidates.length * LOG_FALSE_LH + Math.log(survival + (1 - survival) * P.missedLogShare);
  const total = new LogTotal();
  total.add(best);
  let bestSurge: number | null = null;
  const oneSurge = LOG_TRUE_LH + (candidates.length - 1) * LOG_FALSE_LH - LOG_FALSE_LH_DAY;
  for (const surge of candidates) {
    const lutealSurvival = normalTail(stretch.to - surge - 2, luteal, P.lutealCycleSd);
    const score =
      oneSurge +
      logFollicular(surge + 2 - stretch.from, usual, luteal, startVariance, spread) +
      Math.log(lutealSurvival + (1 - lutealSurvival) * P.missedLogShare);
    total.add(score);
    if (score > best) {
      best = score;
      bestSurge = surge;
    }
  }
  if (trace) {
    trace.cycles = 1;
    trace.surge = bestSurge;
  }
  return total.value;
}

/** Every stretch a reading may hold, computed once for all usual lengths. */
function stretchesOf(input: CycleModelInput): Stretch[][] {
  const starts = input.periodStarts;
  const n = starts.length;
  const dayOf = (index: number) => (index < 0 ? input.answeredPeriod : starts[index]!.day);
  const lastEntry = Math.max(
    input.answeredPeriod,
    starts.at(-1)?.day ?? -Infinity,
    input.lhPositives.at(-1) ?? -Infinity,
  );
  const byEnd: Stretch[][] = [];
  for (let j = 0; j <= n; j++) {
    const list: Stretch[] = [];
    byEnd.push(list);
    if (j < n && starts[j]!.reading === 'spotting') continue;
    const to = j < n ? dayOf(j) : lastEntry;
    for (let i = j - 1; i >= -1; i--) {
      if (i >= 0 && starts[i]!.reading === 'spotting') continue;
      const from = dayOf(i);
      const between = j - i - 1;
      const spottingSpan = j < n ? Math.max(to - from, 1) : Math.max(to - from, 1, 28);
      list.push({
        i,
        j,
        from,
        to,
        fromAnswer: i < 0,
        surges: surges(input.lhPositives, from, j < n ? to : Infinity, input.periodLength),
        oneCycle: j < n && starts[j]!.reading === 'period',
        spotting: between * (LOG_SPOTTING - Math.log(spottingSpan)),
      });
      // A start she called a period cannot be read as spotting; nor can a long run of starts.
      if ((i >= 0 && starts[i]!.reading === 'period') || between >= MAX_SPOTTING_IN_A_ROW) break;
    }
  }
  return byEnd;
}

interface Reading {
  score: number;
  /** Indexes of the starts read as real periods, in order, the answer (-1) first. */
  real: number[];
  /** How each stretch between them (and the open one after the last) is read. */
  stretches: StretchReading[];
}

/**
 * The most likely reading at one usual length: best[j + 1] is the best score of a reading in which start j
 * is a real period (best[0]: the answer), all starts between it and the previous real one spotting.
 */
function bestReading(
  byEnd: Stretch[][],
  usual: number,
  luteal: number,
  spread: Spread,
  trace: boolean,
): Reading {
  const n = byEnd.length - 1;
  const best = new Float64Array(n + 2).fill(-Infinity);
  const cameFrom: (Stretch | null)[] = new Array<Stretch | null>(n + 2).fill(null);
  best[0] = 0;
  for (let j = 0; j <= n; j++) {
    for (const stretch of byEnd[j]!) {
      const before = best[stretch.i + 1]!;
      if (before === -Infinity) continue;
      const score =
        before +
        stretch.spotting +
        (j < n
          ? readStretch(stretch, usual, luteal, spread, null) + LOG_REAL
          : readOpenStretch(stretch, usual, luteal, spread, null));
      if (score > best[j + 1]!) {
        best[j + 1] = score;
        cameFrom[j + 1] = stretch;
      }
    }
  }
  const score = best[n + 1]!;
  if (!trace) return { score, real: [], stretches: [] };
  const real: number[] = [];
  const stretches: StretchReading[] = [];
  for (let stretch = cameFrom[n + 1]; stretch; stretch = cameFrom[stretch.i + 1]!) {
    const reading: StretchReading = { cycles: 1, surge: null };
    if (stretch.j < n) readStretch(stretch, usual, luteal, spread, reading);
    else readOpenStretch(stretch, usual, luteal, spread, reading);
    stretches.unshift(reading);
    real.unshift(stretch.i);
    if (stretch.i < 0) break;
  }
  return { score, real, stretches };
}

/** Usual lengths worth searching: around her answer and the gaps between her starts, as one or two cycles. */
function searchRange(input: CycleModelInput): [number, number] {
  const days = [input.answeredPeriod, ...input.periodStarts.map((start) => start.day)];
  const pointers = [input.answeredLength];
  for (let index = 1; index < days.length; index++) {
    const gap = days[index]! - days[index - 1]!;
    for (const cycles of [1, 2]) {
      const length = gap / cycles;
      if (length >= USUAL_LENGTH_GRID.from && length <= USUAL_LENGTH_GRID.to) pointers.push(length);
    }
  }
  const margin = 6;
  return [
    Math.max(USUAL_LENGTH_GRID.from, Math.floor(Math.min(...pointers) - margin)),
    Math.min(USUAL_LENGTH_GRID.to, Math.ceil(Math.max(...pointers) + margin)),
  ];
}

/**
 * Her usual length and how much her cycles vary: the prior and her answer, times her entries read at that
 * length. Searched on a 2-day grid for each spread, then at half days around the best; the estimate's spread
 * from the curvature there.
 */
function fitUsualLength(
  input: CycleModelInput,
  byEnd: Stretch[][],
  luteal: number,
  around?: { mode: number; spread: Spread },
) {
  const score = (usual: number, spread: Spread) =>
    Math.log(spread.share) +
    logNormal(usual, P.usualLength, P.usualLengthSd) +
    logNormal(input.answeredLength, usual, P.answerSd) +
    bestReading(byEnd, usual, luteal, spread, false).score;
  let mode: number = around?.mode ?? USUAL_LENGTH_GRID.from;
  let spread: Spread = around?.spread ?? P.spreads[0];
  let top = around ? score(mode, spread) : -Infinity;
  // A second look (her luteal phase learnt) starts from the first one's answer. The first searches the
  // lengths her answer and her gaps (as one cycle, or two) point to, and a few days around them.
  const [from, to] = searchRange(input);
  for (const candidate of around ? [] : P.spreads) {
    for (let usual = from; usual <= to; usual += COARSE_STEP) {
      const value = score(usual, candidate);
      if (value > top) [top, mode, spread] = [value, usual, candidate];
    }
  }
  const step = USUAL_LENGTH_GRID.step;
  const fine = new Map<number, number>([[mode, top]]);
  const fineScore = (usual: number) => {
    let value = fine.get(usual);
    if (value === undefined) fine.set(usual, (value = score(usual, spread)));
    return value;
  };
  // Half days around the best, walking on while the score still rises.
  for (let usual = mode - step; usual >= USUAL_LENGTH_GRID.from && fineScore(usual) > top; usual -= step) {
    [top, mode] = [fine.get(usual)!, usual];
  }
  for (let usual = mode + step; usual <= USUAL_LENGTH_GRID.to && fineScore(usual) > top; usual += step) {
    [top, mode] = [fine.get(usual)!, usual];
  }
  const left = fineScore(mode - step);
  const right = fineScore(mode + step);
  // A parabola through the best point and its neighbours: its vertex and its width.
  const curvature = (left - 2 * top + right) / step ** 2;
  const shift = curvature < 0 ? Math.max(Math.min((left - right) / (2 * curvature * step), step), -step) : 0;
  return {
    mode,
    spread,
    mean: mode + shift,
    sd: curvature < 0 ? Math.sqrt(-1 / curvature) : P.usualLengthSd,
  };
}

/** Her luteal phase: the prior, then each cycle whose surge and next period she logged. */
function fitLuteal(reading: Reading, input: CycleModelInput): { luteal: number; sd: number; cycles: number } {
  const dayOf = (index: number) => (index < 0 ? input.answeredPeriod : input.periodStarts[index]!.day);
  const observed: number[] = [];
  reading.real.forEach((index, position) => {
    const stretch = reading.stretches[position]!;
    const next = reading.real[position + 1];
    if (next === undefined || stretch.surge === null || stretch.cycles !== 1) return;
    observed.push(dayOf(next) - stretch.surge - 2);
  });
  const priorPrecision = 1 / P.lutealSd ** 2;
  const cyclePrecision = 1 / P.lutealCycleSd ** 2;
  const precision = priorPrecision + observed.length * cyclePrecision;
  const luteal =
    (P.luteal * priorPrecision + observed.reduce((a, b) => a + b, 0) * cyclePrecision) / precision;
  return { luteal, sd: Math.sqrt(1 / precision), cycles: observed.length };
}

/**
 * The most likely reading of everything she told and logged, with her usual length and luteal phase. Two
 * passes: the luteal phase learnt from the first reading's surges is used to read them again.
 */
export function readCycles(input: CycleModelInput): CycleModel {
  const byEnd = stretchesOf(input);
  let luteal: { luteal: number; sd: number; cycles: number } = {
    luteal: P.luteal,
    sd: P.lutealSd,
    cycles: 0,
  };
  let usual = fitUsualLength(input, byEnd, luteal.luteal);
  let reading = bestReading(byEnd, usual.mode, luteal.luteal, usual.spread, true);
  const learnt = fitLuteal(reading, input);
  if (learnt.cycles > 0) {
    luteal = learnt;
    usual = fitUsualLength(input, byEnd, luteal.luteal, usual);
    reading = bestReading(byEnd, usual.mode, luteal.luteal, usual.spread, true);
    luteal = fitLuteal(reading, input);
  }
  return describe(reading, input, usual, luteal);
}

function describe(
  reading: Reading,
  input: CycleModelInput,
  usual: { mean: number; sd: number; spread: Spread },
  luteal: { luteal: number; sd: number; cycles: number },
): CycleModel {
  const dayOf = (index: number) => (index < 0 ? input.answeredPeriod : input.periodStarts[index]!.day);
  const starts: StartReading[] = input.periodStarts.map(() => ({ kind: 'spotting' }));
  const periods: CycleModel['periods'] = [];
  const outlierCycles: [number, number][] = [];
  const usedSurges = new Set<number>();
  let cyclesMeasured = 0;
  reading.real.forEach((index, position) => {
    const stretch = position === 0 ? null : reading.stretches[position - 1]!;
    const cyclesBefore = stretch?.cycles ?? 0;
    if (stretch?.surge != null) usedSurges.add(stretch.surge);
    if (index >= 0) {
      starts[index] = { kind: 'period', cyclesBefore, correctsAnswer: position === 1 && cyclesBefore === 0 };
    }
    if (cyclesBefore === 0 && position === 1) {
      // The logged start replaces the answered one.
      periods[0] = { day: dayOf(index), logged: true, cyclesBefore: 0 };
      return;
    }
    periods.push({ day: dayOf(index), logged: index >= 0, cyclesBefore });
    if (cyclesBefore === 1 && position > 0) {
      const previous = periods.at(-2)!;
      const gap = dayOf(index) - previous.day;
      cyclesMeasured++;
      if (Math.abs(gap - usual.mean) > 3 * usual.spread.cycleSd)
        outlierCycles.push([previous.day, dayOf(index)]);
    }
  });
  const open = reading.stretches.at(-1);
  if (open?.surge != null) usedSurges.add(open.surge);
  const bleeding = (day: number) =>
    periods.some((period) => day >= period.day && day < period.day + input.periodLength);
  let previousPositive = -Infinity;
  const lh: LhReading[] = input.lhPositives.map((day) => {
    const sameSurge = day - previousPositive <= SAME_SURGE_DAYS;
    previousPositive = day;
    if (usedSurges.has(day)) return { used: true };
    if (bleeding(day)) return { used: false, reason: 'bleeding' };
    return { used: false, reason: sameSurge ? 'same-surge' : 'unlikely' };
  });
  return {
    periods,
    starts,
    lh,
    usualLength: usual.mean,
    usualLengthSd: usual.sd,
    spread: usual.spread,
    luteal: luteal.luteal,
    lutealSd: luteal.sd,
    lutealCycles: luteal.cycles,
    cyclesMeasured,
    outlierCycles,
  };
}
