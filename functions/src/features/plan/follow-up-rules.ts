import {
  type CheckInRequest,
  type CivilDate,
  diffDays,
  type MessageKey,
  type OutcomeRequest,
} from '@nasl/core';
import type { PlanDoc, StoredCheckIn } from '../../data/plan-documents.ts';
import { attemptDatesOf, planWeekOf } from '../../data/plan-follow-up.ts';
import type { Viewer } from '../../middleware/session.ts';
import { planEndDate } from '../../plan-engine/cycle.ts';
import { isAfterLatestEventDate } from './cycle-event-rules.ts';

/** A refusal: the status and the message key it is answered with, and the field it is about (400). */
export interface FollowUpRefusal {
  status: 400 | 402 | 403 | 404 | 409;
  key: MessageKey;
  field?: string;
}

/**
 * What follows a plan is its owner's to say (an admin too is refused: these are her statements), on a paid
 * plan: someone else's 403, an unpaid (or refunded) one 402.
 */
export function followUpAccessRefusal(
  plan: Pick<PlanDoc, 'userId' | 'isPaid'>,
  viewer: Pick<Viewer, 'uid'>,
  unpaidKey: MessageKey,
): FollowUpRefusal | null {
  if (plan.userId !== viewer.uid) return { status: 403, key: 'forbidden' };
  if (!plan.isPaid) return { status: 402, key: unpaidKey };
  return null;
}

/** A claim that is open or approved holds the outcome it was made on. */
export function claimHoldsOutcome(plan: Pick<PlanDoc, 'guaranteeClaim'>): boolean {
  return Boolean(plan.guaranteeClaim && plan.guaranteeClaim.status !== 'rejected');
}

/** A date she gives may be neither after tomorrow nor before `earliest`: each has its message, on `field`. */
function dateOutOfRange(
  date: CivilDate,
  earliest: CivilDate,
  today: CivilDate,
  refusal: { field: string; future: MessageKey; early: MessageKey },
): FollowUpRefusal | null {
  if (isAfterLatestEventDate(date, today)) return { status: 400, key: refusal.future, field: refusal.field };
  if (diffDays(date, earliest) < 0) return { status: 400, key: refusal.early, field: refusal.field };
  return null;
}

/** Why a positive test cannot be recorded: after tomorrow, before the plan's start, or one already is. */
export function pregnancyRefusal(
  plan: Pick<PlanDoc, 'planStartDate' | 'pregnancy'>,
  positiveTestDate: CivilDate,
  today: CivilDate,
): FollowUpRefusal | null {
  const outOfRange = dateOutOfRange(positiveTestDate, plan.planStartDate, today, {
    field: 'positiveTestDate',
    future: 'pregnancyDateInFuture',
    early: 'pregnancyDateBeforePlan',
  });
  if (outOfRange) return outOfRange;
  if (plan.pregnancy) return { status: 409, key: 'pregnancyAlreadyRecorded' };
  return null;
}

/** Why the outcome cannot be saved: no pregnancy yet, a date out of range, or a claim holding it. */
export function outcomeRefusal(
  plan: Pick<PlanDoc, 'pregnancy' | 'guaranteeClaim' | 'outcome'>,
  request: OutcomeRequest,
  today: CivilDate,
): FollowUpRefusal | null {
  if (!plan.pregnancy) return { status: 409, key: 'outcomeNeedsPregnancy' };
  const outOfRange = dateOutOfRange(request.knownOn, plan.pregnancy.positiveTestDate, today, {
    field: 'knownOn',
    future: 'outcomeDateInFuture',
    early: 'outcomeDateBeforePregnancy',
  });
  if (outOfRange) return outOfRange;
  const unchanged = plan.outcome?.sex === request.sex && plan.outcome.knownOn === request.knownOn;
  if (claimHoldsOutcome(plan) && !unchanged) return { status: 409, key: 'outcomeLockedByClaim' };
  return null;
}

/**
 * Why a check-in cannot be taken: after tomorrow; an attempt check-in on a date that is not one of the
 * plan's attempt dates (none from a positive pregnancy test on); a diet week outside the plan's months or
 * after the pregnancy (its diet stopped).
 */
export function checkInRefusal(
  plan: Pick<PlanDoc, 'planData' | 'planStartDate' | 'pregnancy'>,
  request: CheckInRequest,
  today: CivilDate,
): FollowUpRefusal | null {
  if (isAfterLatestEventDate(request.date, today)) {
    return { status: 400, key: 'checkInDateInFuture', field: 'date' };
  }
  if (request.kind === 'attempt') {
    if (attemptDatesOf(plan).includes(request.date)) return null;
    const pregnant =
      plan.pregnancy !== undefined && diffDays(request.date, plan.pregnancy.positiveTestDate) >= 0;
    return { status: 400, key: pregnant ? 'checkInAfterPregnancy' : 'checkInNotAttemptDate', field: 'date' };
  }
  if (
    diffDays(request.date, plan.planStartDate) < 0 ||
    diffDays(request.date, planEndDate(plan.planStartDate)) >= 0
  ) {
    return { status: 400, key: 'checkInOutsidePlan', field: 'date' };
  }
  if (plan.pregnancy && diffDays(request.date, plan.pregnancy.positiveTestDate) >= 0) {
    return { status: 400, key: 'checkInAfterPregnancy', field: 'date' };
  }
  return null;
}

/**
 * Her check-ins with this one taken: an attempt day's answer replaces the one of the same date, a diet
 * week's the one of the same week (at most one per week). `existing` is what it replaced, if any.
 */
export function withCheckIn(
  checkIns: readonly StoredCheckIn[],
  request: CheckInRequest,
  planStartDate: CivilDate,
  at: StoredCheckIn['at'],
): { checkIns: StoredCheckIn[]; existing: StoredCheckIn | undefined } {
  const week = request.kind === 'diet-week' ? planWeekOf(planStartDate, request.date) : undefined;
  const same = (entry: StoredCheckIn) =>
    entry.kind === request.kind && (week === undefined ? entry.date === request.date : entry.week === week);
  const existing = checkIns.find(same);
  const entry: StoredCheckIn = {
    kind: request.kind,
    date: request.date,
    ...(week === undefined ? {} : { week }),
    done: request.done,
    at,
  };
  return { checkIns: [...checkIns.filter((other) => !same(other)), entry], existing };
}
