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
 * made from, a period start less than 15 days from another logged one that the plan uses as a period start
 * (a slip of the finger, never a cycle; a start the plan reads as spotting does not block her next real
 * period), or a plan that already holds the most events it keeps.
 */
export function newCycleEventRefusal(
  events: readonly StoredCycleEvent[],
  request: CycleEventRequest,
  plan: { lastPeriodDate: CivilDate; cycleLength: number },
): MessageKey | null {
  if (diffDays(request.date, plan.lastPeriodDate) < 0) return 'cycleEventDateBeforePlan';
  if (request.type === 'period-start') {
    const inUse = periodStartsInUse({
      ...plan,
      periodStarts: events.filter((event) => event.type === 'period-start').map((event) => event.date),
    });
    if (inUse.some((date) => Math.abs(diffDays(date, request.date)) < PLAUSIBLE_CYCLE_GAP_DAYS.min)) {
      return 'cycleEventTooClose';
    }
  }
  if (events.length >= MAX_CYCLE_EVENTS_PER_PLAN) return 'cycleEventsLimit';
  return null;
}
