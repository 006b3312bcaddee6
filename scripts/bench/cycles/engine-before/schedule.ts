import {
  addMonths,
  CYCLE_LENGTH_RANGE,
  type CivilDate,
  fromDayNumber,
  PLAN_DAY_ACTIVITIES,
  type PlanDayActivity,
  type RamadanEdge,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';
import {
  ABSTAIN_DAYS,
  AVOID_DAYS_AFTER_OVULATION,
  BOY_DAYS_AFTER_LH_POSITIVE,
  type Cycle,
  type CycleEventInput,
  cycleHistory,
  type CycleLength,
  DAYS_BEFORE_OVULATION,
  LH_TEST_LEAD_DAYS,
  LUTEAL_PHASE_DAYS,
  ovulationCycleDay,
  planEndDate,
} from './cycle.ts';
import { isRamadanDay, ramadanEdge } from '../../../../functions/src/plan-engine/ramadan.ts';

/** Why a day is an attempt day: counted back from the calendar's ovulation, or on from a positive LH test. */
export type AttemptRole =
  { basis: 'calendar'; daysBeforeOvulation: number } | { basis: 'lh'; daysAfterPositive: number };

export interface AttemptDay {
  date: CivilDate;
  cycleDay: number;
  /** 1-based count of the plan's cycles that have at least one attempt date. */
  cycleNumber: number;
  role: AttemptRole;
  ramadan: boolean;
  ramadanEdge: RamadanEdge | null;
}

export interface ScheduleDay {
  date: CivilDate;
  cycleDay: number;
  activities: PlanDayActivity[];
  ramadan: boolean;
  ramadanEdge?: RamadanEdge;
}

/** A Ramadan the plan reaches, by the Umm al-Qura calendar: its first and last days. */
export interface RamadanSpan {
  first: CivilDate;
  last: CivilDate;
}

/** What re-planning changed and what the calendar could not give, before any language. */
export type CycleNote =
  | { kind: 'observed-length'; length: number; cyclesMeasured: number; answeredLength: number }
  | { kind: 'irregular-length'; length: number }
  | { kind: 'replanned-from-period'; date: CivilDate }
  | { kind: 'one-cycle-measured'; length: number; answeredLength: number }
  | { kind: 'gap-not-used'; from: CivilDate; to: CivilDate; days: number }
  | { kind: 'missed-entry'; from: CivilDate; to: CivilDate; days: number; around: CivilDate }
  | { kind: 'spotting'; date: CivilDate; after: CivilDate; days: number }
  | { kind: 'lh-while-bleeding'; date: CivilDate }
  | {
      kind: 'lh-positive';
      target: TargetGender;
      date: CivilDate;
      ovulation: CivilDate;
      /** Boy: the attempt days it gives (none for a girl). */
      attempts: CivilDate[];
      /** Girl: the last day without unprotected intercourse. */
      avoidUntil: CivilDate;
      nextPeriod: CivilDate;
    }
  | { kind: 'window-in-period'; target: TargetGender; cycleStarts: CivilDate[]; periodLength: number }
  | { kind: 'window-shortened'; target: TargetGender; cycleStarts: CivilDate[]; periodLength: number }
  | {
      kind: 'month-without-date';
      month: CivilDate;
      reason: 'period' | 'lh' | 'cycle-length';
      cycleLength: number;
    };

export interface PlanSchedule {
  /** Every day of [plan start, plan end), in order. */
  days: ScheduleDay[];
  /** The attempt days inside the plan, sorted. */
  attempts: AttemptDay[];
  lengthInForce: CycleLength;
  /** Her cycle days on which the method's dates fall with the length in force, bleeding days left out. */
  attemptCycleDays: number[];
  latestLoggedPeriod: CivilDate | null;
  /** Each Ramadan the plan's days reach, whole (its first and last days may lie outside the plan). */
  ramadans: RamadanSpan[];
  notes: CycleNote[];
}

interface CycleDayPlan {
  activities: Map<number, Set<PlanDayActivity>>;
  attempts: { day: number; role: AttemptRole }[];
  /** Calendar attempt days that fell on her expected bleeding. */
  droppedByPeriod: number[];
  /** Calendar attempt days replaced after a positive LH test. */
  replacedByLh: number[];
}

function mark(
  plan: CycleDayPlan,
  from: number,
  to: number,
  activity: PlanDayActivity,
  keep: (day: number) => boolean,
) {
  for (let day = from; day <= to; day++) {
    if (!keep(day)) continue;
    let set = plan.activities.get(day);
    if (!set) plan.activities.set(day, (set = new Set()));
    set.add(activity);
  }
}

/**
 * One cycle's days: period on days 1..periodLength; attempt days never on them; boy: abstain on the
 * days before the first attempt, LH tests from 3 days before it to ovulation; girl: LH tests from 3 days
 * before her window, then no unprotected intercourse until 2 days after ovulation. From a positive LH
 * test on, ovulation is the next day: the boy's attempts move to the next two days, the girl's window has
 * passed. Days before that test keep the calendar's plan (history).
 */
function planCycle(
  cycle: Cycle,
  target: TargetGender,
  periodLength: number,
  offersMethod: boolean,
): CycleDayPlan {
  const plan: CycleDayPlan = { activities: new Map(), attempts: [], droppedByPeriod: [], replacedByLh: [] };
  const { start, end, lhPositive } = cycle;
  const bleeding = (day: number) => day < start + periodLength;
  const inCycle = (day: number) => day >= start && day < end;
  if (!offersMethod) {
    mark(plan, start, start + periodLength - 1, 'period', inCycle);
    return plan;
  }
  const calendarPart = (day: number) => inCycle(day) && (lhPositive === null || day < lhPositive);
  const lhPart = (day: number) => inCycle(day) && lhPositive !== null && day >= lhPositive;
  const notBleeding = (keep: (day: number) => boolean) => (day: number) => keep(day) && !bleeding(day);

  mark(plan, start, start + periodLength - 1, 'period', inCycle);

  const ovulation = start + ovulationCycleDay(cycle.length) - 1;
  const offsets = DAYS_BEFORE_OVULATION[target];
  const windowStart = ovulation - Math.max(...offsets);
  for (const daysBeforeOvulation of offsets) {
    const day = ovulation - daysBeforeOvulation;
    if (lhPart(day)) plan.replacedByLh.push(day);
    if (!calendarPart(day)) continue;
    if (bleeding(day)) plan.droppedByPeriod.push(day);
    else plan.attempts.push({ day, role: { basis: 'calendar', daysBeforeOvulation } });
  }
  mark(plan, windowStart - LH_TEST_LEAD_DAYS, ovulation, 'lh-test', calendarPart);
  if (target === 'girl') {
    mark(plan, ovulation - 1, ovulation + AVOID_DAYS_AFTER_OVULATION, 'avoid', notBleeding(calendarPart));
  }

  // From a positive test on, the cycle asks for no more LH tests: the test has found the surge.
  if (lhPositive !== null) {
    if (target === 'boy') {
      for (const daysAfterPositive of BOY_DAYS_AFTER_LH_POSITIVE) {
        const day = lhPositive + daysAfterPositive;
        if (lhPart(day) && !bleeding(day))
          plan.attempts.push({ day, role: { basis: 'lh', daysAfterPositive } });
      }
    } else {
      mark(plan, lhPositive, lhPositive + 1 + AVOID_DAYS_AFTER_OVULATION, 'avoid', notBleeding(lhPart));
    }
  }

  if (target === 'boy') {
    // The calendar's first attempt as projected, even where an early period or a positive test cut it off:
    // the days before that event keep the abstinence they asked for.
    const calendarFirst = offsets.map((before) => ovulation - before).find((day) => !bleeding(day));
    if (calendarFirst !== undefined) {
      mark(plan, calendarFirst - ABSTAIN_DAYS, calendarFirst - 1, 'abstain', notBleeding(calendarPart));
    }
    const lhFirst = plan.attempts.find((attempt) => attempt.role.basis === 'lh')?.day;
    if (lhFirst !== undefined)
      mark(plan, lhFirst - ABSTAIN_DAYS, lhFirst - 1, 'abstain', notBleeding(lhPart));
  }
  for (const { day } of plan.attempts) mark(plan, day, day, 'attempt', inCycle);
  return plan;
}

const ACTIVITY_ORDER = new Map(PLAN_DAY_ACTIVITIES.map((activity, index) => [activity, index]));

/** The whole Ramadans that the days [from, to) reach, found by walking out from their Ramadan days. */
function ramadansReached(from: number, to: number): RamadanSpan[] {
  const spans: RamadanSpan[] = [];
  for (let day = from; day < to; day++) {
    if (!isRamadanDay(day)) continue;
    let first = day;
    while (isRamadanDay(first - 1)) first--;
    let last = day;
    while (isRamadanDay(last + 1)) last++;
    spans.push({ first: fromDayNumber(first), last: fromDayNumber(last) });
    day = last;
  }
  return spans;
}

/**
 * Her day-by-day plan over [planStartDate, planStartDate + 3 months), re-planned from the events she
 * logged. Pure: the same answers, start and events give the same schedule. Without the method (her
 * answers rule it out), the days keep her expected periods and nothing else.
 */
export function planSchedule(input: {
  target: TargetGender;
  lastPeriodDate: CivilDate;
  cycleLength: number;
  periodLength: number;
  planStartDate: CivilDate;
  events: readonly CycleEventInput[];
  offersMethod?: boolean;
}): PlanSchedule {
  const { target, periodLength } = input;
  const offersMethod = input.offersMethod ?? true;
  const planStart = toDayNumber(input.planStartDate);
  const planEnd = toDayNumber(planEndDate(input.planStartDate));
  const history = cycleHistory(input);
  const cyclePlans = history.cycles.map((cycle) => ({
    cycle,
    plan: planCycle(cycle, target, periodLength, offersMethod),
  }));
  const inPlan = (day: number) => day >= planStart && day < planEnd;

  const days: ScheduleDay[] = [];
  const attempts: AttemptDay[] = [];
  let cycleNumber = 0;
  let index = 0;
  for (const { cycle, plan } of cyclePlans) {
    const planAttempts = plan.attempts.filter((attempt) => inPlan(attempt.day));
    if (planAttempts.length > 0) cycleNumber++;
    for (const attempt of planAttempts.sort((a, b) => a.day - b.day)) {
      attempts.push({
        date: fromDayNumber(attempt.day),
        cycleDay: attempt.day - cycle.start + 1,
        cycleNumber,
        role: attempt.role,
        ramadan: isRamadanDay(attempt.day),
        ramadanEdge: ramadanEdge(attempt.day),
      });
    }
  }
  for (let day = planStart; day < planEnd; day++) {
    while (cyclePlans[index]!.cycle.end <= day) index++;
    const { cycle, plan } = cyclePlans[index]!;
    const activities = [...(plan.activities.get(day) ?? [])].sort(
      (a, b) => ACTIVITY_ORDER.get(a)! - ACTIVITY_ORDER.get(b)!,
    );
    const edge = ramadanEdge(day);
    days.push({
      date: fromDayNumber(day),
      cycleDay: day - cycle.start + 1,
      activities,
      ramadan: isRamadanDay(day),
      ...(edge === null ? {} : { ramadanEdge: edge }),
    });
  }

  const notes: CycleNote[] = [];
  const { lengthInForce } = history;
  if (lengthInForce.source === 'observed') {
    notes.push({
      kind: 'observed-length',
      length: lengthInForce.length,
      cyclesMeasured: lengthInForce.cyclesMeasured,
      answeredLength: input.cycleLength,
    });
    if (lengthInForce.length < CYCLE_LENGTH_RANGE.min || lengthInForce.length > CYCLE_LENGTH_RANGE.max) {
      notes.push({ kind: 'irregular-length', length: lengthInForce.length });
    }
  }
  if (history.pendingCycles.length === 1) {
    notes.push({
      kind: 'one-cycle-measured',
      length: history.pendingCycles[0]!,
      answeredLength: input.cycleLength,
    });
  }
  if (history.latestLoggedPeriod !== null) {
    notes.push({ kind: 'replanned-from-period', date: fromDayNumber(history.latestLoggedPeriod) });
  }
  for (const gap of history.unusedGaps) {
    const days = gap.to - gap.from;
    notes.push(
      gap.reason === 'missed-entry'
        ? {
            kind: 'missed-entry',
            from: fromDayNumber(gap.from),
            to: fromDayNumber(gap.to),
            days,
            around: fromDayNumber(gap.from + Math.round(days / 2)),
          }
        : { kind: 'gap-not-used', from: fromDayNumber(gap.from), to: fromDayNumber(gap.to), days },
    );
  }
  for (const entry of history.spotting) {
    notes.push({
      kind: 'spotting',
      date: fromDayNumber(entry.day),
      after: fromDayNumber(entry.after),
      days: entry.day - entry.after,
    });
  }
  for (const day of history.positivesWhileBleeding) {
    notes.push({ kind: 'lh-while-bleeding', date: fromDayNumber(day) });
  }
  for (const { cycle, plan } of cyclePlans) {
    if (cycle.lhPositive === null || cycle.end <= planStart) continue;
    const ovulation = cycle.lhPositive + 1;
    notes.push({
      kind: 'lh-positive',
      target,
      date: fromDayNumber(cycle.lhPositive),
      ovulation: fromDayNumber(ovulation),
      attempts: plan.attempts
        .filter((attempt) => attempt.role.basis === 'lh')
        .map((attempt) => fromDayNumber(attempt.day)),
      avoidUntil: fromDayNumber(ovulation + AVOID_DAYS_AFTER_OVULATION),
      nextPeriod: fromDayNumber(ovulation + LUTEAL_PHASE_DAYS + 1),
    });
  }
  const inPlanCycles = cyclePlans.filter(({ plan }) => plan.droppedByPeriod.some(inPlan));
  const wholeWindow = inPlanCycles.filter(({ plan }) =>
    plan.attempts.every((a) => a.role.basis !== 'calendar'),
  );
  const partWindow = inPlanCycles.filter(({ plan }) =>
    plan.attempts.some((a) => a.role.basis === 'calendar'),
  );
  const starts = (entries: typeof cyclePlans) => entries.map(({ cycle }) => fromDayNumber(cycle.start));
  if (wholeWindow.length > 0) {
    notes.push({ kind: 'window-in-period', target, cycleStarts: starts(wholeWindow), periodLength });
  }
  if (partWindow.length > 0) {
    notes.push({ kind: 'window-shortened', target, cycleStarts: starts(partWindow), periodLength });
  }
  const attemptDays = attempts.map((attempt) => toDayNumber(attempt.date));
  const dropped = cyclePlans.flatMap(({ plan }) => plan.droppedByPeriod);
  const replaced = cyclePlans.flatMap(({ plan }) => plan.replacedByLh);
  for (
    let month = `${input.planStartDate.slice(0, 8)}01`;
    offersMethod && toDayNumber(month) < planEnd;
    month = addMonths(month, 1)
  ) {
    const from = Math.max(toDayNumber(month), planStart);
    const to = Math.min(toDayNumber(addMonths(month, 1)), planEnd);
    const within = (day: number) => day >= from && day < to;
    if (attemptDays.some(within)) continue;
    const reason = dropped.some(within) ? 'period' : replaced.some(within) ? 'lh' : 'cycle-length';
    const cycleLength = cyclePlans.find(({ cycle }) => cycle.end > from)!.cycle.length;
    notes.push({ kind: 'month-without-date', month, reason, cycleLength });
  }
  return {
    days,
    attempts,
    lengthInForce,
    attemptCycleDays: offersMethod
      ? DAYS_BEFORE_OVULATION[target]
          .map((before) => ovulationCycleDay(lengthInForce.length) - before)
          .filter((cycleDay) => cycleDay > periodLength)
          .sort((a, b) => a - b)
      : [],
    latestLoggedPeriod:
      history.latestLoggedPeriod === null ? null : fromDayNumber(history.latestLoggedPeriod),
    ramadans: ramadansReached(planStart, planEnd),
    notes,
  };
}
