import type { NextFunction, Request, Response } from 'express';
import { MAX_JSON_BODY_BYTES } from '@nasl/core';
import { HttpError } from '../lib/http-error.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A `multipart/form-data` request: a form with files. */
export function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');
}

export async function readRaw(req: Request, limit = MAX_JSON_BODY_BYTES): Promise<Buffer> {
  // Cloud Functions (and the emulator) have already read the stream into rawBody.
  const preRead = (req as Request & { rawBody?: Buffer }).rawBody;
  if (preRead) return preRead;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, 'bodyTooLarge');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the JSON body from the raw bytes and enforces the API's own size limit (413), far below the
 * platform's. Every body that reaches the app is parsed here, so malformed JSON is answered 400
 * `{ message }` by the app. One case never reaches it: a body declared `application/json` that does not
 * parse, or is a bare scalar, is refused by the platform's own parser in front of the app (the Functions
 * Framework's body-parser in Cloud Functions, the emulator's locally) with an HTML 400; see
 * docs/architecture.md. What reaches here and is not an object is refused by the validators.
 */
export async function jsonBody(req: Request, _res: Response, next: NextFunction): Promise<void> {
  if (!BODY_METHODS.has(req.method)) return next();
  // A form with files (a guarantee claim's documents) is read by its own handler, with its own limits,
  // after the handler has checked whether it may be sent at all; everywhere else it is no JSON body (400).
  if (isMultipart(req)) {
    req.jsonBody = undefined;
    return next();
  }
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  if (declaredLength > MAX_JSON_BODY_BYTES) return next(new HttpError(413, 'bodyTooLarge'));
  try {
    const raw = await readRaw(req);
    if (raw.length > MAX_JSON_BODY_BYTES) return next(new HttpError(413, 'bodyTooLarge'));
    if (raw.length === 0) {
      req.jsonBody = undefined;
      return next();
    }
    const contentType = req.headers['content-type'] ?? '';
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType))
      return next(new HttpError(400, 'invalidBody'));
    try {
      req.jsonBody = JSON.parse(raw.toString('utf8')) as unknown;
    } catch {
      return next(new HttpError(400, 'malformedJson'));
    }
    next();
  } catch (error) {
    next(error instanceof HttpError ? error : new HttpError(400, 'invalidBody'));
  }
}
