import type { User, UserGender } from '@nasl/core';
import { auth, db, Timestamp } from '../lib/firebase.ts';

export const USERS = 'users';

/** A user document in Firestore (`users/{uid}`, uid = the Firebase Auth uid). */
export interface UserDoc {
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  isSubscribed: boolean;
  gender: UserGender;
  createdAt: Timestamp;
  /** Set when the person generates a plan; read by the admin user list. */
  latestQuestionnaireId?: string;
  latestPlanId?: string;
  /**
   * Sessions signed in before this instant are revoked (logout, password change, deletion). Whole seconds,
   * like Firebase's own `tokensValidAfterTime`, which is set at the same moment.
   */
  sessionsValidAfter?: Timestamp;
}

export function toApiUser(id: string, doc: UserDoc): User {
  return {
    id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    isAdmin: doc.isAdmin === true,
    isSubscribed: doc.isSubscribed === true,
    gender: doc.gender,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

export function userRef(uid: string) {
  return db().collection(USERS).doc(uid);
}

export async function findUser(uid: string): Promise<User | null> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? toApiUser(uid, snapshot.data() as UserDoc) : null;
}

/**
 * The person behind a verified session cookie, or null when their document is gone or the session was
 * revoked. One document read: no Auth lookup per request (see ADR 0006).
 */
export async function findSessionUser(uid: string, authTimeSeconds: number): Promise<User | null> {
  const snapshot = await userRef(uid).get();
  if (!snapshot.exists) return null;
  const doc = snapshot.data() as UserDoc;
  if (doc.sessionsValidAfter && authTimeSeconds < doc.sessionsValidAfter.seconds) return null;
  return toApiUser(uid, doc);
}

/**
 * Ends every session of this person: first on the user document, which each request checks, then in Firebase
 * Auth (refresh tokens). Sessions from the current second survive, as with Firebase's own check.
 */
export async function revokeSessions(uid: string): Promise<void> {
  const now = Timestamp.fromMillis(Math.floor(Date.now() / 1000) * 1000);
  await userRef(uid).update({ sessionsValidAfter: now });
  await auth().revokeRefreshTokens(uid);
}

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  gender: UserGender;
  isAdmin?: boolean;
}

export async function createUserDoc(uid: string, user: NewUser): Promise<User> {
  const doc: UserDoc = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    isAdmin: user.isAdmin ?? false,
    isSubscribed: false,
    gender: user.gender,
    createdAt: Timestamp.now(),
  };
  await userRef(uid).create(doc);
  return toApiUser(uid, doc);
}

export async function updateUserDoc(
  uid: string,
  changes: Partial<Pick<UserDoc, 'name' | 'email' | 'phone' | 'isAdmin'>>,
): Promise<User | null> {
  await userRef(uid).update(changes);
  return findUser(uid);
}

/** Grants or removes admin rights; false when there is no such person. */
export async function setAdmin(uid: string, isAdmin: boolean): Promise<boolean> {
  const ref = userRef(uid);
  if (!(await ref.get()).exists) return false;
  await ref.update({ isAdmin });
  return true;
}
