import type { Request, Response } from 'express';
import { PRIVACY_POLICY_VERSION, registerRequestSchema, type User, type UserResponse } from '@nasl/core';
import { logger } from 'firebase-functions';
import { createUserDoc, findUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, authErrorCode } from '../../lib/firebase.ts';
import {
  sendPasswordResetEmail,
  sendVerificationEmail,
  signInWithPassword,
} from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { createSessionCookie, setSessionCookie } from '../../lib/session-cookie.ts';
import { consumeOrRefuse, limitFor, requestAddress } from '../../middleware/throttle.ts';

/**
 * The answer to a sign-up whose address already has a Firebase Auth account. With its user document, the
 * address is taken (409 `emailTaken`). Without one, someone created the account straight through Firebase
 * Auth's public API, not through the app, and it holds nothing: the owner of the mailbox claims it. Firebase
 * e-mails the address a password-reset link (counted like "forgot password"), whose page sets her password
 * and creates the document with her details (409 `emailUnfinished` says so).
 */
async function refuseTakenEmail(
  req: Request,
  res: Response,
  config: ServerConfig,
  email: string,
): Promise<never> {
  const account = await auth().getUserByEmail(email);
  if (await findUserDoc(account.uid)) throw new HttpError(409, 'emailTaken');
  await consumeOrRefuse(res, [limitFor(config, 'resetRequestsPerEmail', email)]);
  await sendPasswordResetEmail(config, email, languageFromHeader(req.headers['accept-language']));
  throw new HttpError(409, 'emailUnfinished');
}

/**
 * POST /api/auth/register — creates the account with the Admin SDK (client sign-up stays closed at
 * Firebase), signs it in, then writes its user document with her consent to process health data (its date
 * and the privacy policy's version) and its first session in one write, while Firebase Auth e-mails a link
 * that verifies the address (not a gate to anything). Sign-ups count per client address.
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
      if (authErrorCode(error) === 'auth/email-already-exists') {
        await refuseTakenEmail(req, res, config, input.email);
      }
      if (authErrorCode(error) === 'auth/invalid-email') throw new HttpError(400, 'emailInvalid');
      if (authErrorCode(error) === 'auth/invalid-password') throw new HttpError(400, 'passwordMin');
      throw error;
    }
    const locale = languageFromHeader(req.headers['accept-language']);
    let user: User;
    try {
      const signIn = await signInWithPassword(config, input.email, input.password);
      if (!signIn.ok) throw new Error(`Sign-in right after registration failed: ${signIn.reason}`);
      const [cookie] = await Promise.all([
        createSessionCookie(signIn.idToken),
        // The account works without it; the profile offers to send the link again.
        sendVerificationEmail(config, signIn.idToken, locale).catch((error: unknown) => {
          logger.warn('Verification e-mail not sent after sign-up', { error: String(error) });
        }),
      ]);
      user = await createUserDoc(
        uid,
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          gender: input.gender,
          healthDataConsentTo: PRIVACY_POLICY_VERSION,
        },
        cookie,
      );
      setSessionCookie(res, config, cookie.value);
    } catch (error) {
      // Never leave an account without its user document.
      await auth().deleteUser(uid);
      throw error;
    }
    res.status(201).json({ user });
  };
}
