import type { Request, Response } from 'express';
import { profileSchema, translateMessage, type ProfileUpdateResponse } from '@nasl/core';
import { updateUserDoc } from '../../data/users.ts';
import { auth, authErrorCode } from '../../lib/firebase.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/** PUT /api/user/profile — name, email (kept in step with Firebase Auth) and optional phone. */
export async function updateProfile(req: Request, res: Response<ProfileUpdateResponse>): Promise<void> {
  const viewer = requireViewer(req);
  const input = parseBody(req, profileSchema);
  const previous = viewer.user;
  const emailChanged = input.email !== previous.email;
  const authChanges = { displayName: input.name, ...(emailChanged ? { email: input.email } : {}) };
  try {
    await auth().updateUser(viewer.uid, authChanges);
  } catch (error) {
    if (authErrorCode(error) === 'auth/email-already-exists') throw new HttpError(409, 'emailTaken');
    throw error;
  }
  let user;
  try {
    user = await updateUserDoc(viewer.uid, {
      name: input.name,
      email: input.email,
      phone: input.phone || null,
    });
  } catch (error) {
    // Keep Auth and the user document telling the same story.
    await auth().updateUser(viewer.uid, { displayName: previous.name, email: previous.email });
    throw error;
  }
  // Only a deletion between the two writes leaves no one to show.
  if (!user) throw new HttpError(404, 'notFound');
  res.json({
    user,
    message: translateMessage('profileUpdated', languageFromHeader(req.headers['accept-language'])),
  });
}
