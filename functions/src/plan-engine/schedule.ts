import {
  type CivilDate,
  fromDayNumber,
  PLAN_DAY_ACTIVITIES,
  type PlanDayActivity,
  type RamadanEdge,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';
import {
  type CycleEventInput,
  cycleHistory,
  type CycleLength,
  DAYS_BEFORE_OVULATION,
  type EntryReading,
  planEndDate,
} from './cycle.ts';
import { type AttemptRole, planCycle } from './cycle-day-plan.ts';
import { isRamadanDay, ramadanEdge } from './ramadan.ts';
import { type CycleNote, cycleNotes } from './schedule-notes.ts';

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

/** A positive pregnancy test she recorded: the plan asks nothing more from that day on. */
export interface PregnancyInput {
  positiveTestDate: CivilDate;
}

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

  const notes = cycleNotes({
    input,
    target,
    periodLength,
    offersMethod,
    history,
    cyclePlans,
    planStart,
    planEnd,
    pregnantFrom,
    attemptDays: attempts.map((attempt) => toDayNumber(attempt.date)),
  });

  // Her latest period's cycle, when it begins before the plan ends; else the estimate from everything logged.
  const openCycle = history.cycles.find((cycle) => cycle.start === history.model.periods.at(-1)!.day);
  const ovulationCycleDay = openCycle
    ? openCycle.ovulation - openCycle.start + 1
    : Math.round(history.model.usualLength - history.model.luteal);
  return {
    days,
    attempts,
    lengthInForce: history.lengthInForce,
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
