import { isValidId } from '@nasl/core';
import { db } from '../lib/firebase.ts';

/** The document `id` of `collection`, or null when there is none or `id` could not name one. */
export async function findDocument<T>(collection: string, id: string): Promise<T | null> {
  if (!isValidId(id)) return null;
  const snapshot = await db().collection(collection).doc(id).get();
  return snapshot.exists ? (snapshot.data() as T) : null;
}
