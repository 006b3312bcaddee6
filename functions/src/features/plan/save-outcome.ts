import type { Request, Response } from 'express';
import { outcomeRequestSchema, type PlanDetails } from '@nasl/core';
import { Timestamp } from '../../lib/firebase.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { planToday } from '../../lib/plan-today.ts';
import { idParam } from '../../lib/request-params.ts';
import type { PlanDoc } from '../../data/plan-documents.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { answerFollowUp, updateOwnFollowUp } from './follow-up-answer.ts';
import { outcomeRefusal } from './follow-up-rules.ts';

/**
 * PUT /api/plans/{id}/outcome `{ sex: boy|girl|undisclosed|loss, knownOn }` — what came of the plan, said
 * by her and corrected by sending it again (owner of a paid plan, after her pregnancy; not after tomorrow
 * nor before the positive test). While a guarantee claim on it is open or approved, it cannot change (409).
 * Answers the plan: 201 the first time, 200 after.
 */
export async function saveOutcome(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const request = parseBody(req, outcomeRequestSchema);
  const today = planToday();
  const now = Timestamp.now();
  const refusal = (plan: PlanDoc) => outcomeRefusal(plan, request, today);
  const update = await updateOwnFollowUp(planId, viewer, 'pregnancyNeedsPayment', refusal, (plan) => {
    const previous = plan.doc.outcome;
    const outcome = { ...request, reportedAt: previous?.reportedAt ?? now, updatedAt: now };
    return { change: { outcome }, result: previous ? ('updated' as const) : ('created' as const) };
  });
  answerFollowUp(req, res, viewer, update, (result) => (result === 'created' ? 201 : 200));
}
