import type { User, UserGender } from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';

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
