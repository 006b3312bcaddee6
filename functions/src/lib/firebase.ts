/**
 * The one place the server imports the Firebase Admin SDK (Auth + Firestore). Beside it in lib/, and
 * through it: firebase-identity.ts, the Identity Toolkit REST API for what the Admin SDK cannot do (check
 * a password, have Firebase Auth send its own e-mails and apply their links' codes), and
 * firebase-storage.ts, Cloud Storage for Firebase (the guarantee claims' documents) through its JSON API
 * with the Admin SDK's credential (docs/decisions/0030-claim-documents-in-cloud-storage-through-the-server.md).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, FieldPath, Timestamp, FieldValue, type Firestore } from 'firebase-admin/firestore';

export { Timestamp, FieldValue, FieldPath };
export type {
  CollectionReference,
  Firestore,
  Transaction,
  WriteBatch,
  DocumentReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

export function app() {
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

/** gRPC's ABORTED: a transaction that lost a race with another write, through every attempt. */
const GRPC_ABORTED = 10;

/** Whether a Firestore error is a transaction aborted by contention (every attempt lost its race). */
export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === GRPC_ABORTED;
}
