import type { Request, Response } from 'express';
import type { UserPlan } from '@nasl/core';
import { listPlansOfUser } from '../../data/plans.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/** GET /api/user/plans — the caller's own plans, newest first, each projected like GET /api/plans/{id}. */
export async function getUserPlans(req: Request, res: Response<UserPlan[]>): Promise<void> {
  const viewer = requireViewer(req);
  const lang = languageFromHeader(req.headers['accept-language']);
  const plans = await listPlansOfUser(viewer.uid);
  res.json(
    plans.map((plan): UserPlan => ({
      id: plan.id,
      createdAt: plan.doc.createdAt.toDate().toISOString(),
      isPaid: plan.doc.isPaid,
      paymentStatus: plan.doc.paymentStatus,
      ...visiblePlan(gateInput(plan.doc, lang), viewer.user),
    })),
  );
}
