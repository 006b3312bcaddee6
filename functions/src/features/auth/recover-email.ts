import type { Request, Response } from 'express';
import { translateMessage, type EmailRecoveryResponse } from '@nasl/core';
import { endSessions, findUserDoc, updateUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { applyEmailLink } from './email-link.ts';

/**
 * POST /api/auth/recover-email `{ oobCode }` — undoes an e-mail change from the link Firebase Auth sent
 * the old address: the account takes that address back and every session ends, since the change may have
 * been someone else's. The page then offers a password reset. Any other code → 400.
 */
export function recoverEmail(config: ServerConfig) {
  return async (req: Request, res: Response<EmailRecoveryResponse>): Promise<void> => {
    const account = await applyEmailLink(req, config, 'RECOVER_EMAIL');
    if (await findUserDoc(account.uid)) {
      await updateUserDoc(account.uid, { email: account.email, emailVerified: account.emailVerified });
      await endSessions(account.uid);
    }
    res.json({
      success: true,
      message: translateMessage('emailRecovered', languageFromHeader(req.headers['accept-language'])),
      email: account.email,
    });
  };
}
