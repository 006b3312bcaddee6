import * as v from 'valibot';

export interface FieldIssue {
  /** Dotted path of the field, e.g. "email"; empty for the whole body. */
  field: string;
  /** A message key (see messages.ts) or a plain text. */
  message: string;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

/** Deepest nesting of objects and arrays a body may have: no form needs more than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/** A lone UTF-16 surrogate: what `\p{Cs}` matches in a `u` pattern, where a well-formed pair is one code point. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The first part of `input` no schema should see, or undefined: a string (a value or a key) that is not
 * well-formed UTF-16 (a lone surrogate: no encoding can store it, Firestore refuses it, and JSON may carry
 * it as `\ud800`), or objects and arrays nested deeper than MAX_INPUT_DEPTH. Walked without recursion,
 * so no depth can exhaust the stack.
 */
export function unreadableInput(input: unknown): FieldIssue | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    const field = path.join('.');
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return { field, message: 'textMalformed' };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return { field, message: 'bodyTooDeep' };
    const entries = Object.entries(value);
    if (entries.some(([key]) => LONE_SURROGATE.test(key))) return { field, message: 'textMalformed' };
    // In reverse, so the first entry is looked at first.
    for (const [key, child] of entries.reverse()) pending.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/**
 * Runs a schema and flattens its issues to one entry per field, first issue first. Input with unreadable
 * text or absurd nesting is refused before the schema runs, whatever the schema: every text field of
 * every body gets the same rule, once.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const unreadable = unreadableInput(input);
  if (unreadable) return { ok: false, issues: [unreadable] };
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    issues.push({ field, message: issue.message });
  }
  return { ok: false, issues };
}

/**
 * `v.object` whose missing keys report the field's own message (valibot reports a missing key with the
 * object's message), and whose non-object input reports 'invalidBody'.
 */
export function objectWithFieldMessages<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    const entry = typeof key === 'string' && Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (!entry || issue.path?.length !== 1) return 'invalidBody';
    const result = v.safeParse(entry, undefined);
    return result.success ? 'invalidBody' : (result.issues[0]?.message ?? 'invalidBody');
  });
}
