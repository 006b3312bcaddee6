import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { endSessions } from '../../data/users.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/** POST /api/user/sessions/revoke-others — "sign out of all other devices": every session but this one ends. */
export async function revokeOtherSessions(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const viewer = requireViewer(req);
  await endSessions(viewer.uid, viewer.sessionKey);
  res.json({
    success: true,
    message: translateMessage('otherSessionsRevoked', languageFromHeader(req.headers['accept-language'])),
  });
}
