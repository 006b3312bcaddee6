import type { MessageKey } from '@nasl/core';

/** An error that the error handler turns into `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** A key of core's `messages`, translated to the request's language when answered. */
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}
