import type { Request, Response } from 'express';
import { passwordResetConfirmSchema, translateMessage, type PasswordResetResponse } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { auth, resetPasswordWithCode, signInWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { beginOnlySession } from '../../middleware/session.ts';

/**
 * POST /api/auth/password-reset/confirm `{ oobCode, newPassword, confirmPassword }` — sets the new password
 * with the code of the e-mail's link (it works once), ends every session of the person, and signs this
 * browser in with the new password. An unknown, used or expired code → 400.
 */
export function confirmPasswordReset(config: ServerConfig) {
  return async (req: Request, res: Response<PasswordResetResponse>): Promise<void> => {
    const input = parseBody(req, passwordResetConfirmSchema);
    const reset = await resetPasswordWithCode(config, input.oobCode, input.newPassword);
    if (!reset.ok) {
      if (reset.reason === 'weak-password') {
        throw new HttpError(400, 'passwordMin', { newPassword: 'passwordMin' });
      }
      throw new HttpError(400, 'actionCodeInvalid', { oobCode: 'actionCodeInvalid' });
    }
    const [signIn, account] = await Promise.all([
      signInWithPassword(config, reset.email, input.newPassword),
      auth().getUserByEmail(reset.email),
    ]);
    // Opening the link proved the mailbox is theirs; Firebase records that on the account, and the document
    // follows. An account without its document is no one the app knows.
    const { user } = await beginOnlySession(
      res,
      config,
      account.uid,
      async () => {
        if (!signIn.ok) throw new Error(`Sign-in with the reset password failed: ${signIn.reason}`);
        return signIn.idToken;
      },
      { emailVerified: account.emailVerified },
    );
    if (!user) throw new HttpError(400, 'actionCodeInvalid', { oobCode: 'actionCodeInvalid' });
    res.json({
      user,
      message: translateMessage('passwordResetDone', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
