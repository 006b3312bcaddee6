import type { Request } from 'express';
import type * as v from 'valibot';
import { isMessageKey, validate } from '@nasl/core';
import { HttpError } from './http-error.ts';

/** Validates the request body with a core schema (the same one the form uses); 400 with the first message. */
export function parseBody<TSchema extends v.GenericSchema>(
  req: Request,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const body = req.jsonBody;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'invalidBody');
  }
  const result = validate(schema, body);
  if (result.ok) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[issue.field] = issue.message;
  const first = result.issues[0]?.message ?? 'invalidBody';
  throw new HttpError(400, isMessageKey(first) ? first : 'invalidBody', fields);
}
