import type { Request, Response } from 'express';
import { loginSchema, type UserResponse } from '@nasl/core';
import { findUser } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { signInWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { startSession } from '../../lib/session-cookie.ts';

/** POST /api/auth/login — checks the password with Firebase Auth and sets the session cookie. */
export function login(config: ServerConfig) {
  return async (req: Request, res: Response<UserResponse>): Promise<void> => {
    const input = parseBody(req, loginSchema);
    const signIn = await signInWithPassword(config, input.email, input.password);
    if (!signIn.ok) {
      if (signIn.reason === 'too-many-attempts') throw new HttpError(429, 'tooManyAttempts');
      throw new HttpError(401, 'invalidCredentials');
    }
    const user = await findUser(signIn.uid);
    if (!user) throw new HttpError(401, 'invalidCredentials');
    await startSession(res, config, signIn.idToken);
    res.json({ user });
  };
}
