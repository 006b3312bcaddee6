import type { Request, Response } from 'express';
import { translateMessage, type SuccessMessage } from '@nasl/core';
import { removePartner as endPartnerAccess } from '../../data/partners.ts';
import { findPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * DELETE /api/plans/{id}/partners/{uid} — the owner ends her husband's access (or he leaves the plan
 * himself): his next request for the plan is refused (403). Anyone else, admins included: 403; someone
 * who does not follow the plan: 404.
 */
export async function removePartner(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  const partnerUid = idParam(req, 'uid');
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && partnerUid !== viewer.uid) throw new HttpError(403, 'forbidden');
  if (!(await endPartnerAccess(plan.id, partnerUid))) throw new HttpError(404, 'partnerNotFound');
  res.json({
    success: true,
    message: translateMessage('partnerRemoved', languageFromHeader(req.headers['accept-language'])),
  });
}
