import type { Request, Response } from 'express';
import { toggleAdminSchema, translateMessage, type ToggleAdminResponse } from '@nasl/core';
import { findUser, setAdmin } from '../../data/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * PATCH /api/admin/users/{id}/toggle-admin `{ isAdmin }` — takes effect on the target's next request.
 * An admin cannot remove their own rights, so the business never locks itself out.
 */
export async function toggleAdmin(req: Request, res: Response<ToggleAdminResponse>): Promise<void> {
  const admin = requireAdmin(req);
  const { isAdmin } = parseBody(req, toggleAdminSchema);
  const targetId = String(req.params.id ?? '');
  if (targetId === admin.uid && !isAdmin) throw new HttpError(400, 'cannotRemoveOwnAdmin');
  if (!(await setAdmin(targetId, isAdmin))) throw new HttpError(404, 'notFound');
  res.json({
    success: true,
    message: translateMessage('adminStatusUpdated', languageFromHeader(req.headers['accept-language'])),
    user: await findUser(targetId),
  });
}
