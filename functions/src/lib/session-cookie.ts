import type { Response } from 'express';
import { SESSION_COOKIE_NAME, SESSION_LIFETIME_MS } from '@nasl/core';
import type { ServerConfig } from './config.ts';
import { auth } from './firebase.ts';

/** Turns a fresh ID token into a long-lived Firebase session cookie and sets it on the response. */
export async function startSession(res: Response, config: ServerConfig, idToken: string): Promise<void> {
  const value = await auth().createSessionCookie(idToken, { expiresIn: SESSION_LIFETIME_MS });
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

export function readSessionCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === SESSION_COOKIE_NAME) {
      const value = part.slice(separator + 1).trim();
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}
