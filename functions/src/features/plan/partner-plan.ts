import type { Language, PartnerPlan } from '@nasl/core';
import { planInLanguage } from '../../data/plan-documents.ts';
import type { StoredPlan } from '../../data/plans.ts';
import { findUserDoc } from '../../data/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import { partnerPlanData } from '../../plan-engine/partner-view.ts';

/**
 * GET /api/plans/{id} as her partner reads it: the partner view (plan-engine/partner-view.ts), with her
 * name. A plan that is not paid (any more) shows him nothing: 402.
 */
export async function partnerPlan(plan: StoredPlan, lang: Language): Promise<PartnerPlan> {
  if (!plan.doc.isPaid) throw new HttpError(402, 'partnerPlanLocked');
  const owner = await findUserDoc(plan.doc.userId);
  return {
    id: plan.id,
    createdAt: plan.doc.createdAt.toDate().toISOString(),
    view: 'partner',
    ownerName: owner?.name ?? '',
    planData: partnerPlanData(planInLanguage(plan.doc, lang), lang),
  };
}
