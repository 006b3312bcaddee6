import { ADMIN_PAGE_SIZE, type AdminCursor } from '@nasl/core';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from '../lib/firebase.ts';

/** The orders the admin lists are read in: newest first, or by e-mail for a prefix search. */
export type KeysetOrder = { by: 'createdAt'; direction: 'desc' } | { by: 'email'; direction: 'asc' };

export interface PageRequest {
  limit?: number | undefined;
  cursor?: AdminCursor | undefined;
}

export type KeysetPage =
  | { ok: true; docs: QueryDocumentSnapshot[]; nextCursor: AdminCursor | null }
  /** The cursor was made for another order (e.g. a search's cursor without the search). */
  | { ok: false; reason: 'cursor-of-another-order' };

function cursorAfter(document: QueryDocumentSnapshot, order: KeysetOrder): AdminCursor {
  if (order.by === 'email') return { by: 'email', email: String(document.get('email')), id: document.id };
  const createdAt = document.get('createdAt') as Timestamp;
  return { by: 'createdAt', seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds, id: document.id };
}

/**
 * One page of a keyset-paginated list: ordered by the field, then by document id in the same direction, and
 * starting after the cursor's (value, id). Rows that share a value are told apart by their id, so a page
 * edge never repeats or skips one. Firestore's single-field indexes already end with the document id.
 */
export async function keysetPage(base: Query, order: KeysetOrder, request: PageRequest): Promise<KeysetPage> {
  const { cursor } = request;
  if (cursor && cursor.by !== order.by) return { ok: false, reason: 'cursor-of-another-order' };
  const limit = request.limit ?? ADMIN_PAGE_SIZE;
  let query = base.orderBy(order.by, order.direction).orderBy(FieldPath.documentId(), order.direction);
  if (cursor) {
    const value = cursor.by === 'email' ? cursor.email : new Timestamp(cursor.seconds, cursor.nanoseconds);
    query = query.startAfter(value, cursor.id);
  }
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    ok: true,
    docs,
    nextCursor: snapshot.docs.length > limit && last ? cursorAfter(last, order) : null,
  };
}
