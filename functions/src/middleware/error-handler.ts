import type { NextFunction, Request, Response } from 'express';
import { type ErrorBody, translateMessage } from '@nasl/core';
import { logger } from 'firebase-functions';
import { HttpError } from '../lib/http-error.ts';
import { languageFromHeader } from '../lib/language.ts';
import { loggedPath } from '../lib/logged-path.ts';

/**
 * A failure Express raised about the request itself, as the refusal it is: a path parameter that does
 * not decode (`%ED%A0%80`, `%`) names nothing (404, like any id that cannot be one); any other error that
 * carries a 4xx status (a body parser's) is a bad request.
 */
function requestFault(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) return new HttpError(404, 'notFound');
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 0;
  if (status === 413) return new HttpError(413, 'bodyTooLarge');
  if (status >= 400 && status < 500) return new HttpError(400, 'invalidBody');
  return undefined;
}

/** The one error handler: every failure is answered `{ message }` in the request's language. */
export function errorHandler(caught: unknown, req: Request, res: Response, _next: NextFunction): void {
  const lang = languageFromHeader(req.headers['accept-language']);
  const error = requestFault(caught) ?? caught;
  if (error instanceof HttpError) {
    const body: ErrorBody = {
      message: error.text ?? translateMessage(error.messageKey, lang),
    };
    if (error.fields) {
      body.fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [field, translateMessage(key, lang)]),
      );
    }
    if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(body);
    return;
  }
  logger.error('Unhandled API error', {
    path: loggedPath(req.originalUrl.split('?')[0] ?? ''),
    error: error instanceof Error ? error.stack : error,
  });
  res.status(500).json({ message: translateMessage('serverError', lang) });
}

export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError(404, 'notFound'));
}
