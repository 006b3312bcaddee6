import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { deleteUserEverywhere } from '../../data/user-deletion.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/** DELETE /api/admin/users/{id} — the account, questionnaires, plans and payments; never oneself. */
export async function deleteUser(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const admin = requireAdmin(req);
  const targetId = String(req.params.id ?? '');
  if (targetId === admin.uid) throw new HttpError(400, 'cannotDeleteSelf');
  if (!targetId || targetId.includes('/') || !(await deleteUserEverywhere(targetId))) {
    throw new HttpError(404, 'notFound');
  }
  res.json({
    success: true,
    message: translateMessage('userDeleted', languageFromHeader(req.headers['accept-language'])),
  });
}
