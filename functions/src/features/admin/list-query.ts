import type { Request, Response } from 'express';
import { adminListQuerySchema, isMessageKey, validate } from '@nasl/core';
import type { Page, PageRequest } from '../../data/admin.ts';
import { HttpError } from '../../lib/http-error.ts';

/** `?limit=&cursor=&search=&status=` of the admin lists. */
export function parseListQuery(req: Request): PageRequest {
  const query = Object.fromEntries(
    Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const result = validate(adminListQuerySchema, query);
  if (!result.ok) {
    const key = result.issues[0]?.message ?? 'invalidQuery';
    throw new HttpError(400, isMessageKey(key) ? key : 'invalidQuery');
  }
  return result.data;
}

/** The lists keep their documented shape (a JSON array); the next page's cursor travels in a header. */
export function sendPage<T>(res: Response, page: Page<T>): void {
  if (page.nextCursor) res.set('X-Next-Cursor', page.nextCursor);
  res.json(page.items);
}
