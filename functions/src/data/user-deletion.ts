import { randomBytes } from 'node:crypto';
import { auth, authErrorCode, db, FieldValue, Timestamp } from '../lib/firebase.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { CALENDAR_FEEDS } from './calendar-feeds.ts';
import { draftRef } from './drafts.ts';
import { PAYMENTS } from './payments.ts';
import { invitesSentBy, plansFollowedBy } from './partners.ts';
import { PLANS, QUESTIONNAIRES } from './plan-documents.ts';
import { reminderDocumentsOf } from './reminders.ts';
import { USERS } from './users.ts';

/** What the kept payment records of a deleted person carry instead of their id. */
function newPseudonym(): string {
  return `deleted-${randomBytes(12).toString('base64url')}`;
}

export type DeletionResult = { deleted: false } | { deleted: true; paymentsPseudonym: string };

/**
 * Removes a person: their sessions first (they stop working at once), then the Auth account, then in one
 * batch the user document, questionnaires, plans and draft, with what their plans shared (invitations,
 * calendar subscriptions, reminders, devices) and their place as a partner on someone else's plan. Payment records are kept for accounting, with
 * the person's id replaced by one pseudonym shared by all of their payments (the amount, plan id and
 * intent id stay). An admin's deletion adds its audit entry to the same batch. Safe to repeat after a
 * partial failure; `deleted: false` when there was nothing to delete.
 */
export async function deleteUserEverywhere(
  uid: string,
  options: { byAdmin?: string } = {},
): Promise<DeletionResult> {
  let hadAccount = true;
  const userRef = db().collection(USERS).doc(uid);
  if ((await userRef.get()).exists) await userRef.update({ sessions: FieldValue.delete() });
  try {
    await auth().deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    hadAccount = false;
  }
  const [userSnapshot, questionnaires, plans, payments, invites, followed, reminders] = await Promise.all([
    userRef.get(),
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
    invitesSentBy(uid),
    plansFollowedBy(uid),
    reminderDocumentsOf(uid),
  ]);
  if (!hadAccount && !userSnapshot.exists) return { deleted: false };
  // The husbands who followed her plans: their "My plan" must not open a deleted plan.
  const planIds = new Set(plans.docs.map((snapshot) => snapshot.id));
  const partnerUids = plans.docs
    .map((snapshot) => snapshot.get('partner.uid') as string | undefined)
    .filter((partnerUid): partnerUid is string => Boolean(partnerUid));
  const partners =
    partnerUids.length > 0 ? await db().getAll(...partnerUids.map((id) => userRef.parent.doc(id))) : [];
  const paymentsPseudonym = newPseudonym();
  const deletedAt = Timestamp.now();
  const batch = db().batch();
  for (const snapshot of [...questionnaires.docs, ...plans.docs, ...invites.docs, ...reminders]) {
    batch.delete(snapshot.ref);
  }
  // A plan's subscription has the plan's id.
  for (const snapshot of plans.docs) batch.delete(db().collection(CALENDAR_FEEDS).doc(snapshot.id));
  for (const partner of partners) {
    if (partner.exists && planIds.has(partner.get('partnerPlanId') as string)) {
      batch.update(partner.ref, { partnerPlanId: FieldValue.delete() });
    }
  }
  for (const snapshot of followed.docs) {
    if (snapshot.get('userId') !== uid) batch.update(snapshot.ref, { partner: FieldValue.delete() });
  }
  for (const snapshot of payments.docs) {
    batch.update(snapshot.ref, { userId: paymentsPseudonym, userDeletedAt: deletedAt });
  }
  batch.delete(draftRef(uid));
  batch.delete(userRef);
  if (options.byAdmin) {
    batch.create(
      db().collection(AUDIT).doc(),
      auditEntry({ action: 'delete-user', actorId: options.byAdmin, targetUserId: uid, paymentsPseudonym }),
    );
  }
  await batch.commit();
  return { deleted: true, paymentsPseudonym };
}
