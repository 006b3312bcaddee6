import { randomUUID } from 'node:crypto';
import type { CycleEvent, CycleEventRequest, PeriodReading } from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';
import { PLAN_ENGINE_VERSION } from '../plan-engine/build-plan.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { rebuiltPlanData, type PlanDoc, type StoredCycleEvent } from './plan-documents.ts';
import { updatePlanInTransaction, type StoredPlan } from './plans.ts';

/** A plan's events as the API answers them: newest date first, then the latest logged first. */
export function apiCycleEvents(events: readonly StoredCycleEvent[]): CycleEvent[] {
  return [...events]
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        b.createdAt.toMillis() - a.createdAt.toMillis() ||
        b.id.localeCompare(a.id),
    )
    .map(({ id, type, date, reading, createdAt }) => ({
      id,
      type,
      date,
      ...(reading === undefined ? {} : { reading }),
      createdAt: createdAt.toDate().toISOString(),
    }));
}

/** What to do with a plan's events, decided on the plan as the transaction read it. */
export type CycleEventsChange =
  { add: CycleEventRequest } | { remove: string } | { read: { id: string; reading: PeriodReading } } | null;

function changedEvents(
  events: readonly StoredCycleEvent[],
  change: NonNullable<CycleEventsChange>,
): StoredCycleEvent[] {
  if ('add' in change) {
    const { reading, ...event } = change.add;
    return [
      ...events,
      { id: randomUUID(), ...event, ...(reading ? { reading } : {}), createdAt: Timestamp.now() },
    ];
  }
  if ('remove' in change) return events.filter((event) => event.id !== change.remove);
  return events.map((event) =>
    event.id === change.read.id ? { ...event, reading: change.read.reading } : event,
  );
}

const AUDIT_ACTIONS = {
  add: 'log-cycle-event',
  remove: 'delete-cycle-event',
  read: 'read-cycle-event',
} as const;

export type CycleEventsUpdate<R> = { found: false } | { found: true; plan: StoredPlan; result: R };

/**
 * Reads a plan, lets `decide` choose a change of its events (or none, with any result), and writes the new
 * events together with the plan re-planned from them, in one transaction: both or neither. `decide` must be
 * pure, as a transaction may run it again. The plan keeps its id, its payment and its start date. A change
 * made by someone other than the plan's owner (`actorId`: an admin) writes its audit entry in the same
 * transaction.
 */
export async function updateCycleEvents<R>(
  planId: string,
  actorId: string,
  decide: (plan: StoredPlan) => { change: CycleEventsChange; result: R },
): Promise<CycleEventsUpdate<R>> {
  return updatePlanInTransaction(planId, (transaction, plan, planRef): CycleEventsUpdate<R> => {
    const { change, result } = decide(plan);
    if (!change) return { found: true, plan, result };
    const cycleEvents = changedEvents(plan.doc.cycleEvents, change);
    const update: Pick<PlanDoc, 'cycleEvents' | 'planData' | 'engineVersion' | 'formData'> = {
      cycleEvents,
      planData: rebuiltPlanData({ ...plan.doc, cycleEvents }),
      engineVersion: PLAN_ENGINE_VERSION,
      // A plan of an older engine gets its answers with their defaults (periodLength) stored too.
      formData: plan.doc.formData,
    };
    transaction.update(planRef, update);
    if (actorId !== plan.doc.userId) {
      transaction.create(
        db().collection(AUDIT).doc(),
        auditEntry({
          action: AUDIT_ACTIONS['add' in change ? 'add' : 'remove' in change ? 'remove' : 'read'],
          actorId,
          targetUserId: plan.doc.userId,
          planId,
        }),
      );
    }
    return { found: true, plan: { id: planId, doc: { ...plan.doc, ...update } }, result };
  });
}
