import type { Request, Response } from 'express';
import type { PlanDetails } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/** GET /api/plans/{id} — the owner or an admin; full content only when paid or admin. */
export async function getPlan(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && !viewer.user.isAdmin) throw new HttpError(403, 'forbidden');
  res.json({
    id: plan.id,
    createdAt: plan.doc.createdAt.toDate().toISOString(),
    isPaid: plan.doc.isPaid,
    paymentStatus: plan.doc.paymentStatus,
    formData: plan.doc.formData,
    ...visiblePlan(plan.doc, viewer.user, languageFromHeader(req.headers['accept-language'])),
  });
}
