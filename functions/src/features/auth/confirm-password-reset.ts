import type { Request, Response } from 'express';
import {
  normalisedEmail,
  passwordResetConfirmSchema,
  PRIVACY_POLICY_VERSION,
  translateMessage,
  type PasswordResetResponse,
} from '@nasl/core';
import { createUserDoc, findUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, authErrorCode } from '../../lib/firebase.ts';
import { checkActionCode, resetPasswordWithCode, signInWithPassword } from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { beginOnlySession } from '../../middleware/session.ts';
import { forgetLimits, limitFor } from '../../middleware/throttle.ts';

/** The uid of the Auth account with this address, or undefined when there is none (deleted meanwhile). */
async function accountOf(email: string): Promise<string | undefined> {
  try {
    return (await auth().getUserByEmail(email)).uid;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * POST /api/auth/password-reset/confirm `{ oobCode, newPassword, confirmPassword, profile? }` — sets the new
 * password with the code of the e-mail's link (it works once), revokes every token Firebase issued for the
 * account before (refresh tokens included), ends every session of the person, lifts the login lockout of
 * the address, and signs this browser in with the new password. An unknown, used or expired code → 400.
 *
 * An account without its user document (created through Firebase Auth's public API, not the app) is
 * finished here, as the link proves the mailbox is hers: without `profile` → 409 `profileRequired`, the
 * code still unused; with it, the document is created from her details and her consent.
 */
export function confirmPasswordReset(config: ServerConfig) {
  return async (req: Request, res: Response<PasswordResetResponse>): Promise<void> => {
    const input = parseBody(req, passwordResetConfirmSchema);
    const invalidCode = new HttpError(400, 'actionCodeInvalid', { oobCode: 'actionCodeInvalid' });
    const code = await checkActionCode(config, input.oobCode);
    if (!code.ok || code.type !== 'PASSWORD_RESET') throw invalidCode;
    const uid = await accountOf(code.email);
    if (!uid) throw invalidCode;
    const unfinished = !(await findUserDoc(uid));
    if (unfinished && !input.profile) throw new HttpError(409, 'profileRequired');

    const reset = await resetPasswordWithCode(config, input.oobCode, input.newPassword);
    if (!reset.ok) {
      if (reset.reason === 'weak-password') {
        throw new HttpError(400, 'passwordMin', { newPassword: 'passwordMin' });
      }
      throw invalidCode;
    }
    // Every token issued before this moment stops working (a squatter's refresh token, a lost phone's),
    // and the lockout that wrong passwords earned her address is lifted: she proved the mailbox is hers.
    await Promise.all([
      auth().revokeRefreshTokens(uid),
      forgetLimits([
        limitFor(config, 'loginFailuresPerAccount', normalisedEmail(reset.email)),
        limitFor(config, 'passwordChecksPerAccount', uid),
      ]),
    ]);
    const [signIn, account] = await Promise.all([
      signInWithPassword(config, reset.email, input.newPassword),
      auth().getUser(uid),
    ]);
    // Opening the link proved the mailbox is theirs; Firebase records that on the account, and the document
    // follows.
    const { emailVerified } = account;
    if (unfinished && input.profile) {
      const { name, phone, gender } = input.profile;
      await auth().updateUser(uid, { displayName: name });
      await createUserDoc(uid, {
        name,
        email: reset.email,
        phone,
        gender,
        emailVerified,
        healthDataConsentTo: PRIVACY_POLICY_VERSION,
      });
    }
    // Every other session ends in the transaction that records this one.
    const { user } = await beginOnlySession(
      res,
      config,
      uid,
      async () => {
        if (!signIn.ok) throw new Error(`Sign-in with the reset password failed: ${signIn.reason}`);
        return signIn.idToken;
      },
      { emailVerified },
    );
    if (!user) throw invalidCode;
    res.json({
      user,
      message: translateMessage('passwordResetDone', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
