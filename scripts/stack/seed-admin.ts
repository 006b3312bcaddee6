import { createUserDoc, findUser, updateUserDoc } from '../../functions/src/data/users.ts';
import { auth, authErrorCode } from '../../functions/src/lib/firebase.ts';

export interface AdminCredentials {
  email: string;
  password: string;
}

export function localAdminCredentials(env: NodeJS.ProcessEnv = process.env): AdminCredentials {
  return {
    email: (env.LOCAL_ADMIN_EMAIL || 'admin@example.com').toLowerCase(),
    password: env.LOCAL_ADMIN_PASSWORD || 'admin123456',
  };
}

/**
 * Makes sure an account with these credentials exists and is an admin, and the owner: the seeded admin is
 * the local stack's first admin, whom no other admin may demote or delete. The process environment must
 * point firebase-admin at the emulators (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT).
 */
export async function ensureAdmin({ email, password }: AdminCredentials): Promise<void> {
  let uid: string;
  try {
    const existing = await auth().getUserByEmail(email);
    uid = existing.uid;
    await auth().updateUser(uid, { password });
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    uid = (await auth().createUser({ email, password, displayName: 'Nasl Admin' })).uid;
  }
  const user = await findUser(uid);
  if (!user) {
    await createUserDoc(uid, {
      name: 'مدير نسل',
      email,
      phone: null,
      gender: 'male',
      isAdmin: true,
      isOwner: true,
    });
  } else await updateUserDoc(uid, { isAdmin: true, isOwner: true });
}
