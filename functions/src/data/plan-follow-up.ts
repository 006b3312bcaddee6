import {
  addDays,
  type Adherence,
  type CheckIn,
  type CivilDate,
  diffDays,
  type OutcomeRecord,
  type PlanRefund,
  type PregnancyRecord,
} from '@nasl/core';
import { FieldValue } from '../lib/firebase.ts';
import { PLAN_ENGINE_VERSION } from '../plan-engine/build-plan.ts';
import { planEndDate } from '../plan-engine/cycle.ts';
import {
  planInLanguage,
  rebuiltPlanData,
  type PlanDoc,
  type StoredCheckIn,
  type StoredOutcome,
  type StoredPregnancy,
} from './plan-documents.ts';
import { updatePlanInTransaction, type StoredPlan } from './plans.ts';

const iso = (timestamp: { toDate(): Date }) => timestamp.toDate().toISOString();

/** The plan's week (0-based, from its start) a date falls in. */
export function planWeekOf(planStartDate: CivilDate, date: CivilDate): number {
  return Math.floor(diffDays(date, planStartDate) / 7);
}

/** The plan's attempt dates as its content holds them now (the same in every language). */
export function attemptDatesOf(doc: Pick<PlanDoc, 'planData'>): CivilDate[] {
  return planInLanguage(doc, 'en').intercourse.dates.map((entry) => entry.date);
}

/**
 * How far she followed the plan, from her check-ins: the attempt dates up to today (and any later one
 * she already answered), and the weeks of the diet begun by today and before a pregnancy; of each, how
 * many she said she followed. A check-in on a date the plan no longer asks for (a re-plan moved it) is
 * kept and not counted.
 */
export function adherenceOf(
  doc: Pick<PlanDoc, 'planData' | 'planStartDate' | 'pregnancy' | 'checkIns'>,
  today: CivilDate,
): Adherence {
  const checkIns = doc.checkIns ?? [];
  const attemptAnswers = new Map(
    checkIns.filter((entry) => entry.kind === 'attempt').map((entry) => [entry.date, entry.done]),
  );
  const attemptsDue = attemptDatesOf(doc).filter(
    (date) => diffDays(date, today) <= 0 || attemptAnswers.has(date),
  );
  const weekAnswers = new Map(
    checkIns.filter((entry) => entry.kind === 'diet-week').map((entry) => [entry.week ?? -1, entry.done]),
  );
  const dietEnd = doc.pregnancy ? doc.pregnancy.positiveTestDate : planEndDate(doc.planStartDate);
  const weeksDue: number[] = [];
  for (
    let week = 0, start = doc.planStartDate;
    diffDays(start, dietEnd) < 0 && (diffDays(start, today) <= 0 || weekAnswers.has(week));
    week += 1, start = addDays(start, 7)
  ) {
    weeksDue.push(week);
  }
  return {
    attemptDays: {
      followed: attemptsDue.filter((date) => attemptAnswers.get(date) === true).length,
      due: attemptsDue.length,
    },
    dietWeeks: {
      followed: weeksDue.filter((week) => weekAnswers.get(week) === true).length,
      due: weeksDue.length,
    },
  };
}

export function pregnancyRecord(pregnancy: StoredPregnancy | undefined): PregnancyRecord | null {
  return pregnancy
    ? { positiveTestDate: pregnancy.positiveTestDate, recordedAt: iso(pregnancy.recordedAt) }
    : null;
}

export function outcomeRecord(outcome: StoredOutcome | undefined): OutcomeRecord | null {
  return outcome
    ? {
        sex: outcome.sex,
        knownOn: outcome.knownOn,
        reportedAt: iso(outcome.reportedAt),
        updatedAt: iso(outcome.updatedAt),
      }
    : null;
}

export function apiCheckIns(checkIns: readonly StoredCheckIn[] | undefined): CheckIn[] {
  return [...(checkIns ?? [])]
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind))
    .map((entry) => ({
      date: entry.date,
      kind: entry.kind,
      ...(entry.week === undefined ? {} : { week: entry.week }),
      done: entry.done,
      at: iso(entry.at),
    }));
}

export function planRefund(doc: Pick<PlanDoc, 'paymentStatus' | 'refundedAt' | 'refundedUnderGuarantee'>) {
  if (doc.paymentStatus !== 'refunded' || !doc.refundedAt) return null;
  return {
    refundedAt: iso(doc.refundedAt),
    underGuarantee: doc.refundedUnderGuarantee === true,
  } satisfies PlanRefund;
}

/**
 * What GET /api/plans/{id} carries about what followed the plan. A locked plan shows none of hers (her
 * pregnancy, outcome and check-ins belong to the full plan, like her cycle events), only its refund.
 */
export function planFollowUp(doc: PlanDoc, locked: boolean, today: CivilDate) {
  const refund = planRefund(doc);
  if (locked) {
    return {
      pregnancy: null,
      outcome: null,
      checkIns: [],
      adherence: { attemptDays: { followed: 0, due: 0 }, dietWeeks: { followed: 0, due: 0 } },
      refund,
    };
  }
  return {
    pregnancy: pregnancyRecord(doc.pregnancy),
    outcome: outcomeRecord(doc.outcome),
    checkIns: apiCheckIns(doc.checkIns),
    adherence: adherenceOf(doc, today),
    refund,
  };
}

/** A change of what follows a plan: her pregnancy set or removed (the plan rebuilt), the outcome, check-ins. */
export interface FollowUpChange {
  pregnancy?: StoredPregnancy | null;
  outcome?: StoredOutcome;
  checkIns?: StoredCheckIn[];
}

export type FollowUpUpdate<R> = { found: false } | { found: true; plan: StoredPlan; result: R };

/**
 * Reads a plan, lets `decide` choose a change (or none, with any result), and writes it in one
 * transaction. A change of her pregnancy rebuilds the plan's content with it, in the same write. `decide`
 * must be pure: a transaction may run it again.
 */
export async function updatePlanFollowUp<R>(
  planId: string,
  decide: (plan: StoredPlan) => { change: FollowUpChange | null; result: R },
): Promise<FollowUpUpdate<R>> {
  return updatePlanInTransaction(planId, (transaction, plan, planRef): FollowUpUpdate<R> => {
    const { change, result } = decide(plan);
    if (!change) return { found: true, plan, result };
    const doc: PlanDoc = { ...plan.doc };
    const write: Record<string, unknown> = {};
    if (change.pregnancy !== undefined) {
      if (change.pregnancy) doc.pregnancy = change.pregnancy;
      else delete doc.pregnancy;
      doc.planData = rebuiltPlanData(doc);
      doc.engineVersion = PLAN_ENGINE_VERSION;
      Object.assign(write, {
        pregnancy: change.pregnancy ?? FieldValue.delete(),
        planData: doc.planData,
        engineVersion: PLAN_ENGINE_VERSION,
        formData: doc.formData,
      });
    }
    if (change.outcome) write.outcome = doc.outcome = change.outcome;
    if (change.checkIns) write.checkIns = doc.checkIns = change.checkIns;
    transaction.update(planRef, write);
    return { found: true, plan: { id: planId, doc }, result };
  });
}
