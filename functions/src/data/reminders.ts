import { createHash, randomBytes } from 'node:crypto';
import type { Language, PushSubscriptionRequest, ReminderSettingsRequest } from '@nasl/core';
import { db, FieldValue, Timestamp, type QueryDocumentSnapshot } from '../lib/firebase.ts';
import { findDocument } from './find-document.ts';

/**
 * Phone reminders. `reminders/{planId}`: a plan's settings and when its next reminder is due, the one field
 * the scheduled run queries. `pushSubscriptions/{SHA-256 of the endpoint}`: the devices of a person that
 * receive them.
 */
export const REMINDERS = 'reminders';
export const PUSH_SUBSCRIPTIONS = 'pushSubscriptions';

export interface ReminderDoc extends ReminderSettingsRequest {
  userId: string;
  /** The language of the notifications: the interface's when she saved the settings. */
  lang: Language;
  /** When the next reminder is due; null when the reminders are off or none is left. */
  nextDueAt: Timestamp | null;
  updatedAt: Timestamp;
  /**
   * A run sending this plan's due reminders: which claim, and until when no other run takes the plan. Set
   * while the pushes go out; gone once they went (or failed: then `nextDueAt` is still the due one).
   */
  sending?: { id: string; until: Timestamp };
}

export interface PushSubscriptionDoc extends PushSubscriptionRequest {
  userId: string;
  createdAt: Timestamp;
}

const reminderRef = (planId: string) => db().collection(REMINDERS).doc(planId);
const subscriptionRef = (endpoint: string) =>
  db().collection(PUSH_SUBSCRIPTIONS).doc(createHash('sha256').update(endpoint).digest('hex'));

export function findReminderSettings(planId: string): Promise<ReminderDoc | null> {
  return findDocument(REMINDERS, planId);
}

export async function saveReminderSettings(
  planId: string,
  settings: ReminderSettingsRequest & { userId: string; lang: Language; nextDueAtMs: number | null },
): Promise<ReminderDoc> {
  const { nextDueAtMs, ...rest } = settings;
  const doc: ReminderDoc = {
    ...rest,
    nextDueAt: nextDueAtMs === null ? null : Timestamp.fromMillis(nextDueAtMs),
    updatedAt: Timestamp.now(),
  };
  await reminderRef(planId).set(doc);
  return doc;
}

/** Moves a plan's next reminder (a re-planned plan, or a run that sent what was due). */
export async function setNextReminder(planId: string, nextDueAtMs: number | null): Promise<void> {
  await reminderRef(planId).update({
    nextDueAt: nextDueAtMs === null ? null : Timestamp.fromMillis(nextDueAtMs),
  });
}

/**
 * The plans whose next reminder is due by `nowMs`, earliest first: a range query on `nextDueAt` (null, for
 * reminders that are off, is never in range), so a run reads only what is due, never every person. A page
 * starts after `after`, the last plan of the page before.
 */
export async function findDueReminders(
  nowMs: number,
  limit: number,
  after?: QueryDocumentSnapshot,
): Promise<QueryDocumentSnapshot[]> {
  let query = db()
    .collection(REMINDERS)
    .where('nextDueAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('nextDueAt')
    .limit(limit);
  if (after) query = query.startAfter(after);
  return (await query.get()).docs;
}

/** How long a run holds a plan it claimed: a run that stopped midway lets the next one take it again. */
export const REMINDER_CLAIM_MS = 10 * 60 * 1000;

export type ReminderClaim<T> =
  | { claimed: false }
  /** Nothing to send: the next reminder is already moved on. */
  | { claimed: true; claimId: null; result: T }
  /** Something to send: the plan is held for this run until `settleReminder`. */
  | { claimed: true; claimId: string; result: T; nextDueAtMs: number | null };

/**
 * Takes one due plan for this run: in a transaction, checks that its next reminder is still the one the
 * query saw and that no other run holds it, and lets `plan` decide what to send and when the next one is.
 * Nothing to send: the next reminder moves on at once. Something to send: the plan is held for this run
 * (`sending`), and `nextDueAt` stays until `settleReminder` says the pushes went, so a run that fails
 * leaves the reminder due.
 */
export async function claimDueReminder<T>(
  planId: string,
  seenDueAt: Timestamp,
  nowMs: number,
  plan: (doc: ReminderDoc) => Promise<{ nextDueAtMs: number | null; sends: boolean; result: T }>,
): Promise<ReminderClaim<T>> {
  const ref = reminderRef(planId);
  return db().runTransaction(async (transaction): Promise<ReminderClaim<T>> => {
    const snapshot = await transaction.get(ref);
    const doc = snapshot.data() as ReminderDoc | undefined;
    if (!doc?.nextDueAt || !doc.nextDueAt.isEqual(seenDueAt)) return { claimed: false };
    if (doc.sending && doc.sending.until.toMillis() > nowMs) return { claimed: false };
    const { nextDueAtMs, sends, result } = await plan(doc);
    if (!sends) {
      transaction.update(ref, {
        nextDueAt: nextDueAtMs === null ? null : Timestamp.fromMillis(nextDueAtMs),
        sending: FieldValue.delete(),
      });
      return { claimed: true, claimId: null, result };
    }
    const claimId = randomBytes(12).toString('base64url');
    transaction.update(ref, {
      sending: { id: claimId, until: Timestamp.fromMillis(nowMs + REMINDER_CLAIM_MS) },
    });
    return { claimed: true, claimId, result, nextDueAtMs };
  });
}

/**
 * Ends a run's hold on a plan: `delivered`, its next reminder moves to `nextDueAtMs`; not delivered, it
 * stays due for the next run. Changes nothing but the hold when the plan changed meanwhile (new settings, a
 * re-plan): its `nextDueAt` is then already the new one.
 */
export async function settleReminder(
  planId: string,
  claim: { claimId: string; seenDueAt: Timestamp; nextDueAtMs: number | null; delivered: boolean },
): Promise<void> {
  const ref = reminderRef(planId);
  await db().runTransaction(async (transaction) => {
    const doc = (await transaction.get(ref)).data() as ReminderDoc | undefined;
    if (!doc || doc.sending?.id !== claim.claimId) return;
    const unchanged = doc.nextDueAt?.isEqual(claim.seenDueAt) === true;
    transaction.update(ref, {
      sending: FieldValue.delete(),
      ...(unchanged && claim.delivered
        ? { nextDueAt: claim.nextDueAtMs === null ? null : Timestamp.fromMillis(claim.nextDueAtMs) }
        : {}),
    });
  });
}

/** The most devices a person's reminders go to; a new one beyond replaces her oldest. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Saves a device's subscription for a person, in one transaction with her other devices: beyond
 * MAX_PUSH_DEVICES, the oldest ones go. An endpoint is one browser profile: when another person signs in
 * there and subscribes, the device becomes theirs.
 */
export async function savePushSubscription(
  uid: string,
  subscription: PushSubscriptionRequest,
): Promise<void> {
  const ref = subscriptionRef(subscription.endpoint);
  await db().runTransaction(async (transaction) => {
    const mine = await transaction.get(db().collection(PUSH_SUBSCRIPTIONS).where('userId', '==', uid));
    const others = mine.docs
      .filter((snapshot) => snapshot.id !== ref.id)
      .sort(
        (a, b) =>
          (a.data() as PushSubscriptionDoc).createdAt.toMillis() -
          (b.data() as PushSubscriptionDoc).createdAt.toMillis(),
      );
    for (const oldest of others.slice(0, Math.max(0, others.length - (MAX_PUSH_DEVICES - 1)))) {
      transaction.delete(oldest.ref);
    }
    transaction.set(ref, {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      userId: uid,
      createdAt: Timestamp.now(),
    } satisfies PushSubscriptionDoc);
  });
}

/** Forgets a device for this person; false when it was not theirs (or unknown). */
export async function deletePushSubscription(uid: string, endpoint: string): Promise<boolean> {
  const ref = subscriptionRef(endpoint);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if ((snapshot.data() as PushSubscriptionDoc | undefined)?.userId !== uid) return false;
    transaction.delete(ref);
    return true;
  });
}

/** Forgets a device the push service says is gone (404/410): it will never receive anything again. */
export async function forgetPushEndpoint(endpoint: string): Promise<void> {
  await subscriptionRef(endpoint).delete();
}

export async function pushSubscriptionsOf(uid: string): Promise<PushSubscriptionDoc[]> {
  const snapshot = await db().collection(PUSH_SUBSCRIPTIONS).where('userId', '==', uid).get();
  return snapshot.docs.map((document) => document.data() as PushSubscriptionDoc);
}

/** A person's reminder settings and devices (their account is being deleted). */
export async function reminderDocumentsOf(uid: string) {
  const [reminders, subscriptions] = await Promise.all([
    db().collection(REMINDERS).where('userId', '==', uid).get(),
    db().collection(PUSH_SUBSCRIPTIONS).where('userId', '==', uid).get(),
  ]);
  return [...reminders.docs, ...subscriptions.docs];
}
