import {
  CYCLE_PRIORS,
  type CycleModelInput,
  FALSE_LH_DAY_DENSITY,
  MAX_CORRECTION_DAYS,
  MAX_MISSED,
  MAX_SPOTTING_IN_A_ROW,
  OUTLIER,
  SAME_SURGE_DAYS,
  type Spread,
} from './cycle-priors.ts';
import { LogTotal, logMixture, logNormal, normalTail } from './log-density.ts';

/*
 * The pieces of a reading of her entries: stretches from one real period start to the next, each read as one
 * or several cycles (periods not logged) with or without its surge, and its likelihood under the priors.
 */
const P = CYCLE_PRIORS;
export const LOG_REAL = Math.log(1 - P.spottingShare);
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
export interface Stretch {
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
export interface StretchReading {
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
export function readStretch(
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
export function readOpenStretch(
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
export function stretchesOf(input: CycleModelInput): Stretch[][] {
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
