import type { Request, Response } from 'express';
import type { PlanDetails } from '@nasl/core';
import type { FollowUpUpdate } from '../../data/plan-follow-up.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import type { Viewer } from '../../middleware/session.ts';
import type { FollowUpRefusal } from './follow-up-rules.ts';
import { planDetails } from './plan-details.ts';

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
