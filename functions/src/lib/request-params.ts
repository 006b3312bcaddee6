import type { Request } from 'express';
import type * as v from 'valibot';
import { isMessageKey, isValidId, validate } from '@nasl/core';
import { HttpError } from './http-error.ts';

/**
 * An id from the path (`/api/plans/{id}`, `/api/admin/users/{id}`), checked with core's shared id rule
 * before any read: one that cannot be an id (a slash, a dot, 1,600 characters) names nothing → 404.
 */
export function idParam(req: Request, name = 'id'): string {
  const value = req.params[name];
  if (!isValidId(value)) throw new HttpError(404, 'notFound');
  return value;
}

/**
 * The query string checked with a core schema (a repeated parameter counts as absent): anything unreadable
 * is a 400 with the schema's message, before any read.
 */
export function parseQuery<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const query = Object.fromEntries(
    Object.entries(req.query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const result = validate(schema, query);
  if (result.ok) return result.data;
  const key = result.issues[0]?.message ?? 'invalidQuery';
  throw new HttpError(400, isMessageKey(key) ? key : 'invalidQuery');
}
