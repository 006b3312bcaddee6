import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { deleteUserEverywhere } from '../../data/user-deletion.ts';
import { findUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { forgetPayerAtStripe } from '../../lib/payment-context.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * DELETE /api/admin/users/{id} — the account, questionnaires, plans and draft; payment records stay under
 * a pseudonym, and Stripe forgets the person's id (Stripe down → 503, nothing deleted). Logged in the
 * audit log, in the deletion's batch. Never oneself, never the owner (403).
 */
export function deleteUser(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const admin = requireAdmin(req);
    const targetId = idParam(req);
    if (targetId === admin.uid) throw new HttpError(400, 'cannotDeleteSelf');
    if ((await findUserDoc(targetId))?.isOwner) throw new HttpError(403, 'ownerProtected');
    const deletion = await deleteUserEverywhere(targetId, {
      byAdmin: admin.uid,
      forgetPayer: (intentIds) => forgetPayerAtStripe(config, intentIds),
    });
    if (!deletion.deleted) throw new HttpError(404, 'notFound');
    res.json({
      success: true,
      message: translateMessage('userDeleted', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
