import type { Request, Response } from 'express';
import { registerRequestSchema, type UserResponse } from '@nasl/core';
import { createUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, authErrorCode, signInWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { startSession } from '../../lib/session-cookie.ts';

/** POST /api/auth/register — creates the account and its user document together, then signs in. */
export function register(config: ServerConfig) {
  return async (req: Request, res: Response<UserResponse>): Promise<void> => {
    const input = parseBody(req, registerRequestSchema);
    // Without the key the new account could not be signed in: refuse before creating anything.
    if (!config.firebaseWebApiKey) throw new Error('FIREBASE_WEB_API_KEY is not set');
    let uid: string;
    try {
      uid = (
        await auth().createUser({ email: input.email, password: input.password, displayName: input.name })
      ).uid;
    } catch (error) {
      if (authErrorCode(error) === 'auth/email-already-exists') throw new HttpError(409, 'emailTaken');
      if (authErrorCode(error) === 'auth/invalid-email') throw new HttpError(400, 'emailInvalid');
      if (authErrorCode(error) === 'auth/invalid-password') throw new HttpError(400, 'passwordMin');
      throw error;
    }
    let user;
    try {
      user = await createUserDoc(uid, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        gender: input.gender,
      });
    } catch (error) {
      // Never leave an account without its user document.
      await auth().deleteUser(uid);
      throw error;
    }
    const signIn = await signInWithPassword(config, input.email, input.password);
    if (!signIn.ok) throw new Error(`Sign-in right after registration failed: ${signIn.reason}`);
    await startSession(res, config, signIn.idToken);
    res.status(201).json({ user });
  };
}
