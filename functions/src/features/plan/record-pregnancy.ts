import type { Request, Response } from 'express';
import { pregnancyRequestSchema, type PlanDetails } from '@nasl/core';
import { Timestamp } from '../../lib/firebase.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { planToday } from '../../lib/plan-today.ts';
import { idParam } from '../../lib/request-params.ts';
import type { PlanDoc } from '../../data/plan-documents.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { answerFollowUp, updateOwnFollowUp } from './follow-up-answer.ts';
import { pregnancyRefusal } from './follow-up-rules.ts';
import { followReplannedPlan } from './reminder-schedule.ts';

/**
 * POST /api/plans/{id}/pregnancy `{ positiveTestDate }` — her positive pregnancy test (owner of a paid plan;
 * not after tomorrow, not before the plan's start; 409 when one is recorded). The plan is rebuilt with it in
 * the same write: no attempt, abstinence, LH test or avoidance from that day on, so the reminders and the
 * calendar subscription drop what comes after; the method's diet gives way to early-pregnancy guidance.
 * Answers the plan (201).
 */
export async function recordPregnancy(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const { positiveTestDate } = parseBody(req, pregnancyRequestSchema);
  const today = planToday();
  const recordedAt = Timestamp.now();
  const refusal = (plan: PlanDoc) => pregnancyRefusal(plan, positiveTestDate, today);
  const update = await updateOwnFollowUp(planId, viewer, 'pregnancyNeedsPayment', refusal, () => ({
    change: { pregnancy: { positiveTestDate, recordedAt } },
    result: 'recorded' as const,
  }));
  if (update.found && update.result === 'recorded') await followReplannedPlan(update.plan);
  answerFollowUp(req, res, viewer, update, () => 201);
}
