/** Direct reads of the stand-ins, to check what the API stored (or did not). */
import { db, auth, authErrorCode } from '../../functions/src/lib/firebase.ts';

export async function userDocsWithEmail(email: string): Promise<number> {
  const snapshot = await db().collection('users').where('email', '==', email.toLowerCase()).get();
  return snapshot.size;
}

export async function authAccountExists(email: string): Promise<boolean> {
  try {
    await auth().getUserByEmail(email.toLowerCase());
    return true;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return false;
    throw error;
  }
}

export async function userDoc(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await db().collection('users').doc(uid).get()).data();
}

export async function plansOfUser(uid: string): Promise<number> {
  return (await db().collection('plans').where('userId', '==', uid).get()).size;
}

export async function questionnairesOfUser(uid: string): Promise<number> {
  return (await db().collection('questionnaires').where('userId', '==', uid).get()).size;
}

export async function planDoc(id: string): Promise<Record<string, unknown> | undefined> {
  return (await db().collection('plans').doc(id).get()).data();
}

/** Stands in for a completed payment until the payment flow exists in these tests. */
export async function markPlanPaid(id: string): Promise<void> {
  await db().collection('plans').doc(id).update({ isPaid: true, paymentStatus: 'completed' });
}

export async function paymentsOfPlan(planId: string): Promise<number> {
  return (await db().collection('payments').where('planId', '==', planId).get()).size;
}

/** Every document that belongs to a person, by collection. */
export async function documentsOf(uid: string): Promise<Record<string, number>> {
  const [user, questionnaires, plans, payments, draft] = await Promise.all([
    db().collection('users').doc(uid).get(),
    db().collection('questionnaires').where('userId', '==', uid).get(),
    db().collection('plans').where('userId', '==', uid).get(),
    db().collection('payments').where('userId', '==', uid).get(),
    db().collection('questionnaireDrafts').doc(uid).get(),
  ]);
  return {
    users: user.exists ? 1 : 0,
    questionnaires: questionnaires.size,
    plans: plans.size,
    payments: payments.size,
    drafts: draft.exists ? 1 : 0,
  };
}
