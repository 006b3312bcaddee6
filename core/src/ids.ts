import * as v from 'valibot';
import type { MessageKey } from './messages.ts';

/**
 * Every id the API takes from a path, a body or a cursor: Firestore auto-ids (20 characters) and Firebase
 * Auth uids (28) are letters and digits. '-' and '_' are allowed too; '/', '.', spaces and anything longer
 * than 128 characters are not, so an id can never name another collection or overflow Firestore's limits.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** An id field whose refusal carries `message` (a messages key). */
export const idField = (message: MessageKey) =>
  v.pipe(v.string(message), v.trim(), v.regex(ID_PATTERN, message));

/** The shared id schema: path parameters, body fields and cursors are checked with it. */
export const idSchema = idField('invalidId');

export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
