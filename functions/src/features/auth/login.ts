import type { Request, Response } from 'express';
import { loginSchema, type UserResponse } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { signInWithPassword } from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { beginSession } from '../../middleware/session.ts';
import { countFailure, limitFor, refuseWhenBlocked, requestAddress } from '../../middleware/throttle.ts';

/**
 * POST /api/auth/login — checks the password with Firebase Auth and sets the session cookie. Wrong
 * passwords count per e-mail address (whether it has an account or not, so the limit reveals nothing)
 * and per client address; past either limit → 429 without checking.
 */
export function login(config: ServerConfig) {
  return async (req: Request, res: Response<UserResponse>): Promise<void> => {
    const input = parseBody(req, loginSchema);
    const limits = [
      limitFor(config, 'loginFailuresPerAccount', input.email),
      limitFor(config, 'loginFailuresPerAddress', requestAddress(req, config)),
    ];
    await refuseWhenBlocked(res, limits);
    const signIn = await signInWithPassword(config, input.email, input.password);
    if (!signIn.ok) {
      if (signIn.reason === 'too-many-attempts') throw new HttpError(429, 'tooManyAttempts');
      await countFailure(res, limits);
      throw new HttpError(401, 'invalidCredentials');
    }
    // No document (the person was deleted): no session either.
    const user = await beginSession(res, config, signIn.uid, signIn.idToken);
    if (!user) throw new HttpError(401, 'invalidCredentials');
    res.json({ user });
  };
}
