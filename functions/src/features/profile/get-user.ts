import type { Request, Response } from 'express';
import type { UserResponse } from '@nasl/core';
import { requireViewer } from '../../middleware/require-viewer.ts';

/** GET /api/auth/user — the signed-in user, fresh from Firestore. */
export function getUser(req: Request, res: Response<UserResponse>): void {
  res.json({ user: requireViewer(req).user });
}
