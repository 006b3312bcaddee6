import type { PlanDayActivity, TargetGender } from '@nasl/core';
import {
  ABSTAIN_DAYS,
  AVOID_DAYS_AFTER_OVULATION,
  BOY_DAYS_AFTER_LH_POSITIVE,
  type Cycle,
  DAYS_BEFORE_OVULATION,
  LH_TEST_LEAD_DAYS,
  MAX_EXTRA_LH_DAYS,
  UNCERTAIN_OVULATION_SD,
} from './cycle.ts';

/** Why a day is an attempt day: counted back from the calendar's ovulation, or on from a positive LH test. */
export type AttemptRole =
  { basis: 'calendar'; daysBeforeOvulation: number } | { basis: 'lh'; daysAfterPositive: number };

/** Boy plan led by her LH tests: they run this many days past the expected ovulation. */
export const LH_LED_DAYS_AFTER_OVULATION = 3;

export interface CycleDayPlan {
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
export function planCycle(
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
