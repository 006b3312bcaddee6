import {
  addDays,
  type CivilDate,
  CYCLE_EVENT_MAX_DAYS_AFTER_TODAY,
  type CycleEventRequest,
  diffDays,
  MAX_CYCLE_EVENTS_PER_PLAN,
  type MessageKey,
  PLAUSIBLE_CYCLE_GAP_DAYS,
} from '@nasl/core';
import type { PlanDoc, StoredCycleEvent } from '../../data/plan-documents.ts';
import type { Viewer } from '../../middleware/session.ts';
import { periodStartsInUse } from '../../plan-engine/cycle.ts';

/** A refusal of a cycle-event request: the status and the message key it is answered with. */
export interface CycleEventRefusal {
  status: 400 | 402 | 403 | 404;
  key: MessageKey;
}

/**
 * Who may change a plan's events: its owner once it is paid (re-planning is part of what the payment
 * unlocks), an admin on any plan. Someone else's plan is 403, an unpaid one 402.
 */
export function cycleEventAccessRefusal(
  plan: Pick<PlanDoc, 'userId' | 'isPaid'>,
  viewer: Pick<Viewer, 'uid' | 'user'>,
): CycleEventRefusal | null {
  if (viewer.user.isAdmin) return null;
  if (plan.userId !== viewer.uid) return { status: 403, key: 'forbidden' };
  if (!plan.isPaid) return { status: 402, key: 'cycleEventsNeedPayment' };
  return null;
}

/** A date after tomorrow in the server's calendar: she may be a day ahead of it, not more. */
export function isAfterLatestEventDate(date: CivilDate, today: CivilDate): boolean {
  return diffDays(date, addDays(today, CYCLE_EVENT_MAX_DAYS_AFTER_TODAY)) > 0;
}

/** The same event already logged (same type and date): logging it again changes nothing. */
export function sameCycleEvent(
  events: readonly StoredCycleEvent[],
  request: CycleEventRequest,
): StoredCycleEvent | undefined {
  return events.find((event) => event.type === request.type && event.date === request.date);
}

/**
 * Why a new event cannot be added to a plan's events, or null: a date before the last period the plan was
 * made from; a period start within her period length of a period already logged (the same period twice,
 * a day or more off), or one the cycle model
 * would read as a period less than 15 days from another (a slip of the finger, never a cycle), unless she
 * says it is spotting; or a plan that already holds the most events it keeps. The model reads the new start
 * with the others: a start it then reads as spotting is kept as spotting, and may change how an earlier
 * one reads (spotting before her real period does not block it).
 */
export function newCycleEventRefusal(
  events: readonly StoredCycleEvent[],
  request: CycleEventRequest,
  plan: { lastPeriodDate: CivilDate; cycleLength: number; periodLength: number },
): MessageKey | null {
  if (diffDays(request.date, plan.lastPeriodDate) < 0) return 'cycleEventDateBeforePlan';
  if (request.type === 'period-start' && request.reading !== 'spotting') {
    const before = periodStartsInUse({ ...plan, events });
    // Within her period length of a logged period, before or after it: the same period twice.
    const during = (start: CivilDate) => Math.abs(diffDays(request.date, start)) < plan.periodLength;
    const after = periodStartsInUse({ ...plan, events: [...events, request] });
    const close = (start: CivilDate) =>
      start !== request.date && Math.abs(diffDays(start, request.date)) < PLAUSIBLE_CYCLE_GAP_DAYS.min;
    // Called a period: both cannot be periods; left to the model: it may read the other one anew.
    const conflict =
      request.reading === 'period' ? before.some(close) : after.includes(request.date) && after.some(close);
    if (before.some(during) || conflict) return 'cycleEventTooClose';
  }
  if (events.length >= MAX_CYCLE_EVENTS_PER_PLAN) return 'cycleEventsLimit';
  return null;
}
