import type { Request, Response } from 'express';
import { translateMessage, type AuthStatus, type ErrorBody } from '@nasl/core';
import { languageFromHeader } from '../../lib/language.ts';

/** GET /api/auth/me — `{ isAuthenticated, user }`; 401 when signed out. */
export function me(req: Request, res: Response<AuthStatus | (AuthStatus & ErrorBody)>): void {
  if (!req.viewer) {
    res.status(401).json({
      isAuthenticated: false,
      user: null,
      message: translateMessage('notAuthenticated', languageFromHeader(req.headers['accept-language'])),
    });
    return;
  }
  res.json({ isAuthenticated: true, user: req.viewer.user });
}
