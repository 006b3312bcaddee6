import type { Request, Response } from 'express';
import type { AuthStatus } from '@nasl/core';

/**
 * GET /api/auth/me — `{ isAuthenticated, user }`, 200 for everyone: a guest is an answer, not a failure, so
 * every page may ask without the browser logging a failed request.
 */
export function me(req: Request, res: Response<AuthStatus>): void {
  res.json(
    req.viewer ? { isAuthenticated: true, user: req.viewer.user } : { isAuthenticated: false, user: null },
  );
}
