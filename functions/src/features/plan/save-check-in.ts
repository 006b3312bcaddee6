import type { Request, Response } from 'express';
import { checkInRequestSchema, type PlanDetails } from '@nasl/core';
import { Timestamp } from '../../lib/firebase.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { planToday } from '../../lib/plan-today.ts';
import { idParam } from '../../lib/request-params.ts';
import type { PlanDoc } from '../../data/plan-documents.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { answerFollowUp, updateOwnFollowUp } from './follow-up-answer.ts';
import { checkInRefusal, withCheckIn } from './follow-up-rules.ts';

/**
 * POST /api/plans/{id}/check-ins `{ date, kind: attempt|diet-week, done }` — one tap on the today card:
 * an attempt date followed or not (only one of the plan's attempt dates, not after tomorrow), a week of the
 * diet followed or not (one per week of the plan, counted from its start). Her answer for the same date
 * (attempt) or week (diet) replaces the earlier one. Owner of a paid plan. Answers the plan with its
 * adherence: 201 for a new check-in, 200 for one replaced.
 */
export async function saveCheckIn(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const request = parseBody(req, checkInRequestSchema);
  const today = planToday();
  const at = Timestamp.now();
  const refusal = (plan: PlanDoc) => checkInRefusal(plan, request, today);
  const update = await updateOwnFollowUp(planId, viewer, 'checkInsNeedPayment', refusal, (plan) => {
    const { checkIns, existing } = withCheckIn(plan.doc.checkIns ?? [], request, plan.doc.planStartDate, at);
    return { change: { checkIns }, result: existing ? ('replaced' as const) : ('created' as const) };
  });
  answerFollowUp(req, res, viewer, update, (result) => (result === 'created' ? 201 : 200));
}
