import { auth, authErrorCode, db, Timestamp } from '../lib/firebase.ts';
import { draftRef } from './drafts.ts';
import { PAYMENTS } from './payments.ts';
import { PLANS, QUESTIONNAIRES } from './plan-documents.ts';
import { USERS } from './users.ts';

/**
 * Removes a person: the Auth account first (their sessions stop working at once), then every document of
 * theirs in one batch. Safe to repeat after a partial failure. False when there was nothing to delete.
 */
export async function deleteUserEverywhere(uid: string): Promise<boolean> {
  let hadAccount = true;
  // Sessions are checked against the user document; end them there first, in case the batch below fails.
  const userDoc = db().collection(USERS).doc(uid);
  if ((await userDoc.get()).exists) {
    await userDoc.update({ sessionsValidAfter: Timestamp.fromMillis(Date.now() + 1000) });
  }
  try {
    await auth().deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    hadAccount = false;
  }
  const [userSnapshot, questionnaires, plans, payments] = await Promise.all([
    db().collection(USERS).doc(uid).get(),
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
  ]);
  const batch = db().batch();
  for (const snapshot of [...questionnaires.docs, ...plans.docs, ...payments.docs])
    batch.delete(snapshot.ref);
  batch.delete(draftRef(uid));
  batch.delete(userSnapshot.ref);
  await batch.commit();
  return hadAccount || userSnapshot.exists;
}
