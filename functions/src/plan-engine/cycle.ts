import {
  addMonths,
  type CivilDate,
  type CycleEventType,
  type CycleLengthSource,
  diffDays,
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

/** Her observed cycle length is the mean of at most this many of her latest plausible logged cycles. */
export const OBSERVED_CYCLES_AVERAGED = 6;

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

/** A gap between two logged period starts that is not used as a cycle length (under 15 or over 60 days). */
export interface UnusedGap {
  from: number;
  to: number;
}

export interface CycleLength {
  length: number;
  source: CycleLengthSource;
  /** How many logged cycles the observed length averages (0 for her answer). */
  cyclesMeasured: number;
}

export interface CycleHistory {
  cycles: Cycle[];
  /** The length the dates use from her latest period start on. */
  lengthInForce: CycleLength;
  /** The latest period start she logged, if any. */
  latestLoggedPeriod: number | null;
  unusedGaps: UnusedGap[];
}

const isPlausibleGap = (gap: number) =>
  gap >= PLAUSIBLE_CYCLE_GAP_DAYS.min && gap <= PLAUSIBLE_CYCLE_GAP_DAYS.max;

function sortedUniqueDays(dates: readonly CivilDate[], notBefore: number): number[] {
  return [...new Set(dates.map(toDayNumber))].filter((day) => day >= notBefore).sort((a, b) => a - b);
}

/**
 * Her cycles from the answered last period to the end of the plan, re-planned from what she logged:
 * - a logged period start begins a cycle; the cycles after it are projected from it, and the cycles
 *   before it keep the projection they had (history);
 * - from two logged period starts on, projections use her observed length: the mean of her latest
 *   plausible logged gaps (15-60 days), rounded; other gaps are reported and never used;
 * - a positive LH test moves that cycle's ovulation to the next day, and its next period to 13 days after
 *   that ovulation. A test on a day the plan expected bleeding, with no period start logged there, means
 *   that period has not come: it belongs to the cycle before, which lasts longer.
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
  const positives = sortedUniqueDays(
    input.events.filter((e) => e.type === 'lh-positive').map((e) => e.date),
    first,
  );
  const anchors = logged[0] === first ? logged : [first, ...logged];
  const loggedSet = new Set(logged);

  const unusedGaps: UnusedGap[] = [];
  const plausibleGapEnds: { end: number; gap: number }[] = [];
  for (let index = 1; index < logged.length; index++) {
    const from = logged[index - 1]!;
    const to = logged[index]!;
    if (isPlausibleGap(to - from)) plausibleGapEnds.push({ end: to, gap: to - from });
    else unusedGaps.push({ from, to });
  }
  const answered: CycleLength = { length: input.cycleLength, source: 'answer', cyclesMeasured: 0 };
  const lengthAt = (anchor: number): CycleLength => {
    const gaps = plausibleGapEnds.filter((entry) => entry.end <= anchor).slice(-OBSERVED_CYCLES_AVERAGED);
    if (gaps.length === 0) return answered;
    const mean = gaps.reduce((sum, entry) => sum + entry.gap, 0) / gaps.length;
    return { length: Math.round(mean), source: 'observed', cyclesMeasured: gaps.length };
  };

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

  return {
    cycles,
    lengthInForce: lengthAt(anchors.at(-1)!),
    latestLoggedPeriod: logged.at(-1) ?? null,
    unusedGaps,
  };
}
