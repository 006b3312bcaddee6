import { createHash } from 'node:crypto';
import { isValidId } from '@nasl/core';
import type { Language, PushSubscriptionRequest, ReminderSettingsRequest } from '@nasl/core';
import { db, Timestamp, type QueryDocumentSnapshot } from '../lib/firebase.ts';

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
}

export interface PushSubscriptionDoc extends PushSubscriptionRequest {
  userId: string;
  createdAt: Timestamp;
}

const reminderRef = (planId: string) => db().collection(REMINDERS).doc(planId);
const subscriptionRef = (endpoint: string) =>
  db().collection(PUSH_SUBSCRIPTIONS).doc(createHash('sha256').update(endpoint).digest('hex'));

export async function findReminderSettings(planId: string): Promise<ReminderDoc | null> {
  if (!isValidId(planId)) return null;
  const snapshot = await reminderRef(planId).get();
  return snapshot.exists ? (snapshot.data() as ReminderDoc) : null;
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
 * reminders that are off, is never in range), so a run reads only what is due, never every person.
 */
export async function findDueReminders(nowMs: number, limit: number): Promise<QueryDocumentSnapshot[]> {
  const snapshot = await db()
    .collection(REMINDERS)
    .where('nextDueAt', '<=', Timestamp.fromMillis(nowMs))
    .orderBy('nextDueAt')
    .limit(limit)
    .get();
  return snapshot.docs;
}

/**
 * Takes one due plan for this run: in a transaction, checks that its next reminder is still the one the
 * query saw (another run may have taken it) and moves it to `nextDueAtMs` computed by `plan`. Answers what
 * `plan` decided, or null when the plan was taken or changed meanwhile. At most once: a reminder whose
 * sending fails after this is not sent again.
 */
export async function claimDueReminder<T>(
  planId: string,
  seenDueAt: Timestamp,
  plan: (doc: ReminderDoc) => Promise<{ nextDueAtMs: number | null; result: T }>,
): Promise<T | null> {
  const ref = reminderRef(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const doc = snapshot.data() as ReminderDoc | undefined;
    if (!doc?.nextDueAt || !doc.nextDueAt.isEqual(seenDueAt)) return null;
    const { nextDueAtMs, result } = await plan(doc);
    transaction.update(ref, {
      nextDueAt: nextDueAtMs === null ? null : Timestamp.fromMillis(nextDueAtMs),
    });
    return result;
  });
}

/**
 * Saves a device's subscription for a person. An endpoint is one browser profile: when another person
 * signs in there and subscribes, the device becomes theirs.
 */
export async function savePushSubscription(
  uid: string,
  subscription: PushSubscriptionRequest,
): Promise<void> {
  await subscriptionRef(subscription.endpoint).set({
    endpoint: subscription.endpoint,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    userId: uid,
    createdAt: Timestamp.now(),
  } satisfies PushSubscriptionDoc);
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
