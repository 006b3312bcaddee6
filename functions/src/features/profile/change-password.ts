import type { Request, Response } from 'express';
import { passwordChangeSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { revokeSessions } from '../../data/users.ts';
import { auth, signInWithPassword } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { startSession } from '../../lib/session-cookie.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * PUT /api/user/password — checks the current password, sets the new one, revokes every existing
 * session and gives this browser a fresh one.
 */
export function changePassword(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    const input = parseBody(req, passwordChangeSchema);
    const check = await signInWithPassword(config, viewer.user.email, input.currentPassword);
    if (!check.ok) {
      if (check.reason === 'too-many-attempts') throw new HttpError(429, 'tooManyAttempts');
      throw new HttpError(400, 'currentPasswordWrong', { currentPassword: 'currentPasswordWrong' });
    }
    await auth().updateUser(viewer.uid, { password: input.newPassword });
    await revokeSessions(viewer.uid);
    const signIn = await signInWithPassword(config, viewer.user.email, input.newPassword);
    if (!signIn.ok) throw new Error(`Sign-in with the new password failed: ${signIn.reason}`);
    await startSession(res, config, signIn.idToken);
    res.json({
      success: true,
      message: translateMessage('passwordChanged', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
