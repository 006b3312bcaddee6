import type { Request, Response } from 'express';
import type { Success } from '@nasl/core';
import { endSessions } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { clearSession } from '../../lib/session-cookie.ts';

/**
 * POST /api/auth/logout — ends every session of the person, on every device, however recent (a stolen
 * copy of a cookie stops working too), and clears the cookie. Succeeds for guests as well: logging out is
 * idempotent. "Sign out of all other devices" is the same without ending this session.
 */
export function logout(config: ServerConfig) {
  return async (req: Request, res: Response<Success>): Promise<void> => {
    if (req.viewer) await endSessions(req.viewer.uid);
    clearSession(res, config);
    res.json({ success: true });
  };
}
