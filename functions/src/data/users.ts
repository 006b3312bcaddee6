import { searchTokens, type User, type UserGender } from '@nasl/core';
import { db, FieldValue, Timestamp, type Transaction } from '../lib/firebase.ts';
import { AUDIT, auditEntry, type AuditRecord } from './audit.ts';
import { addStats, signUpChange } from './business-stats.ts';

export const USERS = 'users';

/** One signed-in device; its key in `sessions` is a hash of the id its cookie carries (lib/session-cookie.ts). */
export interface SessionEntry {
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

/** A user document in Firestore (`users/{uid}`, uid = the Firebase Auth uid). */
export interface UserDoc {
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  isSubscribed: boolean;
  gender: UserGender;
  createdAt: Timestamp;
  /** Mirrors Firebase Auth's flag; written when the person verifies through the app, refreshed on reads of their own record. */
  emailVerified?: boolean;
  /** The business's first admin: no other admin may demote or delete them. */
  isOwner?: boolean;
  /** Set when the person generates a plan; read by the admin user list. */
  latestQuestionnaireId?: string;
  latestPlanId?: string;
  /** False when her latest plan is not for sale (no method at her age); absent before it was written. */
  latestPlanForSale?: boolean;
  /** The plan paid (or unlocked) most recently: what "My plan" opens first. */
  latestPaidPlanId?: string;
  /** The plan this person follows as a wife's partner, since he accepted her invitation. */
  partnerPlanId?: string;
  /**
   * The plan he followed until she removed him (or he left): what tells him that the sharing ended, rather
   * than that the plan is someone else's. Gone when he accepts an invitation again.
   */
  endedPartnerPlanId?: string;
  /**
   * The sessions still valid, by session key. A request is signed in only while its session is here, so a
   * logout or a revocation ends exactly the sessions it removes, whatever second they began in (ADR 0011).
   */
  sessions?: Record<string, SessionEntry>;
  /** Her explicit consent to process health data: when, and to which version of the privacy policy. */
  healthDataConsent?: { givenAt: Timestamp; policyVersion: string };
  /** Set while the person is being deleted: the pseudonym their kept records get, the same on a retry. */
  deletionPseudonym?: string;
  /** What the admin's person search finds them by: every start of every word of name, e-mail and phone. */
  searchTokens?: string[];
}

/** More sessions than this and the oldest one ends: a person has a few devices, not hundreds. */
export const MAX_SESSIONS_PER_USER = 20;

export function toApiUser(id: string, doc: UserDoc): User {
  return {
    id,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    isAdmin: doc.isAdmin === true,
    isSubscribed: doc.isSubscribed === true,
    gender: doc.gender,
    emailVerified: doc.emailVerified === true,
    createdAt: doc.createdAt.toDate().toISOString(),
    myPlan: myPlan(doc),
  };
}

/** Her latest paid plan, else the plan he follows as her partner, else her latest plan. */
function myPlan(doc: UserDoc): User['myPlan'] {
  if (doc.latestPaidPlanId) return { id: doc.latestPaidPlanId, shared: false, paid: true, forSale: true };
  if (doc.partnerPlanId) return { id: doc.partnerPlanId, shared: true, paid: true, forSale: true };
  if (!doc.latestPlanId) return null;
  return { id: doc.latestPlanId, shared: false, paid: false, forSale: doc.latestPlanForSale !== false };
}

export function userRef(uid: string) {
  return db().collection(USERS).doc(uid);
}

export async function findUserDoc(uid: string): Promise<UserDoc | null> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserDoc) : null;
}

export async function findUser(uid: string): Promise<User | null> {
  const doc = await findUserDoc(uid);
  return doc ? toApiUser(uid, doc) : null;
}

/**
 * The person behind a verified session cookie, or null when their document is gone or this session was
 * ended. One document read: no Auth lookup per request.
 */
export async function findSessionUser(
  uid: string,
  sessionKey: string,
  nowMs = Date.now(),
): Promise<{ user: User; isOwner: boolean } | null> {
  const doc = await findUserDoc(uid);
  const session = doc?.sessions?.[sessionKey];
  if (!doc || !session || session.expiresAt.toMillis() <= nowMs) return null;
  return { user: toApiUser(uid, doc), isOwner: doc.isOwner === true };
}

/** A session to record: its key (a hash of the id its cookie carries) and when its cookie expires. */
export interface NewSession {
  sessionKey: string;
  expiresAtMs: number;
}

function sessionEntry(expiresAtMs: number, nowMs: number): SessionEntry {
  return { createdAt: Timestamp.fromMillis(nowMs), expiresAt: Timestamp.fromMillis(expiresAtMs) };
}

/**
 * Records a new session, in one transaction with dropping the expired ones and, past
 * MAX_SESSIONS_PER_USER, the oldest; with `endOthers`, every other session ends (a password change or
 * reset). `changes` are written in the same transaction. Answers the person as the document now holds them,
 * or null when they have no document (deleted meanwhile).
 */
export async function addSession(
  uid: string,
  { sessionKey, expiresAtMs }: NewSession,
  {
    endOthers = false,
    changes = {},
  }: { endOthers?: boolean; changes?: Pick<Partial<UserDoc>, 'emailVerified'> } = {},
): Promise<User | null> {
  const ref = userRef(uid);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const doc = snapshot.data() as UserDoc;
    const now = Date.now();
    const live = endOthers
      ? []
      : Object.entries(doc.sessions ?? {})
          .filter(([, entry]) => entry.expiresAt.toMillis() > now)
          .sort(([, a], [, b]) => b.createdAt.toMillis() - a.createdAt.toMillis())
          .slice(0, MAX_SESSIONS_PER_USER - 1);
    const sessions: Record<string, SessionEntry> = Object.fromEntries(live);
    sessions[sessionKey] = sessionEntry(expiresAtMs, now);
    transaction.update(ref, { sessions, ...changes });
    return toApiUser(uid, { ...doc, ...changes, sessions });
  });
}

/** Ends one session (logout). */
export async function endSession(uid: string, sessionKey: string): Promise<void> {
  await userRef(uid).update({ [`sessions.${sessionKey}`]: FieldValue.delete() });
}

/**
 * Ends every session but `keepSessionKey` (none kept when it is undefined): password and e-mail changes,
 * a password reset, "sign out of all other devices". Answers how many ended.
 */
export async function endSessions(uid: string, keepSessionKey?: string): Promise<number> {
  const ref = userRef(uid);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 0;
    const sessions = (snapshot.data() as UserDoc).sessions ?? {};
    const kept =
      keepSessionKey && sessions[keepSessionKey] ? { [keepSessionKey]: sessions[keepSessionKey] } : {};
    transaction.update(ref, { sessions: kept });
    return Object.keys(sessions).length - Object.keys(kept).length;
  });
}

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  gender: UserGender;
  isAdmin?: boolean;
  isOwner?: boolean;
  /** The version of the privacy policy she gave her explicit consent to, now (sign-up). */
  healthDataConsentTo?: string;
  /** Firebase Auth's flag, when the account already proved its mailbox (a password reset). */
  emailVerified?: boolean;
}

/** The person's document, created with their first session when they sign up (`session`). */
export async function createUserDoc(uid: string, user: NewUser, session?: NewSession): Promise<User> {
  const now = Date.now();
  const doc: UserDoc = {
    name: user.name,
    email: user.email,
    phone: user.phone,
    isAdmin: user.isAdmin ?? false,
    isSubscribed: false,
    gender: user.gender,
    emailVerified: user.emailVerified ?? false,
    createdAt: Timestamp.fromMillis(now),
    ...(user.isOwner ? { isOwner: true } : {}),
    ...(user.healthDataConsentTo
      ? { healthDataConsent: { givenAt: Timestamp.fromMillis(now), policyVersion: user.healthDataConsentTo } }
      : {}),
    searchTokens: searchTokens(user),
    ...(session ? { sessions: { [session.sessionKey]: sessionEntry(session.expiresAtMs, now) } } : {}),
  };
  // The sign-up is counted with the document it creates: both or neither.
  const batch = db().batch();
  batch.create(userRef(uid), doc);
  addStats(batch, signUpChange(doc.createdAt.toDate()));
  await batch.commit();
  return toApiUser(uid, doc);
}

type UserChanges = Partial<
  Pick<UserDoc, 'name' | 'email' | 'phone' | 'isAdmin' | 'isOwner' | 'emailVerified'>
>;

/** A change of name, e-mail or phone rewrites the search tokens in the same transaction. */
export async function updateUserDoc(uid: string, changes: UserChanges): Promise<User | null> {
  const ref = userRef(uid);
  if (changes.name === undefined && changes.email === undefined && changes.phone === undefined) {
    await ref.update(changes);
  } else {
    await db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return;
      const next = { ...(snapshot.data() as UserDoc), ...changes };
      transaction.update(ref, { ...changes, searchTokens: searchTokens(next) });
    });
  }
  return findUser(uid);
}

/** Whether any person is marked as the owner (the first admin made with make-admin becomes one). */
export async function ownerExists(): Promise<boolean> {
  return !(await db().collection(USERS).where('isOwner', '==', true).limit(1).get()).empty;
}

export type AdminChange = { ok: true; user: User } | { ok: false; reason: 'not-found' | 'owner' };

/**
 * Grants or removes admin rights, and logs who did it in the same transaction. The owner's rights cannot
 * be removed by anyone through the API.
 */
export async function setAdmin(actorId: string, targetId: string, isAdmin: boolean): Promise<AdminChange> {
  const ref = userRef(targetId);
  return db().runTransaction(async (transaction: Transaction): Promise<AdminChange> => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { ok: false, reason: 'not-found' };
    const doc = snapshot.data() as UserDoc;
    if (doc.isOwner && !isAdmin) return { ok: false, reason: 'owner' };
    transaction.update(ref, { isAdmin });
    const record: AuditRecord = auditEntry({
      action: isAdmin ? 'grant-admin' : 'revoke-admin',
      actorId,
      targetUserId: targetId,
    });
    transaction.create(db().collection(AUDIT).doc(), record);
    return { ok: true, user: toApiUser(targetId, { ...doc, isAdmin }) };
  });
}
