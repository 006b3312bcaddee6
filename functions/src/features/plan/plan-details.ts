import type { Language, PlanDetails } from '@nasl/core';
import { apiCycleEvents } from '../../data/cycle-events.ts';
import type { StoredPlan } from '../../data/plans.ts';
import type { Viewer } from '../../middleware/session.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/**
 * A plan as GET /api/plans/{id} and the cycle-event endpoints answer it: the content the viewer may see,
 * and the logged events only with the full plan (a locked plan shows none of what re-planning gives).
 */
export function planDetails(plan: StoredPlan, viewer: Viewer, lang: Language): PlanDetails {
  const visible = visiblePlan(gateInput(plan.doc, lang), viewer.user);
  return {
    id: plan.id,
    createdAt: plan.doc.createdAt.toDate().toISOString(),
    isPaid: plan.doc.isPaid,
    paymentStatus: plan.doc.paymentStatus,
    formData: plan.doc.formData,
    cycleEvents: visible.locked ? [] : apiCycleEvents(plan.doc.cycleEvents),
    ...visible,
  };
}
