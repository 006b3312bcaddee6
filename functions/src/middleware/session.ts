import type { NextFunction, Request, Response } from 'express';
import type { User } from '@nasl/core';
import { findSessionUser } from '../data/users.ts';
import { auth } from '../lib/firebase.ts';
import { readSessionCookie } from '../lib/session-cookie.ts';

export interface Viewer {
  uid: string;
  user: User;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in person, when the session cookie is valid, not revoked, and their user document exists. */
    viewer?: Viewer;
    /** The request body as parsed by the json-body middleware. */
    jsonBody?: unknown;
  }
}

/**
 * Resolves the viewer on every request. Admin rights and revocation are read from the user document each
 * time, so granting or revoking them, or logging out elsewhere, takes effect on the next request.
 */
export async function resolveSession(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const cookie = readSessionCookie(req.headers.cookie);
  if (!cookie) return next();
  let session: { uid: string; auth_time: number };
  try {
    // Signature and expiry only; revocation is on the user document read next (ADR 0006).
    session = await auth().verifySessionCookie(cookie);
  } catch {
    return next();
  }
  const user = await findSessionUser(session.uid, session.auth_time);
  if (user) req.viewer = { uid: session.uid, user };
  next();
}
