import { ADMIN_PAGE_SIZE, type AdminCursor } from '@nasl/core';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from '../lib/firebase.ts';

/** Which list a cursor belongs to: a whole list, or a search's results. */
export type CursorKind = AdminCursor['by'];

export interface PageRequest {
  limit?: number | undefined;
  cursor?: AdminCursor | undefined;
}

export type KeysetPage =
  | { ok: true; docs: QueryDocumentSnapshot[]; nextCursor: AdminCursor | null }
  /** The cursor was made for another list (e.g. a search's cursor without the search). */
  | { ok: false; reason: 'cursor-of-another-order' };

/** A page that checks rows in memory looks at this many batches at most, then answers what it found. */
const MAX_BATCHES_PER_PAGE = 5;

function cursorAfter(document: QueryDocumentSnapshot, kind: CursorKind): AdminCursor {
  const createdAt = document.get('createdAt') as Timestamp;
  return { by: kind, seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds, id: document.id };
}

/**
 * One page of a keyset-paginated list, newest first: ordered by `createdAt`, then by document id in the
 * same direction, and starting after the cursor's (instant, id). Rows that share an instant are told apart
 * by their id, so a page edge never repeats or skips one. Firestore's indexes end with the document id.
 *
 * `keep` checks what the query alone cannot (the other words of a search): rows are read in batches until
 * the page is full, the list ends, or MAX_BATCHES_PER_PAGE batches were read; a page may then be short
 * and still have a next cursor, which starts after the last row looked at.
 */
export async function keysetPage(
  base: Query,
  kind: CursorKind,
  request: PageRequest,
  keep: (document: QueryDocumentSnapshot) => boolean = () => true,
): Promise<KeysetPage> {
  const { cursor } = request;
  if (cursor && cursor.by !== kind) return { ok: false, reason: 'cursor-of-another-order' };
  const limit = request.limit ?? ADMIN_PAGE_SIZE;
  const ordered = base.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  const start = cursor
    ? ordered.startAfter(new Timestamp(cursor.seconds, cursor.nanoseconds), cursor.id)
    : ordered;
  const docs: QueryDocumentSnapshot[] = [];
  let lastLooked: QueryDocumentSnapshot | undefined;
  for (let batch = 1; ; batch += 1) {
    const snapshot = await (lastLooked ? ordered.startAfter(lastLooked) : start).limit(limit + 1).get();
    for (const document of snapshot.docs) {
      // One more row exists after a full page.
      if (docs.length === limit) return { ok: true, docs, nextCursor: cursorAfter(docs.at(-1)!, kind) };
      lastLooked = document;
      if (keep(document)) docs.push(document);
    }
    if (snapshot.docs.length <= limit || !lastLooked) return { ok: true, docs, nextCursor: null };
    if (batch === MAX_BATCHES_PER_PAGE) return { ok: true, docs, nextCursor: cursorAfter(lastLooked, kind) };
  }
}
