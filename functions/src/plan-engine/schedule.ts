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
  type EntryReading,
  LH_TEST_LEAD_DAYS,
  MAX_EXTRA_LH_DAYS,
  planEndDate,
  UNCERTAIN_OVULATION_SD,
} from './cycle.ts';
import { isRamadanDay, ramadanEdge } from './ramadan.ts';

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
  | { kind: 'usual-length'; length: number; cyclesMeasured: number; answeredLength: number }
  | { kind: 'answer-weighed'; length: number; answeredLength: number }
  | { kind: 'irregular-length'; length: number }
  | { kind: 'luteal-learned'; luteal: number; cycles: number }
  | { kind: 'replanned-from-period'; date: CivilDate }
  | { kind: 'corrects-answer'; date: CivilDate; answered: CivilDate }
  | { kind: 'outlier-cycle'; from: CivilDate; to: CivilDate; days: number }
  | { kind: 'missed-entry'; from: CivilDate; to: CivilDate; days: number; around: CivilDate[] }
  | { kind: 'spotting'; date: CivilDate; after: CivilDate; days: number; byHer: boolean }
  | { kind: 'lh-while-bleeding'; date: CivilDate }
  | { kind: 'lh-set-aside'; date: CivilDate }
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
  | { kind: 'uncertain-ovulation'; cycleStarts: CivilDate[]; extraDays: number }
  | { kind: 'lh-led'; cycleStarts: CivilDate[] }
  | { kind: 'window-in-period'; target: TargetGender; cycleStarts: CivilDate[]; periodLength: number }
  | { kind: 'window-shortened'; target: TargetGender; cycleStarts: CivilDate[]; periodLength: number }
  | {
      kind: 'month-without-date';
      month: CivilDate;
      reason: 'period' | 'lh' | 'cycle-length';
      cycleLength: number;
    };

/** A positive pregnancy test she recorded: the plan asks nothing more from that day on. */
export interface PregnancyInput {
  positiveTestDate: CivilDate;
}

/** Boy plan led by her LH tests: they run this many days past the expected ovulation. */
export const LH_LED_DAYS_AFTER_OVULATION = 3;

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
  /** How each logged event was read. */
  entries: EntryReading[];
}

interface CycleDayPlan {
  activities: Map<number, Set<PlanDayActivity>>;
  attempts: { day: number; role: AttemptRole }[];
  /** Calendar attempt days that fell on her expected bleeding. */
  droppedByPeriod: number[];
  /** Calendar attempt days replaced after a positive LH test. */
  replacedByLh: number[];
  /** LH test days added on each side because the expected ovulation is uncertain. */
  extraLhDays: number;
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
 * One cycle's days: period on days 1..periodLength; attempt days never on them nor on a logged spotting
 * day; boy: abstain on the days before the first attempt, LH tests from 3 days before it to ovulation;
 * girl: LH tests from 3 days before her window, then no unprotected intercourse until 2 days after
 * ovulation. LH tests never on the expected bleeding, and on more days where the expected ovulation is
 * uncertain. From a positive LH test on, ovulation is the next day: the boy's attempts move to the next two
 * days, the girl's window has passed. Days before that test keep the calendar's plan (history).
 */
function planCycle(
  cycle: Cycle,
  target: TargetGender,
  periodLength: number,
  offersMethod: boolean,
  spotting: ReadonlySet<number>,
  lhLed: boolean,
): CycleDayPlan {
  const plan: CycleDayPlan = {
    activities: new Map(),
    attempts: [],
    droppedByPeriod: [],
    replacedByLh: [],
    extraLhDays: 0,
  };
  const { start, end, lhPositive } = cycle;
  const bleeding = (day: number) => day < start + periodLength;
  const inCycle = (day: number) => day >= start && day < end;
  mark(plan, start, start + periodLength - 1, 'period', inCycle);
  if (!offersMethod) return plan;
  const calendarPart = (day: number) => inCycle(day) && (lhPositive === null || day < lhPositive);
  const lhPart = (day: number) => inCycle(day) && lhPositive !== null && day >= lhPositive;
  const notBleeding = (keep: (day: number) => boolean) => (day: number) => keep(day) && !bleeding(day);
  const canAttempt = (day: number) => !bleeding(day) && !spotting.has(day);

  const ovulation = cycle.ovulation;
  const offsets = DAYS_BEFORE_OVULATION[target];
  const windowStart = ovulation - Math.max(...offsets);
  for (const daysBeforeOvulation of offsets) {
    const day = ovulation - daysBeforeOvulation;
    if (lhPart(day)) plan.replacedByLh.push(day);
    if (!calendarPart(day) || lhLed) continue;
    if (!canAttempt(day)) {
      if (bleeding(day)) plan.droppedByPeriod.push(day);
    } else plan.attempts.push({ day, role: { basis: 'calendar', daysBeforeOvulation } });
  }
  plan.extraLhDays = Math.min(
    Math.max(Math.ceil(cycle.ovulationSd - UNCERTAIN_OVULATION_SD), 0),
    MAX_EXTRA_LH_DAYS,
  );
  // Where her tests lead, they also run past the expected ovulation: a late surge still gives the days.
  mark(
    plan,
    windowStart - LH_TEST_LEAD_DAYS - plan.extraLhDays,
    ovulation + plan.extraLhDays + (lhLed ? LH_LED_DAYS_AFTER_OVULATION : 0),
    'lh-test',
    notBleeding(calendarPart),
  );
  if (target === 'girl') {
    mark(plan, ovulation - 1, ovulation + AVOID_DAYS_AFTER_OVULATION, 'avoid', notBleeding(calendarPart));
  }

  // From a positive test on, the cycle asks for no more LH tests: the test has found the surge.
  if (lhPositive !== null) {
    if (target === 'boy') {
      for (const daysAfterPositive of BOY_DAYS_AFTER_LH_POSITIVE) {
        const day = lhPositive + daysAfterPositive;
        if (lhPart(day) && canAttempt(day))
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
  /** Her positive pregnancy test: from that day on, no day asks anything of her. */
  pregnancy?: PregnancyInput | null;
}): PlanSchedule {
  const { target, periodLength } = input;
  const offersMethod = input.offersMethod ?? true;
  const planStart = toDayNumber(input.planStartDate);
  const planEnd = toDayNumber(planEndDate(input.planStartDate));
  const pregnantFrom = input.pregnancy ? toDayNumber(input.pregnancy.positiveTestDate) : Infinity;
  const beforePregnancy = (day: number) => day < pregnantFrom;
  const history = cycleHistory(input);
  const spotting = new Set(history.spottingDays);
  // A boy plan whose LH tests have found a surge lets them lead in the cycles after it.
  const firstSurge = history.cycles.findIndex((cycle) => cycle.lhPositive !== null);
  const lhLedFrom = target === 'boy' && firstSurge >= 0 ? firstSurge + 1 : Infinity;
  const cyclePlans = history.cycles.map((cycle, index) => ({
    cycle,
    plan: planCycle(cycle, target, periodLength, offersMethod, spotting, index >= lhLedFrom),
    lhLed: index >= lhLedFrom,
  }));
  const inPlan = (day: number) => day >= planStart && day < planEnd;

  const days: ScheduleDay[] = [];
  const attempts: AttemptDay[] = [];
  let cycleNumber = 0;
  let index = 0;
  for (const { cycle, plan } of cyclePlans) {
    const planAttempts = plan.attempts.filter(
      (attempt) => inPlan(attempt.day) && beforePregnancy(attempt.day),
    );
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
    const activities = beforePregnancy(day)
      ? [...(plan.activities.get(day) ?? [])].sort((a, b) => ACTIVITY_ORDER.get(a)! - ACTIVITY_ORDER.get(b)!)
      : [];
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
  const { lengthInForce, model } = history;
  if (lengthInForce.source === 'observed') {
    notes.push({
      kind: 'usual-length',
      length: lengthInForce.length,
      cyclesMeasured: lengthInForce.cyclesMeasured,
      answeredLength: input.cycleLength,
    });
  } else if (lengthInForce.length !== input.cycleLength) {
    notes.push({ kind: 'answer-weighed', length: lengthInForce.length, answeredLength: input.cycleLength });
  }
  if (
    lengthInForce.source === 'observed' &&
    (lengthInForce.length < CYCLE_LENGTH_RANGE.min || lengthInForce.length > CYCLE_LENGTH_RANGE.max)
  ) {
    notes.push({ kind: 'irregular-length', length: lengthInForce.length });
  }
  if (model.lutealCycles > 0) {
    notes.push({ kind: 'luteal-learned', luteal: Math.round(model.luteal), cycles: model.lutealCycles });
  }
  if (history.latestLoggedPeriod !== null) {
    notes.push({ kind: 'replanned-from-period', date: fromDayNumber(history.latestLoggedPeriod) });
  }
  for (const [from, to] of model.outlierCycles) {
    notes.push({ kind: 'outlier-cycle', from: fromDayNumber(from), to: fromDayNumber(to), days: to - from });
  }
  const periodsRead = model.periods;
  for (const entry of history.entries) {
    const day = toDayNumber(entry.date);
    if (entry.reading === 'corrects-answer') {
      notes.push({ kind: 'corrects-answer', date: entry.date, answered: input.lastPeriodDate });
    } else if (entry.reading === 'after-missed') {
      const previous = [...periodsRead].reverse().find((period) => period.day < day)!.day;
      notes.push({
        kind: 'missed-entry',
        from: fromDayNumber(previous),
        to: entry.date,
        days: day - previous,
        around: entry.missed,
      });
    } else if (entry.reading === 'spotting') {
      const after = [...periodsRead].reverse().find((period) => period.day < day)?.day ?? periodsRead[0]!.day;
      notes.push({
        kind: 'spotting',
        date: entry.date,
        after: fromDayNumber(after),
        days: day - after,
        byHer: entry.byHer,
      });
    } else if (entry.reading === 'lh-set-aside' && entry.reason !== 'same-surge') {
      notes.push({
        kind: entry.reason === 'bleeding' ? 'lh-while-bleeding' : 'lh-set-aside',
        date: entry.date,
      });
    }
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
      nextPeriod: fromDayNumber(cycle.end),
    });
  }
  const led = cyclePlans.filter(
    ({ lhLed, cycle }) => lhLed && cycle.end > planStart && cycle.start < planEnd,
  );
  if (offersMethod && led.length > 0) {
    notes.push({ kind: 'lh-led', cycleStarts: led.map(({ cycle }) => fromDayNumber(cycle.start)) });
  }
  const uncertain = cyclePlans.filter(
    ({ cycle, plan }) =>
      plan.extraLhDays > 0 &&
      cycle.lhPositive === null &&
      inPlan(cycle.ovulation) &&
      beforePregnancy(cycle.ovulation),
  );
  if (offersMethod && uncertain.length > 0) {
    notes.push({
      kind: 'uncertain-ovulation',
      cycleStarts: uncertain.map(({ cycle }) => fromDayNumber(cycle.start)),
      extraDays: Math.max(...uncertain.map(({ plan }) => plan.extraLhDays)),
    });
  }
  // Judged on the plan's own days: a window cut by the plan's start or end is not "shortened" by the period.
  const inPlanCycles = cyclePlans.filter(({ plan }) => plan.droppedByPeriod.some(inPlan));
  const calendarInPlan = (plan: CycleDayPlan) =>
    plan.attempts.some((a) => a.role.basis === 'calendar' && inPlan(a.day));
  const wholeWindow = inPlanCycles.filter(({ plan }) => !calendarInPlan(plan));
  const partWindow = inPlanCycles.filter(({ plan }) => calendarInPlan(plan));
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
    // A month begun pregnant has no date for a reason of its own, told by the pregnancy guidance.
    if (!beforePregnancy(from)) continue;
    const within = (day: number) => day >= from && day < to;
    if (attemptDays.some(within)) continue;
    const reason = dropped.some(within) ? 'period' : replaced.some(within) ? 'lh' : 'cycle-length';
    notes.push({ kind: 'month-without-date', month, reason, cycleLength: lengthInForce.length });
  }
  // Her latest period's cycle, when it begins before the plan ends; else the estimate from everything logged.
  const openCycle = history.cycles.find((cycle) => cycle.start === history.model.periods.at(-1)!.day);
  const ovulationCycleDay = openCycle
    ? openCycle.ovulation - openCycle.start + 1
    : Math.round(history.model.usualLength - history.model.luteal);
  return {
    days,
    attempts,
    lengthInForce,
    attemptCycleDays: offersMethod
      ? DAYS_BEFORE_OVULATION[target]
          .map((before) => ovulationCycleDay - before)
          .filter((cycleDay) => cycleDay > periodLength)
          .sort((a, b) => a - b)
      : [],
    latestLoggedPeriod:
      history.latestLoggedPeriod === null ? null : fromDayNumber(history.latestLoggedPeriod),
    ramadans: ramadansReached(planStart, planEnd),
    notes,
    entries: history.entries,
  };
}
