import {
  addMonths,
  type CivilDate,
  type CycleEventType,
  type CycleLengthSource,
  diffDays,
  fromDayNumber,
  PLAN_LENGTH_MONTHS,
  PLAUSIBLE_CYCLE_GAP_DAYS,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';

/**
 * The calendar side of the method (docs/plan-method.md, sections 3 and 4). Cycle day 1 is the first day of
 * bleeding. Ovulation is taken on cycle day L − 13: 13 days of luteal phase follow it (Bull 2019 measured a
 * mean of 12.4 days over 600,000 cycles; the textbook 14 puts ovulation a day too early on average).
 * Dates are handled here as day numbers (days since 1970-01-01).
 */
export const LUTEAL_PHASE_DAYS = 13;

/** Attempt days, counted back from ovulation (0 = ovulation day). Shettles: boy at ovulation, girl 2-4 days before. */
export const DAYS_BEFORE_OVULATION = {
  boy: [1, 0],
  girl: [4, 3, 2],
} as const satisfies Record<TargetGender, readonly number[]>;

/** Boy plan after a positive LH test: ovulation follows the surge by 24-36 h, so the next two days. */
export const BOY_DAYS_AFTER_LH_POSITIVE = [1, 2] as const;

/** Boy plan: days without intercourse before a cycle's first attempt (WHO: 2-7 days; Shettles: 2-5). */
export const ABSTAIN_DAYS = 4;

/** LH tests start this many days before a cycle's first attempt day and run to the expected ovulation. */
export const LH_TEST_LEAD_DAYS = 3;

/** Girl plan: no unprotected intercourse from the day after her window until this many days after ovulation. */
export const AVOID_DAYS_AFTER_OVULATION = 2;

/** Her observed cycle length is the median of at most this many of her latest usable logged cycles. */
export const OBSERVED_CYCLES_COUNTED = 6;

/** Her answered cycle length gives way to her own only once this many usable cycles are logged. */
export const USABLE_CYCLES_BEFORE_OBSERVED = 2;

/**
 * A period start this many days after the period before it is too soon to be a new cycle (cycles under 21
 * days are not the plan's): spotting or mid-cycle bleeding, kept in her history but never a cycle day 1.
 */
export const SPOTTING_DAYS_AFTER_PERIOD = { min: 1, max: 20 } as const;

/** A gap this close to twice her usual length is two cycles with one period not logged. */
export const MISSED_ENTRY_TOLERANCE_DAYS = 4;

export interface CycleEventInput {
  type: CycleEventType;
  date: CivilDate;
}

export function ovulationCycleDay(cycleLength: number): number {
  return cycleLength - LUTEAL_PHASE_DAYS;
}

/** ((date − lastPeriodDate) mod cycleLength) + 1, with a non-negative modulo for dates before it. */
export function cycleDayOf(date: CivilDate, lastPeriodDate: CivilDate, cycleLength: number): number {
  const daysSince = diffDays(date, lastPeriodDate);
  return (((daysSince % cycleLength) + cycleLength) % cycleLength) + 1;
}

/** The plan covers [start, end): end is 3 calendar months later, day clamped (2026-11-30 → 2027-02-28). */
export function planEndDate(planStartDate: CivilDate): CivilDate {
  return addMonths(planStartDate, PLAN_LENGTH_MONTHS);
}

/** One cycle of her calendar: from a first day of bleeding (known or projected) to the next one. */
export interface Cycle {
  /** Day number of cycle day 1. */
  start: number;
  /** Day number of the next cycle's day 1 (exclusive end). */
  end: number;
  /** The cycle length this cycle was projected with (its expected ovulation is on day length − 13). */
  length: number;
  /** Whether cycle day 1 is her answer, a period start she logged, or a projection. */
  startKind: 'answer' | 'logged' | 'projected';
  /** Day number of the cycle's first positive LH test, which moves its ovulation to the next day. */
  lhPositive: number | null;
}

/** A gap between two logged period starts that is not used as a cycle length. */
export interface UnusedGap {
  from: number;
  to: number;
  /** `too-long`: over 60 days; `missed-entry`: about twice her usual length, a period probably not logged. */
  reason: 'too-long' | 'missed-entry';
}

/** A logged period start too soon after the one before it: taken as spotting, never as a cycle day 1. */
export interface SpottingEntry {
  day: number;
  /** The period start it follows (her answer or a logged start). */
  after: number;
}

export interface CycleLength {
  length: number;
  source: CycleLengthSource;
  /** How many logged cycles the observed length is the median of (0 for her answer). */
  cyclesMeasured: number;
}

export interface CycleHistory {
  cycles: Cycle[];
  /** The length the dates use from her latest period start on. */
  lengthInForce: CycleLength;
  /** The latest period start she logged that the plan uses, if any. */
  latestLoggedPeriod: number | null;
  unusedGaps: UnusedGap[];
  spotting: SpottingEntry[];
  /** Usable logged cycles (length in days) while there are fewer than two: her answer still stands. */
  pendingCycles: number[];
  /** Positive LH tests logged on a day she was bleeding (a logged period or the answered one): not used. */
  positivesWhileBleeding: number[];
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function sortedUniqueDays(dates: readonly CivilDate[], notBefore: number): number[] {
  return [...new Set(dates.map(toDayNumber))].filter((day) => day >= notBefore).sort((a, b) => a - b);
}

/** How her logged period starts read, in date order: which start cycles, which are spotting, which gaps count. */
interface PeriodStarts {
  /** Cycle day 1s: the answered last period (unless a logged start replaces it) and the logged starts used. */
  anchors: number[];
  spotting: SpottingEntry[];
  unusedGaps: UnusedGap[];
  /** Usable gaps, each with the period start that ends it. */
  usableGaps: { end: number; gap: number }[];
}

function lengthFrom(usableGaps: readonly { gap: number }[], answeredLength: number): CycleLength {
  if (usableGaps.length < USABLE_CYCLES_BEFORE_OBSERVED) {
    return { length: answeredLength, source: 'answer', cyclesMeasured: 0 };
  }
  const counted = usableGaps.slice(-OBSERVED_CYCLES_COUNTED);
  return {
    length: Math.round(median(counted.map((entry) => entry.gap))),
    source: 'observed',
    cyclesMeasured: counted.length,
  };
}

/**
 * Reads her logged period starts one by one against the last period start in use:
 * - 1-20 days after it: spotting, kept but not a cycle day 1 (a logged start a few days after the answered
 *   one, under 15 days, corrects the answer instead: the answer is a memory, not a record);
 * - otherwise a new cycle day 1; the gap from a logged start is one cycle, used for her length unless it is
 *   within 4 days of twice her usual length (a period not logged) or over 60 days.
 */
function readPeriodStarts(first: number, logged: readonly number[], answeredLength: number): PeriodStarts {
  const result: PeriodStarts = { anchors: [first], spotting: [], unusedGaps: [], usableGaps: [] };
  let previous = first;
  let previousLogged = false;
  for (const day of logged) {
    const gap = day - previous;
    if (gap === 0) {
      previousLogged = true;
      continue;
    }
    const correctsAnswer = !previousLogged && gap < PLAUSIBLE_CYCLE_GAP_DAYS.min;
    if (!correctsAnswer && gap <= SPOTTING_DAYS_AFTER_PERIOD.max) {
      result.spotting.push({ day, after: previous });
      continue;
    }
    if (previousLogged) {
      const usual = lengthFrom(result.usableGaps, answeredLength).length;
      if (Math.abs(gap - 2 * usual) <= MISSED_ENTRY_TOLERANCE_DAYS) {
        result.unusedGaps.push({ from: previous, to: day, reason: 'missed-entry' });
      } else if (gap > PLAUSIBLE_CYCLE_GAP_DAYS.max) {
        result.unusedGaps.push({ from: previous, to: day, reason: 'too-long' });
      } else {
        result.usableGaps.push({ end: day, gap });
      }
    }
    result.anchors.push(day);
    previous = day;
    previousLogged = true;
  }
  return result;
}

/**
 * The logged period starts the plan uses as a cycle day 1, in date order: not the ones it reads as
 * spotting. A new start too close to one of these is a slip of the finger; one close to spotting is not.
 */
export function periodStartsInUse(input: {
  lastPeriodDate: CivilDate;
  cycleLength: number;
  periodStarts: readonly CivilDate[];
}): CivilDate[] {
  const first = toDayNumber(input.lastPeriodDate);
  const logged = sortedUniqueDays(input.periodStarts, first);
  const loggedSet = new Set(logged);
  return readPeriodStarts(first, logged, input.cycleLength)
    .anchors.filter((day) => loggedSet.has(day))
    .map(fromDayNumber);
}

/**
 * Her cycles from the answered last period to the end of the plan, re-planned from what she logged:
 * - a logged period start begins a cycle (unless it is spotting, see `readPeriodStarts`); the cycles after
 *   it are projected from it, and the cycles before it keep the projection they had (history);
 * - from two usable logged cycles on, projections use her observed length: the median of her latest usable
 *   cycles (at most 6), so one odd cycle does not move the dates;
 * - a positive LH test moves that cycle's ovulation to the next day, and its next period to 13 days after
 *   that ovulation. A test on a day the plan expected bleeding, with no period start logged there, means
 *   that period has not come: it belongs to the cycle before, which lasts longer. A test on a day she was
 *   bleeding (a logged period, or the answered one) is probably a false positive: noted, not used.
 * Events before the answered last period are ignored (the API refuses them).
 */
export function cycleHistory(input: {
  lastPeriodDate: CivilDate;
  cycleLength: number;
  periodLength: number;
  events: readonly CycleEventInput[];
  planStartDate: CivilDate;
}): CycleHistory {
  const first = toDayNumber(input.lastPeriodDate);
  const planStart = toDayNumber(input.planStartDate);
  const planEnd = toDayNumber(planEndDate(input.planStartDate));
  const periodDates = input.events.filter((e) => e.type === 'period-start').map((e) => e.date);
  const logged = sortedUniqueDays(periodDates, first);
  const starts = readPeriodStarts(first, logged, input.cycleLength);
  const loggedSet = new Set(logged);
  // A logged start a few days after the answered one replaces it as the first cycle day 1.
  const anchors = starts.anchors;
  const bleeding = (day: number) =>
    anchors.some((anchor) => day >= anchor && day < anchor + input.periodLength);
  const allPositives = sortedUniqueDays(
    input.events.filter((e) => e.type === 'lh-positive').map((e) => e.date),
    first,
  );
  const positives = allPositives.filter((day) => !bleeding(day));
  const lengthAt = (anchor: number): CycleLength =>
    lengthFrom(
      starts.usableGaps.filter((entry) => entry.end <= anchor),
      input.cycleLength,
    );

  const cycles: Cycle[] = [];
  if (planStart < first) {
    // The answered period may be tomorrow: the plan's first day closes the cycle before it.
    cycles.push({
      start: first - input.cycleLength,
      end: first,
      length: input.cycleLength,
      startKind: 'projected',
      lhPositive: null,
    });
  }
  let anchorIndex = 0;
  let start = first;
  let startKind: Cycle['startKind'] = loggedSet.has(first) ? 'logged' : 'answer';
  let positiveIndex = 0;
  while (start < planEnd) {
    const nextAnchor = anchors[anchorIndex + 1] ?? Number.POSITIVE_INFINITY;
    const { length } = lengthAt(anchors[anchorIndex]!);
    const projectedEnd = start + length;
    const lhLimit =
      projectedEnd < nextAnchor ? Math.min(nextAnchor, projectedEnd + input.periodLength) : nextAnchor;
    while (positiveIndex < positives.length && positives[positiveIndex]! < start) positiveIndex++;
    const positive = positives[positiveIndex];
    const lhPositive = positive !== undefined && positive < lhLimit ? positive : null;
    const end = Math.min(
      lhPositive === null ? projectedEnd : lhPositive + 1 + LUTEAL_PHASE_DAYS + 1,
      nextAnchor,
    );
    cycles.push({ start, end, length, startKind, lhPositive });
    if (end === nextAnchor) {
      anchorIndex++;
      startKind = 'logged';
    } else {
      startKind = 'projected';
    }
    start = end;
  }

  const latestAnchor = anchors.at(-1)!;
  const pendingCycles = starts.usableGaps.length < USABLE_CYCLES_BEFORE_OBSERVED ? starts.usableGaps : [];
  return {
    cycles,
    lengthInForce: lengthAt(latestAnchor),
    latestLoggedPeriod: loggedSet.has(latestAnchor) ? latestAnchor : null,
    unusedGaps: starts.unusedGaps,
    spotting: starts.spotting,
    pendingCycles: pendingCycles.map((entry) => entry.gap),
    positivesWhileBleeding: allPositives.filter(bleeding),
  };
}
