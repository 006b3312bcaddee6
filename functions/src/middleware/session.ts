import type { NextFunction, Request, Response } from 'express';
import type { User } from '@nasl/core';
import { findUser } from '../data/users.ts';
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
 * Resolves the viewer on every request. Admin rights are read from the user document each time,
 * so granting or revoking them takes effect on the target's next request.
 */
export async function resolveSession(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const cookie = readSessionCookie(req.headers.cookie);
  if (!cookie) return next();
  let uid: string;
  try {
    uid = (await auth().verifySessionCookie(cookie, true)).uid;
  } catch {
    return next();
  }
  const user = await findUser(uid);
  if (user) req.viewer = { uid, user };
  next();
}
