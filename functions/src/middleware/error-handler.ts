import type { NextFunction, Request, Response } from 'express';
import { translateMessage } from '@nasl/core';
import { logger } from 'firebase-functions';
import { HttpError } from '../lib/http-error.ts';
import { languageFromHeader } from '../lib/language.ts';

/** The one error handler: every failure is answered `{ message }` in the request's language. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const lang = languageFromHeader(req.headers['accept-language']);
  if (error instanceof HttpError) {
    const body: { message: string; fields?: Record<string, string> } = {
      message: error.text ?? translateMessage(error.messageKey, lang),
    };
    if (error.fields) {
      body.fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, key]) => [field, translateMessage(key, lang)]),
      );
    }
    res.status(error.status).json(body);
    return;
  }
  logger.error('Unhandled API error', {
    path: req.path,
    error: error instanceof Error ? error.stack : error,
  });
  res.status(500).json({ message: translateMessage('serverError', lang) });
}

export function notFound(_req: Request, _res: Response, next: NextFunction): void {
  next(new HttpError(404, 'notFound'));
}
