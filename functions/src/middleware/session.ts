import type { NextFunction, Request, Response } from 'express';
import type { User } from '@nasl/core';
import { addSession, endSessions, findSessionUser, type UserDoc } from '../data/users.ts';
import type { ServerConfig } from '../lib/config.ts';
import { auth } from '../lib/firebase.ts';
import {
  createSessionCookie,
  parseSessionCookie,
  readSessionCookie,
  setSessionCookie,
} from '../lib/session-cookie.ts';

export interface Viewer {
  uid: string;
  user: User;
  /** This request's session (its key on the user document): what "sign out of all other devices" keeps. */
  sessionKey: string;
  isOwner: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in person, when the session cookie is valid, its session not ended, and their user document exists. */
    viewer?: Viewer;
    /** The request body as parsed by the json-body middleware. */
    jsonBody?: unknown;
  }
}

/**
 * Resolves the viewer on every request. Admin rights and the list of live sessions are read from the user
 * document each time, so granting or revoking rights, or ending a session elsewhere, takes effect on the
 * next request. A cookie that is malformed, forged, expired or ended reads as signed out.
 */
export async function resolveSession(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const cookie = readSessionCookie(req.headers.cookie);
  const session = cookie ? parseSessionCookie(cookie) : undefined;
  if (!session) return next();
  let uid: string;
  try {
    // Signature and expiry; whether the session was ended is on the user document read next (ADR 0011).
    uid = (await auth().verifySessionCookie(session.firebaseCookie)).uid;
  } catch {
    return next();
  }
  const found = await findSessionUser(uid, session.sessionKey);
  if (found) req.viewer = { uid, sessionKey: session.sessionKey, ...found };
  next();
}

/**
 * Signs this browser in: a new Firebase session cookie from a fresh ID token, recorded on the person's
 * document before the cookie is sent (with `endOthers`, as the only session left; `changes` are written with
 * it). Answers the person as their document now holds them, or null, with no cookie sent, when they have no
 * document.
 */
export async function beginSession(
  res: Response,
  config: ServerConfig,
  uid: string,
  idToken: string,
  options: Parameters<typeof addSession>[2] = {},
): Promise<User | null> {
  const cookie = await createSessionCookie(idToken);
  const user = await addSession(uid, cookie, options);
  if (user) setSessionCookie(res, config, cookie.value);
  return user;
}

/**
 * After a change of the password or the sign-in e-mail: the browser that made it gets the person's only
 * session, from a sign-in made after the change (`signIn`, which answers its ID token). Should that fail,
 * every session still ends. Answers the person (null without a document) and the sign-in's ID token.
 */
export async function beginOnlySession(
  res: Response,
  config: ServerConfig,
  uid: string,
  signIn: () => Promise<string>,
  changes: Pick<Partial<UserDoc>, 'emailVerified'> = {},
): Promise<{ user: User | null; idToken: string }> {
  try {
    const idToken = await signIn();
    return { user: await beginSession(res, config, uid, idToken, { endOthers: true, changes }), idToken };
  } catch (error) {
    await endSessions(uid);
    throw error;
  }
}
