import type { Request, Response } from 'express';
import { passwordResetRequestSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { sendPasswordResetEmail } from '../../lib/firebase-identity.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { consumeOrRefuse, limitFor, requestAddress } from '../../middleware/throttle.ts';

/**
 * POST /api/auth/password-reset `{ email }` — Firebase Auth e-mails the address a link to choose a new
 * password (its own template, in the request's language). The answer is the same 202 whether or not the
 * address has an account, after the same single call to Firebase, so it tells nobody which addresses are
 * registered. Requests count per client address and per target address.
 */
export function requestPasswordReset(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const { email } = parseBody(req, passwordResetRequestSchema);
    await consumeOrRefuse(res, [
      limitFor(config, 'resetRequestsPerAddress', requestAddress(req, config)),
      limitFor(config, 'resetRequestsPerEmail', email),
    ]);
    const lang = languageFromHeader(req.headers['accept-language']);
    await sendPasswordResetEmail(config, email, lang);
    res.status(202).json({ success: true, message: translateMessage('passwordResetRequested', lang) });
  };
}
