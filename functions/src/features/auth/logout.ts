import type { Request, Response } from 'express';
import type { Success } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { revokeSessions } from '../../data/users.ts';
import { clearSession } from '../../lib/session-cookie.ts';

/**
 * POST /api/auth/logout — revokes the person's sessions (a stolen copy of the cookie stops working too)
 * and clears the cookie. Succeeds for guests as well: logging out is idempotent.
 */
export function logout(config: ServerConfig) {
  return async (req: Request, res: Response<Success>): Promise<void> => {
    if (req.viewer) await revokeSessions(req.viewer.uid);
    clearSession(res, config);
    res.json({ success: true });
  };
}
