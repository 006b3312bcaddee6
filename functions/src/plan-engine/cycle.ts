import {
  addMonths,
  type CivilDate,
  diffDays,
  fromDayNumber,
  PLAN_LENGTH_MONTHS,
  type TargetGender,
  toDayNumber,
} from '@nasl/core';

/**
 * The calendar side of the method (docs/plan-method.md). Cycle day 1 is the first day of bleeding; cycles
 * repeat every `cycleLength` days from the last period; ovulation is taken on cycle day L − 14, i.e.
 * 14 days before the next period (the textbook luteal phase; real ones range 7-17 days, Bull 2019).
 */
export const LUTEAL_PHASE_DAYS = 14;

/** Attempt days, counted back from ovulation (0 = ovulation day). Shettles: boy at ovulation, girl 2-4 days before. */
export const DAYS_BEFORE_OVULATION = {
  boy: [1, 0],
  girl: [4, 3, 2],
} as const satisfies Record<TargetGender, readonly number[]>;

export interface AttemptDate {
  date: CivilDate;
  cycleDay: number;
  /** 1-based count of the plan's cycles that have at least one attempt date. */
  cycleNumber: number;
  daysBeforeOvulation: number;
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

/**
 * Every attempt date of every cycle inside [planStartDate, planEndDate), sorted. A window cut by the
 * plan's start or end keeps the days that fall inside.
 */
export function attemptDates(
  lastPeriodDate: CivilDate,
  cycleLength: number,
  target: TargetGender,
  planStartDate: CivilDate,
): AttemptDate[] {
  const start = toDayNumber(planStartDate);
  const end = toDayNumber(planEndDate(planStartDate));
  const firstPeriod = toDayNumber(lastPeriodDate);
  const ovulationOffset = ovulationCycleDay(cycleLength) - 1;
  const offsets = DAYS_BEFORE_OVULATION[target];

  const dates: AttemptDate[] = [];
  let cycleNumber = 0;
  const cycleContainingStart = Math.max(0, Math.floor((start - firstPeriod) / cycleLength));
  for (let cycle = cycleContainingStart; firstPeriod + cycle * cycleLength < end; cycle++) {
    const ovulation = firstPeriod + cycle * cycleLength + ovulationOffset;
    const inPlan = offsets.filter((before) => ovulation - before >= start && ovulation - before < end);
    if (inPlan.length === 0) continue;
    cycleNumber++;
    for (const daysBeforeOvulation of inPlan) {
      dates.push({
        date: fromDayNumber(ovulation - daysBeforeOvulation),
        cycleDay: ovulationOffset - daysBeforeOvulation + 1,
        cycleNumber,
        daysBeforeOvulation,
      });
    }
  }
  return dates;
}
