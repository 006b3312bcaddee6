import type { Request } from 'express';
import { HttpError } from '../lib/http-error.ts';
import type { Viewer } from './session.ts';

/** The signed-in viewer, or a 401. */
export function requireViewer(req: Request): Viewer {
  if (!req.viewer) throw new HttpError(401, 'notAuthenticated');
  return req.viewer;
}

/** The signed-in admin, or 401 (guest) / 403 (not an admin). */
export function requireAdmin(req: Request): Viewer {
  const viewer = requireViewer(req);
  if (!viewer.user.isAdmin) throw new HttpError(403, 'forbidden');
  return viewer;
}
