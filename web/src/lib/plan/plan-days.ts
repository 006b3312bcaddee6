import { diffDays, type CivilDate } from '@nasl/core';
import type { PlanData, PlanDay, PlanDayActivity } from '@nasl/core/plan';

/** Dates before today are history: shown apart, never as upcoming. Today itself is upcoming. */
export function splitByToday<T extends { date: CivilDate }>(
  entries: readonly T[],
  today: CivilDate,
): { past: T[]; upcoming: T[] } {
  const past: T[] = [];
  const upcoming: T[] = [];
  for (const entry of entries) (entry.date < today ? past : upcoming).push(entry);
  return { past, upcoming };
}

/** The plan's entry for a date: `cycle.days` holds every day of the plan, one after the other. */
export function planDayOn(days: readonly PlanDay[], date: CivilDate): PlanDay | null {
  const first = days[0];
  if (!first) return null;
  const day = days[diffDays(date, first.date)];
  return day?.date === date ? day : (days.find((candidate) => candidate.date === date) ?? null);
}

/** One line of "what to do today", most important first; `rest` when the day asks nothing. */
export type TodayLine = PlanDayActivity | 'rest';

/** Bleeding first (never an attempt day), then the attempt, what not to do, and the test. */
const LINE_ORDER: readonly PlanDayActivity[] = ['period', 'attempt', 'abstain', 'avoid', 'lh-test'];

export type TodayGuidance =
  | { kind: 'before-start'; start: CivilDate }
  | { kind: 'ended' }
  | {
      kind: 'day';
      day: PlanDay;
      lines: TodayLine[];
      /** The next attempt date after today, if the plan has one. */
      nextAttempt: CivilDate | null;
    };

/** What today asks of her, from today's entry of the plan's day schedule. */
export function todayGuidance(plan: PlanData, today: CivilDate): TodayGuidance {
  const { days } = plan.cycle;
  const first = days[0];
  if (first && today < first.date) return { kind: 'before-start', start: first.date };
  const day = planDayOn(days, today);
  if (!day) return { kind: 'ended' };
  const lines: TodayLine[] = LINE_ORDER.filter((activity) => day.activities.includes(activity));
  const nextAttempt = plan.intercourse.dates.find((entry) => entry.date > today)?.date ?? null;
  return { kind: 'day', day, lines: lines.length > 0 ? lines : ['rest'], nextAttempt };
}
