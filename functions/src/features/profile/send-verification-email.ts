import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { updateUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth } from '../../lib/firebase.ts';
import { idTokenFor, sendVerificationEmail } from '../../lib/firebase-identity.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';

/**
 * POST /api/user/verification-email — Firebase Auth e-mails the signed-in person's address a new
 * verification link (throttled per person). An address already verified gets none, and says so.
 */
export function sendVerificationEmailAgain(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    const lang = languageFromHeader(req.headers['accept-language']);
    if ((await auth().getUser(viewer.uid)).emailVerified) {
      if (!viewer.user.emailVerified) await updateUserDoc(viewer.uid, { emailVerified: true });
      res.json({ success: true, message: translateMessage('emailAlreadyVerified', lang) });
      return;
    }
    await consumeOrRefuse(res, [limitFor(config, 'verificationEmailsPerAccount', viewer.uid)]);
    await sendVerificationEmail(config, await idTokenFor(config, viewer.uid), lang);
    res.json({ success: true, message: translateMessage('verificationEmailSent', lang) });
  };
}
