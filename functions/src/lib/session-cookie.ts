import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'express';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '@nasl/core';
import type { ServerConfig } from './config.ts';
import { auth } from './firebase.ts';

/**
 * The `__session` cookie is `<session id>~<Firebase session cookie>`. The id is random and new for every
 * sign-in: two Firebase session cookies of one person made in the same second can be byte-identical, so
 * only an id of our own tells two devices apart. The user document keeps a hash of it (`sessions`), so a
 * copy of the document holds no live session.
 */
const SEPARATOR = '~';

export interface NewSessionCookie {
  value: string;
  /** The session's key on the user document. */
  sessionKey: string;
  expiresAtMs: number;
}

function keyOf(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 32);
}

/** A new session cookie from a fresh ID token (not yet recorded nor sent). */
export async function createSessionCookie(idToken: string): Promise<NewSessionCookie> {
  const expiresAtMs = Date.now() + SESSION_LIFETIME_MS;
  const firebaseCookie = await auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
  const sessionId = randomBytes(18).toString('base64url');
  return { value: `${sessionId}${SEPARATOR}${firebaseCookie}`, sessionKey: keyOf(sessionId), expiresAtMs };
}

/** The two parts of a session cookie, or undefined when it is not one. */
export function parseSessionCookie(
  value: string,
): { firebaseCookie: string; sessionKey: string } | undefined {
  const separator = value.indexOf(SEPARATOR);
  const sessionId = value.slice(0, separator);
  if (separator === -1 || !/^[A-Za-z0-9_-]{24}$/.test(sessionId)) return undefined;
  return { firebaseCookie: value.slice(separator + 1), sessionKey: keyOf(sessionId) };
}

export function setSessionCookie(res: Response, config: ServerConfig, value: string): void {
  res.cookie(SESSION_COOKIE_NAME, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.isEmulator,
    path: '/',
    maxAge: SESSION_LIFETIME_MS,
  });
}

export function clearSession(res: Response, config: ServerConfig): void {
  res.clearCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.isEmulator,
    path: '/',
  });
}

/** The `__session` cookie's value; a malformed one (bad %-escape, empty) reads as no cookie. */
export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE_NAME) {
      const value = part.slice(separator + 1).trim();
      try {
        return value ? decodeURIComponent(value) : undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
