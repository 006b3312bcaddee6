import type { Request, Response } from 'express';
import {
  partnerInviteAcceptRequestSchema,
  translateMessage,
  type MessageKey,
  type PartnerInviteAcceptance,
} from '@nasl/core';
import { acceptPartnerInvite as acceptInvite, type InviteAcceptance } from '../../data/partners.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

const REFUSALS: Record<Exclude<InviteAcceptance['outcome'], 'accepted'>, [number, MessageKey]> = {
  'not-found': [404, 'partnerInviteNotFound'],
  used: [410, 'partnerInviteUsed'],
  ended: [403, 'partnerAccessEnded'],
  expired: [410, 'partnerInviteExpired'],
  'own-plan': [409, 'partnerInviteOwnPlan'],
  'has-partner': [409, 'partnerPlanTaken'],
  'plan-not-paid': [402, 'partnerPlanLocked'],
};

/**
 * POST /api/partner-invites/accept `{ token }` — the signed-in husband accepts his wife's invitation and
 * follows her plan from now on (200 `{ planId, message }`). The token is in the body, never in the path.
 * Something that cannot be a token → 400, an unknown invitation → 404, a used or expired one → 410, the one
 * he accepted before and was removed from since → 403 (sharing ended), her own → 409, a plan someone else
 * follows → 409, a plan no longer paid → 402. Accepting again an invitation he accepted answers 200 and
 * changes nothing.
 */
export async function acceptPartnerInvite(
  req: Request,
  res: Response<PartnerInviteAcceptance>,
): Promise<void> {
  const viewer = requireViewer(req);
  const { token } = parseBody(req, partnerInviteAcceptRequestSchema);
  const result = await acceptInvite(token, viewer.uid);
  if (result.outcome !== 'accepted') {
    const [status, key] = REFUSALS[result.outcome];
    throw new HttpError(status, key);
  }
  res.json({
    planId: result.planId,
    message: translateMessage('partnerInviteAccepted', languageFromHeader(req.headers['accept-language'])),
  });
}
