import {
  addMonths,
  CYCLE_LENGTH_RANGE,
  type CivilDate,
  fromDayNumber,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';
import { AVOID_DAYS_AFTER_OVULATION, type Cycle, type CycleHistory } from './cycle.ts';
import type { CycleDayPlan } from './cycle-day-plan.ts';

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

/** One cycle of the plan: its days as planned, and whether her LH tests lead it. */
export interface PlannedCycle {
  cycle: Cycle;
  plan: CycleDayPlan;
  lhLed: boolean;
}

/** What the notes are read from: her answers, the plan's span and cycles, and what was planned in them. */
export interface NotesInput {
  input: { cycleLength: number; lastPeriodDate: CivilDate; planStartDate: CivilDate };
  target: TargetGender;
  periodLength: number;
  offersMethod: boolean;
  history: CycleHistory;
  cyclePlans: readonly PlannedCycle[];
  planStart: number;
  planEnd: number;
  /** The day of her positive pregnancy test, or Infinity. */
  pregnantFrom: number;
  /** The plan's attempt days. */
  attemptDays: readonly number[];
}

/** The notes, in the order the plan tells them: what her logged events changed, then what the dates could not give. */
export function cycleNotes(context: NotesInput): CycleNote[] {
  return [...historyNotes(context), ...planNotes(context)];
}

/** How her logged events changed the cycle model: its length, luteal phase, and how each entry was read. */
function historyNotes({ input, history }: NotesInput): CycleNote[] {
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
  return notes;
}

/** What the plan's dates gave and could not give: LH surges, uncertain ovulations, windows lost to a period, empty months. */
function planNotes(context: NotesInput): CycleNote[] {
  const { input, target, periodLength, offersMethod, history, cyclePlans, planStart, planEnd, attemptDays } =
    context;
  const { lengthInForce } = history;
  const inPlan = (day: number) => day >= planStart && day < planEnd;
  const beforePregnancy = (day: number) => day < context.pregnantFrom;
  const notes: CycleNote[] = [];
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
  const starts = (entries: readonly PlannedCycle[]) => entries.map(({ cycle }) => fromDayNumber(cycle.start));
  if (wholeWindow.length > 0) {
    notes.push({ kind: 'window-in-period', target, cycleStarts: starts(wholeWindow), periodLength });
  }
  if (partWindow.length > 0) {
    notes.push({ kind: 'window-shortened', target, cycleStarts: starts(partWindow), periodLength });
  }
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
  return notes;
}
