import { diffDays, type CivilDate } from '@nasl/core';
import type { CycleEvent } from '@nasl/core/cycle-events';
import type { CycleEntry, PlanData } from '@nasl/core/plan';

const PERIOD_READINGS: ReadonlySet<CycleEntry['reading']> = new Set([
  'period',
  'corrects-answer',
  'after-missed',
]);

/** A start this many days or fewer after her last period is asked about (cycles under 21 days are not the plan's): a period, or spotting? */
export const ASK_WITHIN_DAYS = 20;

/** How the plan read a logged event, if it did (a plan from before the cycle model has no readings). */
export function readingOf(plan: PlanData, eventId: string): CycleEntry | null {
  return plan.cycle.entries.find((entry) => entry.id === eventId) ?? null;
}

/** The period starts the plan counts from: her answered last period and the logged starts read as periods. */
export function periodStarts(
  plan: PlanData,
  events: readonly CycleEvent[],
  answered: CivilDate | null,
): CivilDate[] {
  const logged = events
    .filter(
      (event) =>
        event.type === 'period-start' && PERIOD_READINGS.has(readingOf(plan, event.id)?.reading ?? 'period'),
    )
    .map((event) => event.date);
  return [...(answered ? [answered] : []), ...logged].sort();
}

/**
 * The period a new start on `date` would come soon after (1 to 20 days), which makes it worth asking
 * whether it is a period or spotting; null when it is not that close to one.
 */
export function periodJustBefore(starts: readonly CivilDate[], date: CivilDate): CivilDate | null {
  const before = starts.filter((start) => start < date).at(-1);
  if (!before) return null;
  const days = diffDays(date, before);
  return days >= 1 && days <= ASK_WITHIN_DAYS ? before : null;
}

/** The logged event a re-planned plan answers for a request: same type and date. */
export function loggedEvent(
  events: readonly CycleEvent[],
  request: { type: CycleEvent['type']; date: CivilDate },
): CycleEvent | undefined {
  return events.find((event) => event.type === request.type && event.date === request.date);
}
