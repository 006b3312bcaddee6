import * as v from 'valibot';

export interface FieldIssue {
  /** Dotted path of the field, e.g. "email"; empty for the whole body. */
  field: string;
  /** A message key (see messages.ts) or a plain text. */
  message: string;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

/** Runs a schema and flattens its issues to one entry per field, first issue first. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
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
