import type { Request, Response } from 'express';
import { adminCursorSchema, adminListQuerySchema, validate, type AdminCursor } from '@nasl/core';
import type { ListPage } from '../../data/admin-lists.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseQuery } from '../../lib/request-params.ts';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** The cursor travels as base64url JSON: opaque to the client, which sends back what it was given. */
function encodeCursor(cursor: AdminCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(text: string): AdminCursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalidQuery');
  }
  const result = validate(adminCursorSchema, decoded);
  if (!result.ok) throw new HttpError(400, 'invalidQuery');
  return result.data;
}

/** `?limit=&cursor=&search=&status=` of the admin lists; anything unreadable is a 400 before any query. */
export function parseListQuery(req: Request) {
  const { cursor, ...rest } = parseQuery(req, adminListQuerySchema);
  return { ...rest, cursor: cursor === undefined ? undefined : decodeCursor(cursor) };
}

/**
 * The lists keep their documented shape (a JSON array); the next page's cursor travels in a header. A
 * cursor made for another order (a search's, without the search) is refused like any unreadable cursor.
 */
export function sendPage<T>(res: Response<T[]>, page: ListPage<T>): void {
  if (!page.ok) throw new HttpError(400, 'invalidQuery');
  if (page.nextCursor) res.set(NEXT_CURSOR_HEADER, encodeCursor(page.nextCursor));
  res.json(page.items);
}
