import {
  COARSE_STEP,
  CYCLE_PRIORS,
  type CycleModelInput,
  SAME_SURGE_DAYS,
  type Spread,
  USUAL_LENGTH_GRID,
} from './cycle-priors.ts';
import {
  LOG_REAL,
  readOpenStretch,
  readStretch,
  type Stretch,
  type StretchReading,
  stretchesOf,
} from './cycle-stretches.ts';
import { logNormal } from './log-density.ts';

/**
 * Her cycles as one model (docs/plan-method.md, section 4). Everything she told and logged is read at
 * once: the answered last period and length, every logged period start and every positive LH test. Each
 * logged start is either a real period (cycle day 1) or spotting; between two real periods lie one, two or
 * three cycles (a period she did not log); a start a few days after the answered one may be the same
 * period, the answer being a memory. The reading chosen is the most likely one under the published
 * distributions (cycle-priors.ts), found exactly by dynamic programming over the starts (cycle-stretches.ts)
 * for every usual length on a half-day grid. Her own say over an entry (`reading`) is never overruled.
 *
 * Units are days; dates are day numbers (days since 1970-01-01).
 */

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

const P = CYCLE_PRIORS;

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
