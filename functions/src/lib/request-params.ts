import type { Request } from 'express';
import { isValidId } from '@nasl/core';
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
