import { diffDays, type CivilDate } from '@nasl/core';
import type { CheckIn } from '@nasl/core/plan-follow-up';
import type { PlanData } from '@nasl/core/plan';

/** A check-in the today card asks for, with her answer so far (null: not answered). */
export interface CheckInPrompt {
  kind: 'attempt' | 'diet-week';
  /** The attempt date, or for the diet today (the server counts its week from the plan's start). */
  date: CivilDate;
  answer: boolean | null;
}

/** How many days after an attempt date the card still asks about it once she answered. */
const ANSWERED_ATTEMPT_SHOWN_DAYS = 1;

/**
 * What the today card asks her: the latest attempt date up to today (kept until she answers, and through
 * the next day once answered), and this week of the diet. Nothing before the plan starts, after it ends or
 * once she is pregnant: the plan then asks for neither.
 */
export function checkInPrompts(
  plan: PlanData,
  checkIns: readonly CheckIn[],
  today: CivilDate,
): CheckInPrompt[] {
  const days = plan.cycle.days;
  const start = days[0]?.date;
  const last = days.at(-1)?.date;
  if (!start || !last || plan.pregnancy || today < start || today > last) return [];
  const prompts: CheckInPrompt[] = [];
  const attempt = plan.intercourse.dates.filter((entry) => entry.date <= today).at(-1)?.date;
  if (attempt) {
    const answer = checkIns.find((entry) => entry.kind === 'attempt' && entry.date === attempt)?.done ?? null;
    if (answer === null || diffDays(today, attempt) <= ANSWERED_ATTEMPT_SHOWN_DAYS) {
      prompts.push({ kind: 'attempt', date: attempt, answer });
    }
  }
  if (plan.summary.offersMethod) {
    const week = Math.floor(diffDays(today, start) / 7);
    const answer =
      checkIns.find(
        (entry) =>
          entry.kind === 'diet-week' && (entry.week ?? Math.floor(diffDays(entry.date, start) / 7)) === week,
      )?.done ?? null;
    prompts.push({ kind: 'diet-week', date: today, answer });
  }
  return prompts;
}
