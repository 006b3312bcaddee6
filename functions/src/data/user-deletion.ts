import { randomBytes } from 'node:crypto';
import { auth, authErrorCode, db, FieldValue, Timestamp } from '../lib/firebase.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { addStats, deletionChange, type CountedQuestionnaire } from './business-stats.ts';
import { draftRef } from './drafts.ts';
import { PAYMENTS } from './payments.ts';
import { PLANS, QUESTIONNAIRES, type PlanDoc } from './plan-documents.ts';
import { USERS } from './users.ts';

/** What the kept payment records of a deleted person carry instead of their id. */
function newPseudonym(): string {
  return `deleted-${randomBytes(12).toString('base64url')}`;
}

export type DeletionResult = { deleted: false } | { deleted: true; paymentsPseudonym: string };

/**
 * Removes a person: their sessions first (they stop working at once), then the Auth account, then in one
 * batch the user document, questionnaires, plans and draft. Payment records are kept for accounting, with
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
  const [userSnapshot, questionnaires, plans, payments] = await Promise.all([
    userRef.get(),
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
  ]);
  if (!hadAccount && !userSnapshot.exists) return { deleted: false };
  const paymentsPseudonym = newPseudonym();
  const deletedAt = Timestamp.now();
  const batch = db().batch();
  for (const snapshot of [...questionnaires.docs, ...plans.docs]) batch.delete(snapshot.ref);
  for (const snapshot of payments.docs) {
    batch.update(snapshot.ref, { userId: paymentsPseudonym, userDeletedAt: deletedAt });
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
      auditEntry({ action: 'delete-user', actorId: options.byAdmin, targetUserId: uid, paymentsPseudonym }),
    );
  }
  await batch.commit();
  return { deleted: true, paymentsPseudonym };
}
