import type { Request, Response } from 'express';
import type { PlanDetails } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { planDetails } from './plan-details.ts';

/** GET /api/plans/{id} — the owner or an admin; full content and cycle events only when paid or admin. */
export async function getPlan(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && !viewer.user.isAdmin) throw new HttpError(403, 'forbidden');
  res.json(planDetails(plan, viewer, languageFromHeader(req.headers['accept-language'])));
}
