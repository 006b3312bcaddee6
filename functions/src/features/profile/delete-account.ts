import type { Request, Response } from 'express';
import { deleteAccountSchema, translateMessage, type SuccessMessage } from '@nasl/core';
import { deleteUserEverywhere } from '../../data/user-deletion.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { forgetPayerAtStripe } from '../../lib/payment-context.ts';
import { clearSession } from '../../lib/session-cookie.ts';
import { reAuthenticate } from '../../middleware/re-authenticate.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * DELETE /api/user `{ currentPassword }` — a person deletes themselves: the Auth account, their user
 * document, questionnaires, plans and draft; their payment records stay for accounting under a pseudonym,
 * and Stripe forgets their id (Stripe down → 503, nothing deleted).
 * A wrong password (throttled) deletes nothing. The owner's account cannot be deleted.
 */
export function deleteAccount(config: ServerConfig) {
  return async (req: Request, res: Response<SuccessMessage>): Promise<void> => {
    const viewer = requireViewer(req);
    const { currentPassword } = parseBody(req, deleteAccountSchema);
    if (viewer.isOwner) throw new HttpError(403, 'ownerProtected');
    await reAuthenticate(req, res, config, viewer, currentPassword);
    await deleteUserEverywhere(viewer.uid, {
      forgetPayer: (intentIds) => forgetPayerAtStripe(config, intentIds),
    });
    clearSession(res, config);
    res.json({
      success: true,
      message: translateMessage('accountDeleted', languageFromHeader(req.headers['accept-language'])),
    });
  };
}
