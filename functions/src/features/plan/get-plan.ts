import type { Request, Response } from 'express';
import type { PlanAnswer } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import { findUserDoc } from '../../data/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { partnerPlan } from './partner-plan.ts';
import { planDetails } from './plan-details.ts';

/**
 * GET /api/plans/{id} — the owner or an admin; full content and cycle events only when paid or admin. Her
 * partner (the husband she invited) gets the partner view of the paid plan; anyone else 403, her former
 * partner with the message that the sharing ended.
 */
export async function getPlan(req: Request, res: Response<PlanAnswer>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && !viewer.user.isAdmin) {
    if (plan.doc.partner?.uid !== viewer.uid) {
      // Her former partner is told the sharing ended (and how to follow it again), not just refused.
      const ended = (await findUserDoc(viewer.uid))?.endedPartnerPlanId === plan.id;
      throw new HttpError(403, ended ? 'partnerAccessEnded' : 'forbidden');
    }
    res.json(await partnerPlan(plan, languageFromHeader(req.headers['accept-language'])));
    return;
  }
  res.json(planDetails(plan, viewer, languageFromHeader(req.headers['accept-language'])));
}
