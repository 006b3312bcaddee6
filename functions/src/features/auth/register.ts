import type { Request, Response } from 'express';
import { registerRequestSchema, type UserResponse } from '@nasl/core';
import { logger } from 'firebase-functions';
import { createUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, authErrorCode, sendVerificationEmail, signInWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { beginSession } from '../../middleware/session.ts';
import { consumeOrRefuse, limitFor, requestAddress } from '../../middleware/throttle.ts';

/**
 * POST /api/auth/register — creates the account and its user document together, signs in, and has
 * Firebase Auth e-mail a link that verifies the address (not a gate to anything). Sign-ups count per
 * client address.
 */
export function register(config: ServerConfig) {
  return async (req: Request, res: Response<UserResponse>): Promise<void> => {
    const input = parseBody(req, registerRequestSchema);
    // Without the key the new account could not be signed in: refuse before creating anything.
    if (!config.firebaseWebApiKey) throw new Error('FIREBASE_WEB_API_KEY is not set');
    await consumeOrRefuse(res, [limitFor(config, 'signUpsPerAddress', requestAddress(req, config))]);
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
    await beginSession(res, config, uid, signIn.idToken);
    try {
      await sendVerificationEmail(config, signIn.idToken, languageFromHeader(req.headers['accept-language']));
    } catch (error) {
      // The account works without it; the profile offers to send the link again.
      logger.warn('Verification e-mail not sent after sign-up', { error: String(error) });
    }
    res.status(201).json({ user });
  };
}
