import type { CivilDate } from '@nasl/core';
import type { PlanData } from '@nasl/core/plan';

/** What a re-planning changed of her days ahead: the next attempt date, and how many dates are left. */
export interface PlanChange {
  /** The next attempt date (today included) before and after, when it moved; null when it did not. */
  next: { from: CivilDate | null; to: CivilDate | null } | null;
  /** How many attempt dates lie ahead (today included), before and after. */
  ahead: { from: number; to: number };
}

function upcoming(plan: PlanData, today: CivilDate): CivilDate[] {
  return plan.intercourse.dates.map((date) => date.date).filter((date) => date >= today);
}

/** Compares the dates ahead of two versions of a plan: what she sees move after logging or answering. */
export function planChange(before: PlanData, after: PlanData, today: CivilDate): PlanChange {
  const was = upcoming(before, today);
  const is = upcoming(after, today);
  const from = was[0] ?? null;
  const to = is[0] ?? null;
  return { next: from === to ? null : { from, to }, ahead: { from: was.length, to: is.length } };
}

/** Whether anything ahead moved: the next date, their number, or any of them. */
export function datesMoved(before: PlanData, after: PlanData, today: CivilDate): boolean {
  return upcoming(before, today).join() !== upcoming(after, today).join();
}
