import type { Request, Response } from 'express';
import type { PlanDetails } from '@nasl/core';
import { updatePlanFollowUp } from '../../data/plan-follow-up.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { answerFollowUp } from './follow-up-answer.ts';
import { followUpAccessRefusal, type FollowUpRefusal } from './follow-up-rules.ts';
import { followReplannedPlan } from './reminder-schedule.ts';

/**
 * DELETE /api/plans/{id}/pregnancy — undoes a pregnancy recorded by mistake: the plan is rebuilt without
 * it (its dates, reminders and the method's diet come back). None recorded → 404; once the baby's sex is
 * recorded for it → 409. Same rights as recording it.
 */
export async function deletePregnancy(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const update = await updatePlanFollowUp<FollowUpRefusal | 'removed'>(planId, (plan) => {
    const refusal = followUpAccessRefusal(plan.doc, viewer, 'pregnancyNeedsPayment');
    if (refusal) return { change: null, result: refusal };
    if (!plan.doc.pregnancy) {
      return { change: null, result: { status: 404 as const, key: 'pregnancyNotRecorded' as const } };
    }
    if (plan.doc.outcome) {
      return { change: null, result: { status: 409 as const, key: 'pregnancyHasOutcome' as const } };
    }
    return { change: { pregnancy: null }, result: 'removed' as const };
  });
  if (update.found && update.result === 'removed') await followReplannedPlan(update.plan);
  answerFollowUp(req, res, viewer, update, () => 200);
}
