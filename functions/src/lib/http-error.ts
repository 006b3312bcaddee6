import type { MessageKey } from '@nasl/core';

/** An error that the error handler turns into `{ message }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    /** A key of core's `messages`, translated to the request's language when answered. */
    readonly messageKey: MessageKey,
    readonly fields?: Record<string, string>,
    /** A text to answer as it is instead of the key's translation (e.g. the card issuer's message). */
    readonly text?: string,
  ) {
    super(text ?? messageKey);
    this.name = 'HttpError';
  }

  /** Seconds the client should wait before trying again, answered as `Retry-After`. */
  retryAfterSeconds?: number;

  /** A refusal that says when to try again (`Retry-After`): a provider that is down or rate-limited. */
  static retryLater(status: number, messageKey: MessageKey, retryAfterSeconds: number): HttpError {
    const error = new HttpError(status, messageKey);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
}
