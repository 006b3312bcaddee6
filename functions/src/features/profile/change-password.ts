import type { Request, Response } from 'express';
import { passwordChangeSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { auth } from '../../lib/firebase.ts';
import { signInWithPassword } from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { reAuthenticate } from '../../middleware/re-authenticate.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { beginOnlySession } from '../../middleware/session.ts';

/**
 * PUT /api/user/password — checks the current password (throttled), sets the new one, ends every session
 * of the person (this one and any copy of its cookie included) and gives this browser a new one.
 */
export function changePassword(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    const input = parseBody(req, passwordChangeSchema);
    await reAuthenticate(req, res, config, viewer, input.currentPassword);
    await auth().updateUser(viewer.uid, { password: input.newPassword });
    // A sign-in made after the change: the change revokes every earlier one.
    const { user } = await beginOnlySession(res, config, viewer.uid, async () => {
      const signIn = await signInWithPassword(config, viewer.user.email, input.newPassword);
      if (!signIn.ok) throw new Error(`Sign-in with the new password failed: ${signIn.reason}`);
      return signIn.idToken;
    });
    if (!user) throw new HttpError(404, 'notFound');
    res.json({
      success: true,
      message: translateMessage('passwordChanged', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
