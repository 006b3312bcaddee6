import {
  addMonths,
  type CivilDate,
  type CycleLengthSource,
  fromDayNumber,
  PLAN_LENGTH_MONTHS,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';
import {
  type Answers,
  type CycleEventInput,
  type EntryReading,
  entryReadings,
  modelInput,
} from './cycle-entries.ts';
import { type CycleModel, readCycles } from './cycle-model.ts';

export type { CycleEventInput, EntryReading } from './cycle-entries.ts';

/**
 * The calendar side of the method (docs/plan-method.md, sections 3 and 4). Cycle day 1 is the first day of
 * bleeding. Ovulation falls on the cycle day her usual length minus her luteal phase (13 days for a usual
 * 28-day cycle and the mean luteal phase of 12.4 days, Bull 2019), both estimated by the cycle model from
 * what she answered and logged. Dates are handled here as day numbers (days since 1970-01-01).
 */

/** Attempt days, counted back from ovulation (0 = ovulation day). Shettles: boy at ovulation, girl 2-4 days before. */
export const DAYS_BEFORE_OVULATION = {
  boy: [1, 0],
  girl: [4, 3, 2],
} as const satisfies Record<TargetGender, readonly number[]>;

/**
 * Boy plan after a positive LH test: the day of the test and the next. Ovulation follows the surge's start
 * by 24-36 hours (WHO 1980), and no conception follows intercourse after the ovulation day (Wilcox 1995):
 * the second day after the test is more often past ovulation than not.
 */
export const BOY_DAYS_AFTER_LH_POSITIVE = [0, 1] as const;

/** Boy plan: days without intercourse before a cycle's first attempt (WHO: 2-7 days; Shettles: 2-5). */
export const ABSTAIN_DAYS = 4;

/** LH tests start this many days before a cycle's first attempt day and run to the expected ovulation. */
export const LH_TEST_LEAD_DAYS = 3;

/** Girl plan: no unprotected intercourse from the day after her window until this many days after ovulation. */
export const AVOID_DAYS_AFTER_OVULATION = 2;

/**
 * An expected ovulation this uncertain (standard deviation in days) is said to be uncertain, and LH tests
 * run longer on both sides: one more day for each day of uncertainty above this.
 */
export const UNCERTAIN_OVULATION_SD = 3;
/** A cycle between a period she did not log and the next one is at least this long. */
const MIN_MISSED_CYCLE_DAYS = 15;

/** The most LH test days added on each side of a cycle's window. */
export const MAX_EXTRA_LH_DAYS = 4;

/** The plan covers [start, end): end is 3 calendar months later, day clamped (2026-11-30 → 2027-02-28). */
export function planEndDate(planStartDate: CivilDate): CivilDate {
  return addMonths(planStartDate, PLAN_LENGTH_MONTHS);
}

/** One cycle of her calendar: from a first day of bleeding (known, read or projected) to the next one. */
export interface Cycle {
  /** Day number of cycle day 1. */
  start: number;
  /** Day number of the next cycle's day 1 (exclusive end). */
  end: number;
  /**
   * Her answer, a period start she logged, a period the model finds she did not log (between two logged
   * ones), or a projection.
   */
  startKind: 'answer' | 'logged' | 'missed' | 'projected';
  /** Day number of the ovulation the calendar expects (the estimate when the cycle began). */
  ovulation: number;
  /** Standard deviation of that day, in days. */
  ovulationSd: number;
  /** Day number of the cycle's positive LH test that the model reads as its surge: ovulation the next day. */
  lhPositive: number | null;
}

export interface CycleLength {
  /** Her usual length, rounded: what the plan's texts name. */
  length: number;
  source: CycleLengthSource;
  /** Whole cycles between her periods (the answered one included) that the estimate rests on. */
  cyclesMeasured: number;
}

export interface CycleHistory {
  cycles: Cycle[];
  model: CycleModel;
  lengthInForce: CycleLength;
  /** The latest logged period start read as a period, if any. */
  latestLoggedPeriod: number | null;
  entries: EntryReading[];
  /**
   * Days her entries say she bleeds outside the periods read: never an attempt day. A start read as
   * spotting blocks her usual period length (she logged it as a period start, and the reading may be
   * wrong); one she herself called spotting blocks its own day.
   */
  spottingDays: number[];
}

/** Her usual length and luteal phase as the model estimates them: the ovulation's cycle day and its spread. */
function projection(model: CycleModel) {
  const follicular = model.usualLength - model.luteal;
  return {
    length: model.usualLength,
    /** Cycle day 1 + this = the expected ovulation. */
    ovulationOffset: Math.max(Math.round(follicular) - 1, 1),
    lutealDays: Math.round(model.luteal),
    /** Spread of the ovulation day `cyclesAhead` cycles after a known period start. */
    ovulationSd: (cyclesAhead: number) =>
      Math.sqrt(
        model.spread.follicularSd ** 2 +
          cyclesAhead * model.spread.cycleSd ** 2 +
          ((cyclesAhead + 1) * model.usualLengthSd) ** 2 +
          model.lutealSd ** 2,
      ),
  };
}

/**
 * The logged period starts read as a period, in date order. A new start too close to one of these is a
 * slip of the finger, unless she says it is spotting; one close to spotting is not.
 */
export function periodStartsInUse(input: Answers & { events: readonly CycleEventInput[] }): CivilDate[] {
  const given = modelInput(input, input.events);
  const model = readCycles(given);
  return given.periodStarts
    .filter((_, index) => model.starts[index]!.kind === 'period')
    .map((start) => fromDayNumber(start.day));
}

/**
 * Her cycles from her first period to the end of the plan, as the cycle model reads everything she logged:
 * - each period read as real begins a cycle; a stretch read as several cycles gets the periods she did not
 *   log, evenly spaced; after her latest period, cycles are projected with her estimated usual length;
 * - a cycle's ovulation is expected on the cycle day her usual length minus her luteal phase gives, or the
 *   day after the positive LH test read as its surge; the next period then comes after her luteal phase;
 * - every cycle that has begun keeps the ovulation the plan expected for it when it began (the estimate
 *   from what was logged by then): the plan does not rewrite what she was told. Cycles ahead use the
 *   estimate from everything she logged.
 */
export function cycleHistory(
  input: Answers & { events: readonly CycleEventInput[]; planStartDate: CivilDate },
): CycleHistory {
  const given = modelInput(input, input.events);
  const model = readCycles(given);
  const planEnd = toDayNumber(planEndDate(input.planStartDate));
  const planStart = toDayNumber(input.planStartDate);
  const now = projection(model);
  const usedSurges = given.lhPositives.filter((_, index) => model.lh[index]!.used);
  const surgeIn = (from: number, to: number) => usedSurges.find((day) => day >= from && day < to) ?? null;

  /** What the plan expected for a cycle beginning on `day`: the estimate from the events logged by then. */
  const estimates = new Map<number, ReturnType<typeof projection>>();
  const estimateAt = (day: number) => {
    const known = input.events.filter((event) => toDayNumber(event.date) <= day);
    let estimate = estimates.get(known.length);
    if (!estimate) {
      estimate =
        known.length === input.events.length ? now : projection(readCycles(modelInput(input, known)));
      estimates.set(known.length, estimate);
    }
    return estimate;
  };

  const cycles: Cycle[] = [];
  const closedCycle = (start: number, end: number, startKind: Cycle['startKind']) => {
    const lhPositive = surgeIn(start, end);
    const estimate = end <= planStart ? now : estimateAt(start);
    cycles.push({
      start,
      end,
      startKind,
      ovulation: start + estimate.ovulationOffset,
      ovulationSd: estimate.ovulationSd(0),
      lhPositive,
    });
  };
  const periods = model.periods;
  const missedBefore = new Map<number, number[]>();
  const first = periods[0]!.day;
  if (planStart < first) {
    // The answered period may be tomorrow: the plan's first day closes the cycle before it.
    const length = Math.round(now.length);
    cycles.push({
      start: first - length,
      end: first,
      startKind: 'projected',
      ovulation: first - length + now.ovulationOffset,
      ovulationSd: now.ovulationSd(0),
      lhPositive: null,
    });
  }
  periods.forEach((period, index) => {
    const next = periods[index + 1];
    if (!next) return;
    const count = Math.max(next.cyclesBefore, 1);
    // A period she did not log: where the plan expected it then, while that fits; else evenly spaced.
    const then = estimateAt(period.day);
    const expected = (r: number) => period.day + Math.round(r * then.length);
    const fits = count === 1 || expected(count - 1) <= next.day - MIN_MISSED_CYCLE_DAYS;
    const startOf = (r: number) =>
      r === count
        ? next.day
        : fits
          ? expected(r)
          : period.day + Math.round((r * (next.day - period.day)) / count);
    if (count > 1)
      missedBefore.set(
        next.day,
        Array.from({ length: count - 1 }, (_, r) => startOf(r + 1)),
      );
    for (let r = 0; r < count; r++) {
      closedCycle(startOf(r), startOf(r + 1), r > 0 ? 'missed' : period.logged ? 'logged' : 'answer');
    }
  });

  // After her latest period: the open cycle (ended by its surge and her luteal phase, when she logged
  // one), then cycles of her usual length, rounded as they add up so that no day is lost or gained.
  const latest = periods.at(-1)!;
  const surge = surgeIn(latest.day, Infinity);
  const openEnd = surge === null ? latest.day + Math.round(now.length) : surge + 1 + now.lutealDays + 1;
  const endOf = (ahead: number) =>
    surge === null
      ? latest.day + Math.round((ahead + 1) * now.length)
      : openEnd + Math.round(ahead * now.length);
  for (let ahead = 0, start = latest.day; start < planEnd; start = endOf(ahead), ahead++) {
    const lhPositive = ahead === 0 ? surge : null;
    // The cycle under way keeps the calendar it began with; what she logs in it moves it through its test.
    const estimate = ahead === 0 ? estimateAt(start) : now;
    cycles.push({
      start,
      end: endOf(ahead),
      startKind: ahead > 0 ? 'projected' : latest.logged ? 'logged' : 'answer',
      ovulation: start + estimate.ovulationOffset,
      ovulationSd: estimate.ovulationSd(ahead),
      lhPositive,
    });
  }

  const latestLogged = [...periods].reverse().find((period) => period.logged);
  return {
    cycles,
    model,
    lengthInForce: {
      length: Math.round(model.usualLength),
      // Her own entries speak once a cycle is measured or a positive test is read as her surge.
      source: model.cyclesMeasured > 0 || model.lh.some((reading) => reading.used) ? 'observed' : 'answer',
      cyclesMeasured: model.cyclesMeasured,
    },
    latestLoggedPeriod: latestLogged?.day ?? null,
    entries: entryReadings(input.events, given, model, missedBefore),
    spottingDays: given.periodStarts.flatMap((start, index) =>
      model.starts[index]!.kind !== 'spotting'
        ? []
        : Array.from(
            { length: start.reading === 'spotting' ? 1 : input.periodLength },
            (_, day) => start.day + day,
          ),
    ),
  };
}
