import type { Request, Response } from 'express';
import type { MessageKey } from '@nasl/core';
import {
  clearRateLimits,
  consumeRateLimits,
  peekRateLimits,
  rateLimitId,
  recordRateLimitHits,
  type RateLimit,
  type RateLimitResult,
} from '../data/rate-limits.ts';
import { addressBucket, clientAddress } from '../lib/client-ip.ts';
import type { RateLimitName, ServerConfig } from '../lib/config.ts';
import { HttpError } from '../lib/http-error.ts';

/**
 * The API's throttles (fixed windows in Firestore, shared by every instance), by the names of
 * RATE_LIMIT_SETTINGS. A refusal is 429 with `Retry-After` (seconds) and `{ message }`.
 */

/** The rate-limit bucket of the request's client address (lib/client-ip.ts). */
export function requestAddress(req: Request, config: ServerConfig): string {
  return addressBucket(
    clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, config.trustedProxies),
  );
}

/** One configured limit, counted for `subject` (a uid, an address bucket, an e-mail). */
export function limitFor(config: ServerConfig, name: RateLimitName, subject: string): RateLimit {
  return { id: rateLimitId(config.rateLimitKey, name, subject), ...config.rateLimits[name] };
}

function refuse(res: Response, result: RateLimitResult, message: MessageKey): void {
  if (result.allowed) return;
  res.set('Retry-After', String(result.retryAfterSeconds));
  throw new HttpError(429, result.busy ? 'serverBusy' : message);
}

/** Counts this request against the limits, or refuses it (then nothing is counted). */
export async function consumeOrRefuse(
  res: Response,
  limits: RateLimit[],
  message: MessageKey = 'tooManyAttempts',
): Promise<void> {
  refuse(res, await consumeRateLimits(limits), message);
}

/** Refuses when a limit on failures is already reached; failures are counted by `countFailure`. */
export async function refuseWhenBlocked(res: Response, limits: RateLimit[]): Promise<void> {
  refuse(res, await peekRateLimits(limits), 'tooManyAttempts');
}

/** Counts a failure; when its counters stay contended, the request is refused (429) rather than uncounted. */
export async function countFailure(res: Response, limits: RateLimit[]): Promise<void> {
  if (!(await recordRateLimitHits(limits))) {
    refuse(res, { allowed: false, retryAfterSeconds: 1, busy: true }, 'serverBusy');
  }
}

/** Forgets what these limits counted (a completed password reset lifts the login lockout). */
export async function forgetLimits(limits: RateLimit[]): Promise<void> {
  await clearRateLimits(limits);
}
