import { randomBytes } from 'node:crypto';
import { auth, authErrorCode, db, FieldValue, Timestamp } from '../lib/firebase.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { addStats, deletionChange, type CountedQuestionnaire } from './business-stats.ts';
import { CALENDAR_FEEDS } from './calendar-feeds.ts';
import { draftRef } from './drafts.ts';
import { claimRef, claimsOfUser, deleteClaimFiles } from './guarantee-claims.ts';
import { formerPartnersOf, invitesSentBy, invitesUsedBy, plansFollowedBy } from './partners.ts';
import { PAYMENTS } from './payments.ts';
import { PLANS, QUESTIONNAIRES, type PlanDoc, type StoredPlanDoc } from './plan-documents.ts';
import { reminderDocumentsOf } from './reminders.ts';
import { USERS, type UserDoc } from './users.ts';

/** What the kept payment records (and audit entries) of a deleted person carry instead of their id. */
function newPseudonym(): string {
  return `deleted-${randomBytes(12).toString('base64url')}`;
}

/** Writes per batch when renaming audit entries: under Firestore's 500 per batch, with room to spare. */
const AUDIT_RENAMES_PER_BATCH = 400;

export type DeletionResult = { deleted: false } | { deleted: true; paymentsPseudonym: string };

export interface DeletionOptions {
  /** The admin who deletes the person, logged in the audit log (absent: the person deletes themselves). */
  byAdmin?: string;
  /**
   * Removes the person's id from what the payment provider keeps of these payment intents; called before
   * anything is deleted, so when it fails nothing is.
   */
  forgetPayer: (intentIds: string[]) => Promise<void>;
}

/** Every payment intent of the person: each plan's (its current one and every earlier one) and each payment's. */
function intentIdsOf(plans: StoredPlanDoc[], paymentIds: string[]): string[] {
  const ids = plans.flatMap((plan) => [plan.paymentIntentId, ...(plan.paymentIntentIds ?? [])]);
  return [...new Set([...ids, ...paymentIds].filter((id): id is string => Boolean(id)))];
}

/**
 * Removes a person. First the payment provider forgets the person's id on their payment intents; then
 * their sessions end (they stop working at once), then the Auth account goes, then in one batch the user
 * document, questionnaires, plans and draft, with what their plans shared (invitations, calendar
 * subscriptions, reminders, devices), the invitations they accepted and their place as a partner on
 * someone else's plan, and their guarantee claims (their documents' files first). Payment records are kept
 * for accounting, with the person's id replaced by one pseudonym shared by all of their payments and the
 * receipt e-mail removed (the amount, plan id and intent id stay);
 * the audit log's entries that named the person name that pseudonym instead, so no record keeps the
 * person's id beside it. An admin's deletion adds its audit entry (naming the pseudonym) to the same
 * batch. Safe to repeat after a partial failure: the pseudonym is kept on the user document until the
 * batch deletes it. `deleted: false` when there was nothing to delete.
 */
export async function deleteUserEverywhere(uid: string, options: DeletionOptions): Promise<DeletionResult> {
  const userRef = db().collection(USERS).doc(uid);
  const [userSnapshot, questionnaires, plans, payments, invites, accepted, followed, reminders, claims] =
    await Promise.all([
      userRef.get(),
      db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
      db().collection(PLANS).where('userId', '==', uid).get(),
      db().collection(PAYMENTS).where('userId', '==', uid).get(),
      invitesSentBy(uid),
      invitesUsedBy(uid),
      plansFollowedBy(uid),
      reminderDocumentsOf(uid),
      claimsOfUser(uid),
    ]);
  await options.forgetPayer(
    intentIdsOf(
      plans.docs.map((snapshot) => snapshot.data() as StoredPlanDoc),
      payments.docs.map((snapshot) => snapshot.id),
    ),
  );
  const paymentsPseudonym = (userSnapshot.data() as UserDoc | undefined)?.deletionPseudonym ?? newPseudonym();
  if (userSnapshot.exists) {
    await userRef.update({ sessions: FieldValue.delete(), deletionPseudonym: paymentsPseudonym });
  }
  let hadAccount = true;
  try {
    await auth().deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    hadAccount = false;
  }
  if (!hadAccount && !userSnapshot.exists) return { deleted: false };

  const [asTarget, asActor] = await Promise.all([
    db().collection(AUDIT).where('targetUserId', '==', uid).get(),
    db().collection(AUDIT).where('actorId', '==', uid).get(),
  ]);
  const renames = [
    ...asTarget.docs.map((snapshot) => ({ ref: snapshot.ref, field: 'targetUserId' })),
    ...asActor.docs.map((snapshot) => ({ ref: snapshot.ref, field: 'actorId' })),
  ];
  for (let start = 0; start < renames.length; start += AUDIT_RENAMES_PER_BATCH) {
    const batch = db().batch();
    for (const { ref, field } of renames.slice(start, start + AUDIT_RENAMES_PER_BATCH)) {
      batch.update(ref, { [field]: paymentsPseudonym });
    }
    await batch.commit();
  }

  // The husbands who followed her plans: their "My plan" must not open a deleted plan.
  const planIds = new Set(plans.docs.map((snapshot) => snapshot.id));
  const partnerUids = plans.docs
    .map((snapshot) => snapshot.get('partner.uid') as string | undefined)
    .filter((partnerUid): partnerUid is string => Boolean(partnerUid));
  const [partners, formerPartners] = await Promise.all([
    partnerUids.length > 0 ? db().getAll(...partnerUids.map((id) => userRef.parent.doc(id))) : [],
    formerPartnersOf([...planIds]),
  ]);

  // Her guarantee claims' documents are health data: their files go before the claims that name them.
  for (const claim of claims) await deleteClaimFiles(claim.doc.documents);

  const deletedAt = Timestamp.now();
  const batch = db().batch();
  // The invitations she sent, and those she accepted as a partner (they name her as `usedBy`).
  const inviteRefs = new Map(
    [...invites.docs, ...accepted.docs].map((snapshot) => [snapshot.id, snapshot.ref]),
  );
  for (const claim of claims) batch.delete(claimRef(claim.id));
  for (const snapshot of [...questionnaires.docs, ...plans.docs, ...reminders]) batch.delete(snapshot.ref);
  for (const ref of inviteRefs.values()) batch.delete(ref);
  // A plan's subscription has the plan's id.
  for (const snapshot of plans.docs) batch.delete(db().collection(CALENDAR_FEEDS).doc(snapshot.id));
  for (const partner of partners) {
    if (partner.exists && planIds.has(partner.get('partnerPlanId') as string)) {
      batch.update(partner.ref, { partnerPlanId: FieldValue.delete() });
    }
  }
  for (const snapshot of formerPartners) {
    if (snapshot.id !== uid) batch.update(snapshot.ref, { endedPartnerPlanId: FieldValue.delete() });
  }
  for (const snapshot of followed.docs) {
    if (snapshot.get('userId') !== uid) batch.update(snapshot.ref, { partner: FieldValue.delete() });
  }
  // What is kept for the accounts names no one: the pseudonym instead of her id, and no receipt e-mail.
  for (const snapshot of payments.docs) {
    batch.update(snapshot.ref, {
      userId: paymentsPseudonym,
      userDeletedAt: deletedAt,
      receiptEmail: FieldValue.delete(),
    });
  }
  batch.delete(draftRef(uid));
  batch.delete(userRef);
  // They leave the dashboard's totals with their documents; their past days and their money stay.
  addStats(
    batch,
    deletionChange(deletedAt.toDate(), {
      user: userSnapshot.exists,
      questionnaires: questionnaires.docs.map((snapshot) => snapshot.data() as CountedQuestionnaire),
      plans: plans.docs.map((snapshot) => snapshot.data() as PlanDoc),
    }),
  );
  if (options.byAdmin) {
    batch.create(
      db().collection(AUDIT).doc(),
      auditEntry({
        action: 'delete-user',
        actorId: options.byAdmin,
        targetUserId: paymentsPseudonym,
        paymentsPseudonym,
      }),
    );
  }
  await batch.commit();
  return { deleted: true, paymentsPseudonym };
}
