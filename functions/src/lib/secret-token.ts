import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens for links that work without a session (a partner invitation, a calendar subscription):
 * 256 random bits, base64url (43 characters), far past guessing.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored to find a token again: its SHA-256, so the stored value opens nothing by itself. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two tokens in constant time (a comparison's duration tells nothing about the stored one). */
export function sameSecretToken(given: string, stored: string): boolean {
  const a = Buffer.from(hashSecretToken(given), 'hex');
  const b = Buffer.from(hashSecretToken(stored), 'hex');
  return timingSafeEqual(a, b);
}
