import type { Request, Response } from 'express';
import { partnerInviteUrl, type PartnerInvite } from '@nasl/core';
import { createPartnerInvite as storePartnerInvite } from '../../data/partners.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';
import { ownPlan } from './own-plan.ts';

/**
 * POST /api/plans/{id}/partner-invites — the owner of a paid plan gets a one-time link for her husband
 * (201 `{ url, token, expiresAt }`, 7 days). One partner per plan: 409 while he follows it. A new link
 * replaces her earlier unused ones. Counted per person.
 */
export function createPartnerInvite(config: ServerConfig) {
  return async (req: Request, res: Response<PartnerInvite>): Promise<void> => {
    const viewer = requireViewer(req);
    const plan = await ownPlan(req, viewer, 'partnerInviteNeedsPayment');
    if (plan.doc.partner) throw new HttpError(409, 'partnerAlreadyAdded');
    await consumeOrRefuse(res, [limitFor(config, 'partnerInvitesPerAccount', viewer.uid)]);
    const token = newSecretToken();
    const { expiresAt } = await storePartnerInvite({ token, planId: plan.id, ownerId: viewer.uid });
    res.status(201).json({
      url: partnerInviteUrl(siteOrigin(req), token),
      token,
      expiresAt: expiresAt.toISOString(),
    });
  };
}
