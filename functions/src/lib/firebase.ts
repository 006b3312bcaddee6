/**
 * The one place the server touches the Firebase SDKs: Admin (Auth + Firestore) and the Identity Toolkit
 * REST API for password sign-in (the Admin SDK cannot check a password).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, FieldPath, Timestamp, FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { ServerConfig } from './config.ts';

export { Timestamp, FieldValue, FieldPath };
export type {
  Firestore,
  Transaction,
  DocumentReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

function app() {
  return getApps()[0] ?? initializeApp();
}

let firestore: Firestore | undefined;

export function db(): Firestore {
  if (!firestore) {
    firestore = getFirestore(app());
    firestore.settings({ ignoreUndefinedProperties: true });
  }
  return firestore;
}

export function auth(): Auth {
  return getAuth(app());
}

/** Firebase Auth error code of an Admin SDK error, e.g. 'auth/email-already-exists'. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export type PasswordSignInResult =
  | { ok: true; idToken: string; uid: string }
  | { ok: false; reason: 'invalid-credentials' | 'too-many-attempts' | 'disabled' };

/** Checks an email/password pair with Firebase Auth and returns a fresh ID token. */
export async function signInWithPassword(
  config: ServerConfig,
  email: string,
  password: string,
): Promise<PasswordSignInResult> {
  const base = config.authEmulatorHost
    ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(
    `${base}/v1/accounts:signInWithPassword?key=${encodeURIComponent(config.firebaseWebApiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as {
    idToken?: string;
    localId?: string;
    error?: { message?: string };
  };
  if (response.ok && body.idToken && body.localId) {
    return { ok: true, idToken: body.idToken, uid: body.localId };
  }
  const code = body.error?.message ?? '';
  if (code.startsWith('TOO_MANY_ATTEMPTS')) return { ok: false, reason: 'too-many-attempts' };
  if (code.startsWith('USER_DISABLED')) return { ok: false, reason: 'disabled' };
  if (/^(INVALID_LOGIN_CREDENTIALS|EMAIL_NOT_FOUND|INVALID_PASSWORD|INVALID_EMAIL)/.test(code)) {
    return { ok: false, reason: 'invalid-credentials' };
  }
  throw new Error(`Identity Toolkit sign-in failed: ${response.status} ${code}`);
}
