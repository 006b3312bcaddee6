import type { Request, Response } from 'express';
import type { UserResponse } from '@nasl/core';
import { updateUserDoc } from '../../data/users.ts';
import { auth } from '../../lib/firebase.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * GET /api/auth/user — the signed-in person's own record, fresh from Firestore. It also brings the
 * document's copy of "e-mail verified" in line with Firebase Auth, which a link opened anywhere may have
 * changed: this read backs the profile page, the one place that shows it.
 */
export async function getUser(req: Request, res: Response<UserResponse>): Promise<void> {
  const viewer = requireViewer(req);
  const { emailVerified } = await auth().getUser(viewer.uid);
  if (emailVerified === viewer.user.emailVerified) {
    res.json({ user: viewer.user });
    return;
  }
  res.json({ user: (await updateUserDoc(viewer.uid, { emailVerified })) ?? viewer.user });
}
