import type { Request, Response } from 'express';
import type { ServerConfig } from '../lib/config.ts';
import { signInWithPassword } from '../lib/firebase-identity.ts';
import { HttpError } from '../lib/http-error.ts';
import type { Viewer } from './session.ts';
import { countFailure, limitFor, refuseWhenBlocked, requestAddress } from './throttle.ts';

/**
 * Checks the signed-in person's current password before an action that could take the account over
 * (password or e-mail change, deleting oneself). Wrong passwords count against the person and the address:
 * past the limit → 429 before any check. Answers a fresh ID token for the person.
 */
export async function reAuthenticate(
  req: Request,
  res: Response,
  config: ServerConfig,
  viewer: Viewer,
  currentPassword: string,
): Promise<string> {
  const limits = [
    limitFor(config, 'passwordChecksPerAccount', viewer.uid),
    limitFor(config, 'passwordChecksPerAddress', requestAddress(req, config)),
  ];
  await refuseWhenBlocked(res, limits);
  const check = await signInWithPassword(config, viewer.user.email, currentPassword);
  if (check.ok) return check.idToken;
  if (check.reason === 'too-many-attempts') throw new HttpError(429, 'tooManyAttempts');
  await countFailure(res, limits);
  throw new HttpError(400, 'currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
}
