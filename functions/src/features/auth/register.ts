import type { Request, Response } from 'express';
import { registerRequestSchema, type User, type UserResponse } from '@nasl/core';
import { logger } from 'firebase-functions';
import { createUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, sendVerificationEmail, signUpWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { createSessionCookie, setSessionCookie } from '../../lib/session-cookie.ts';
import { consumeOrRefuse, limitFor, requestAddress } from '../../middleware/throttle.ts';

/**
 * POST /api/auth/register — creates the account (signed in by the same call), then its user document with
 * its first session, and has Firebase Auth e-mail a link that verifies the address (not a gate to anything).
 * Sign-ups count per client address. Four round trips in a row: the count, the account, the session cookie
 * (the e-mail leaves beside it), the document.
 */
export function register(config: ServerConfig) {
  return async (req: Request, res: Response<UserResponse>): Promise<void> => {
    const input = parseBody(req, registerRequestSchema);
    // Without the key the account could not be created and signed in: refuse before counting anything.
    if (!config.firebaseWebApiKey) throw new Error('FIREBASE_WEB_API_KEY is not set');
    await consumeOrRefuse(res, [limitFor(config, 'signUpsPerAddress', requestAddress(req, config))]);
    const signUp = await signUpWithPassword(config, {
      email: input.email,
      password: input.password,
      displayName: input.name,
    });
    if (!signUp.ok) {
      if (signUp.reason === 'email-exists') throw new HttpError(409, 'emailTaken');
      if (signUp.reason === 'invalid-email') throw new HttpError(400, 'emailInvalid');
      throw new HttpError(400, 'passwordMin');
    }
    const locale = languageFromHeader(req.headers['accept-language']);
    let user: User;
    try {
      const [cookie] = await Promise.all([
        createSessionCookie(signUp.idToken),
        // The account works without it; the profile offers to send the link again.
        sendVerificationEmail(config, signUp.idToken, locale).catch((error: unknown) => {
          logger.warn('Verification e-mail not sent after sign-up', { error: String(error) });
        }),
      ]);
      user = await createUserDoc(
        signUp.uid,
        { name: input.name, email: input.email, phone: input.phone, gender: input.gender },
        cookie,
      );
      setSessionCookie(res, config, cookie.value);
    } catch (error) {
      // Never leave an account without its user document.
      await auth().deleteUser(signUp.uid);
      throw error;
    }
    res.status(201).json({ user });
  };
}
