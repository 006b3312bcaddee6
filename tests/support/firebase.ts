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
