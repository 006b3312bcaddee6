import type { Request, Response } from 'express';
import { toggleAdminSchema, translateMessage, type ToggleAdminResponse } from '@nasl/core';
import { setAdmin } from '../../data/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * PATCH /api/admin/users/{id}/toggle-admin `{ isAdmin }` — takes effect on the target's next request and
 * is logged in the audit log. An admin cannot remove their own rights (the business never locks itself
 * out), nor the owner's (403).
 */
export async function toggleAdmin(req: Request, res: Response<ToggleAdminResponse>): Promise<void> {
  const admin = requireAdmin(req);
  const targetId = idParam(req);
  const { isAdmin } = parseBody(req, toggleAdminSchema);
  if (targetId === admin.uid && !isAdmin) throw new HttpError(400, 'cannotRemoveOwnAdmin');
  const change = await setAdmin(admin.uid, targetId, isAdmin);
  if (!change.ok) {
    throw change.reason === 'owner' ? new HttpError(403, 'ownerProtected') : new HttpError(404, 'notFound');
  }
  res.json({
    success: true,
    message: translateMessage('adminStatusUpdated', languageFromHeader(req.headers['accept-language'])),
    user: change.user,
  });
}
