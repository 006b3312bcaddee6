import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { updateUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { applyEmailLink } from './email-link.ts';

/**
 * POST /api/auth/verify-email `{ oobCode }` — applies the code of the verification link Firebase Auth
 * e-mailed, and marks the person's address verified. Needs no session: the link may open on another
 * device. A code of another kind, unknown, used or expired → 400.
 */
export function verifyEmail(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const account = await applyEmailLink(req, config, 'VERIFY_EMAIL');
    await updateUserDoc(account.uid, { emailVerified: true });
    res.json({
      success: true,
      message: translateMessage('emailVerified', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
