import type { Request, Response } from 'express';
import type { MessageKey, PlanDetails } from '@nasl/core';
import type { PlanDoc } from '../../data/plan-documents.ts';
import { type FollowUpChange, type FollowUpUpdate, updatePlanFollowUp } from '../../data/plan-follow-up.ts';
import type { StoredPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import type { Viewer } from '../../middleware/session.ts';
import { followUpAccessRefusal, type FollowUpRefusal } from './follow-up-rules.ts';
import { planDetails } from './plan-details.ts';

/**
 * A statement of the plan's owner about what followed it, in one transaction: refused by the access rule
 * (`unpaidKey` on an unpaid plan), then by `refusal`, else written as `decide` says.
 */
export function updateOwnFollowUp<R>(
  planId: string,
  viewer: Viewer,
  unpaidKey: MessageKey,
  refusal: (plan: PlanDoc) => FollowUpRefusal | null,
  decide: (plan: StoredPlan) => { change: FollowUpChange; result: R },
): Promise<FollowUpUpdate<FollowUpRefusal | R>> {
  return updatePlanFollowUp<FollowUpRefusal | R>(planId, (plan) => {
    const refused = followUpAccessRefusal(plan.doc, viewer, unpaidKey) ?? refusal(plan.doc);
    return refused ? { change: null, result: refused } : decide(plan);
  });
}

/**
 * Answers a change of what follows a plan: its refusal (with the field a 400 is about), or the plan as it
 * is now with `status`.
 */
export function answerFollowUp<R>(
  req: Request,
  res: Response<PlanDetails>,
  viewer: Viewer,
  update: FollowUpUpdate<FollowUpRefusal | R>,
  status: (result: R) => number,
): void {
  if (!update.found) throw new HttpError(404, 'notFound');
  const { result } = update;
  if (isRefusal(result)) {
    throw new HttpError(result.status, result.key, result.field ? { [result.field]: result.key } : undefined);
  }
  res
    .status(status(result))
    .json(planDetails(update.plan, viewer, languageFromHeader(req.headers['accept-language'])));
}

function isRefusal(value: unknown): value is FollowUpRefusal {
  return typeof value === 'object' && value !== null && 'status' in value && 'key' in value;
}
