import * as v from 'valibot';

/**
 * For screens that show "no data" rather than an error when an answer cannot be read: the schema's
 * output, or null.
 */
export function orNull<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.fallback(v.nullable(schema), null);
}
