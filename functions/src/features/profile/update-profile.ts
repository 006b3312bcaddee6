import type { Request, Response } from 'express';
import { profileSchema, translateMessage, type ProfileUpdateResponse } from '@nasl/core';
import { logger } from 'firebase-functions';
import { updateUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { auth } from '../../lib/firebase.ts';
import { changeSignInEmail, sendVerificationEmail, signInWithPassword } from '../../lib/firebase-identity.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { reAuthenticate } from '../../middleware/re-authenticate.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { beginOnlySession, type Viewer } from '../../middleware/session.ts';

/**
 * A new sign-in address, after the current password: Firebase Auth notices the old address when it can
 * (lib/firebase-identity.ts `changeSignInEmail`) and e-mails the new one a verification link; every session ends,
 * and this browser gets a new one.
 */
async function changeEmail(
  req: Request,
  res: Response,
  config: ServerConfig,
  viewer: Viewer,
  input: { email: string; currentPassword?: string | undefined },
): Promise<void> {
  const { currentPassword } = input;
  if (!currentPassword) {
    throw new HttpError(400, 'currentPasswordRequired', { currentPassword: 'currentPasswordRequired' });
  }
  const idToken = await reAuthenticate(req, res, config, viewer, currentPassword);
  const locale = languageFromHeader(req.headers['accept-language']);
  const change = await changeSignInEmail(config, { uid: viewer.uid, idToken, email: input.email, locale });
  if (!change.ok) {
    if (change.reason === 'email-exists') throw new HttpError(409, 'emailTaken');
    throw new HttpError(400, 'profileEmailInvalid', { email: 'profileEmailInvalid' });
  }
  try {
    await updateUserDoc(viewer.uid, { email: input.email, emailVerified: false });
  } catch (error) {
    // Keep Auth and the user document telling the same story.
    await auth().updateUser(viewer.uid, { email: viewer.user.email });
    throw error;
  }
  // A sign-in made after the change: the change revokes every earlier one, and the token the change itself
  // answers carries the sign-in time of the password check above, which falls in an earlier second now
  // and then (a session made from it reads as revoked wherever revocation is checked).
  const { idToken: newIdToken } = await beginOnlySession(res, config, viewer.uid, async () => {
    const signIn = await signInWithPassword(config, input.email, currentPassword);
    if (!signIn.ok) throw new Error(`Sign-in with the new e-mail failed: ${signIn.reason}`);
    return signIn.idToken;
  });
  try {
    await sendVerificationEmail(config, newIdToken, locale);
  } catch (error) {
    logger.warn('Verification e-mail not sent after an e-mail change', { error: String(error) });
  }
}

/**
 * PUT /api/user/profile — name, optional phone, and e-mail. Changing the e-mail needs the current password
 * (re-authentication); a name or phone change needs none.
 */
export function updateProfile(config: ServerConfig) {
  return async (req: Request, res: Response<ProfileUpdateResponse>): Promise<void> => {
    const viewer = requireViewer(req);
    const input = parseBody(req, profileSchema);
    if (input.email !== viewer.user.email) await changeEmail(req, res, config, viewer, input);
    const nameChanges = input.name !== viewer.user.name;
    if (nameChanges) await auth().updateUser(viewer.uid, { displayName: input.name });
    let user;
    try {
      user = await updateUserDoc(viewer.uid, { name: input.name, phone: input.phone || null });
    } catch (error) {
      // Keep Auth and the user document telling the same story.
      if (nameChanges) await auth().updateUser(viewer.uid, { displayName: viewer.user.name });
      throw error;
    }
    // Only a deletion meanwhile leaves no one to show.
    if (!user) throw new HttpError(404, 'notFound');
    res.json({
      user,
      message: translateMessage('profileUpdated', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
