import * as v from 'valibot';
import type { MessageKey } from './messages.ts';

/**
 * Every id the API takes from a path, a body or a cursor: Firestore auto-ids (20 characters) and Firebase
 * Auth uids (28) are letters and digits. '-' and '_' are allowed too; '/', '.', spaces and anything longer
 * than 128 characters are not, so an id can never name another collection or overflow Firestore's limits.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** Firestore reserves ids of the form `__…__` (production refuses them, the local stand-in does not). */
const FIRESTORE_RESERVED_ID = /^__.*__$/;

/**
 * Names every plain object answers (`constructor`, `toString`, `__proto__`, …): an id looked up in an
 * object would find the prototype's member instead of nothing. No id the server makes is one of them.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Whether `value` can be an id: the pattern, and neither a reserved nor a prototype name. */
export function isValidId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    ID_PATTERN.test(value) &&
    !FIRESTORE_RESERVED_ID.test(value) &&
    !PROTOTYPE_NAMES.has(value)
  );
}

/** An id field whose refusal carries `message` (a messages key). */
export const idField = (message: MessageKey) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((id: string) => isValidId(id), message),
  );

/** The shared id schema: path parameters, body fields and cursors are checked with it. */
export const idSchema = idField('invalidId');
