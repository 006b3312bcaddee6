import type { Request, Response } from 'express';
import {
  PARTNER_INVITE_TOKEN_PATTERN,
  translateMessage,
  type MessageKey,
  type PartnerInviteAcceptance,
} from '@nasl/core';
import { acceptPartnerInvite as acceptInvite, type InviteAcceptance } from '../../data/partners.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

const REFUSALS: Record<Exclude<InviteAcceptance['outcome'], 'accepted'>, [number, MessageKey]> = {
  'not-found': [404, 'partnerInviteNotFound'],
  used: [410, 'partnerInviteUsed'],
  expired: [410, 'partnerInviteExpired'],
  'own-plan': [409, 'partnerInviteOwnPlan'],
  'has-partner': [409, 'partnerPlanTaken'],
  'plan-not-paid': [402, 'partnerPlanLocked'],
};

/**
 * POST /api/partner-invites/{token}/accept — the signed-in husband accepts his wife's invitation and
 * follows her plan from now on (200 `{ planId, message }`). A used or expired invitation → 410, an unknown
 * one → 404, her own → 409, a plan someone else follows → 409, a plan no longer paid → 402. Accepting again
 * an invitation he accepted answers 200 and changes nothing.
 */
export async function acceptPartnerInvite(
  req: Request,
  res: Response<PartnerInviteAcceptance>,
): Promise<void> {
  const viewer = requireViewer(req);
  const token = req.params.token;
  if (typeof token !== 'string' || !PARTNER_INVITE_TOKEN_PATTERN.test(token)) {
    throw new HttpError(404, 'partnerInviteNotFound');
  }
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
