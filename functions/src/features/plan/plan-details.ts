import { CALENDAR_ANSWERS, type Language, type PlanDetails, type QuestionnaireAnswers } from '@nasl/core';
import { apiCycleEvents } from '../../data/cycle-events.ts';
import { planFollowUp } from '../../data/plan-follow-up.ts';
import { planToday } from '../../lib/plan-today.ts';
import type { StoredPlan } from '../../data/plans.ts';
import type { Viewer } from '../../middleware/session.ts';
import { claimableFrom } from './claim-rules.ts';
import { gateInput } from '../../data/plan-documents.ts';
import { visiblePlan } from '../../plan-engine/visible-plan.ts';

/** Her answers without the ones the calendar is projected from: what a locked plan's answer carries. */
function withoutCalendarAnswers(answers: QuestionnaireAnswers) {
  const hidden = new Set<string>(CALENDAR_ANSWERS);
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !hidden.has(field))) as Omit<
    QuestionnaireAnswers,
    (typeof CALENDAR_ANSWERS)[number]
  >;
}

/**
 * A plan as GET /api/plans/{id} and the cycle-event endpoints answer it: the content the viewer may see,
 * and the logged events only with the full plan (a locked plan shows none of what re-planning gives). A
 * locked plan's answer leaves out her last period and cycle answers: with them the preview's dates would
 * give away the rest. Her pregnancy, outcome, check-ins, adherence and the day she may claim the
 * guarantee come with the full plan; a refund with either.
 */
export function planDetails(plan: StoredPlan, viewer: Viewer, lang: Language): PlanDetails {
  const visible = visiblePlan(gateInput(plan.doc, lang), viewer.user);
  const common = {
    id: plan.id,
    createdAt: plan.doc.createdAt.toDate().toISOString(),
    isPaid: plan.doc.isPaid,
    paymentStatus: plan.doc.paymentStatus,
    readerIsOwner: plan.doc.userId === viewer.uid,
  };
  const followUp = planFollowUp(plan.doc, visible.locked, planToday());
  if (visible.locked) {
    return {
      ...common,
      formData: withoutCalendarAnswers(plan.doc.formData),
      cycleEvents: [],
      ...followUp,
      claimableFrom: null,
      ...visible,
    };
  }
  return {
    ...common,
    formData: plan.doc.formData,
    cycleEvents: apiCycleEvents(plan.doc.cycleEvents),
    ...followUp,
    claimableFrom:
      plan.doc.paymentIntentId && plan.doc.paidAt ? claimableFrom(plan.doc.paidAt.toDate()) : null,
    ...visible,
  };
}
