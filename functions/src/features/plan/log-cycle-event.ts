import type { Request, Response } from 'express';
import { cycleEventRequestSchema, type PlanDetails } from '@nasl/core';
import { updateCycleEvents } from '../../data/cycle-events.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { planToday } from '../../lib/plan-today.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import {
  cycleEventAccessRefusal,
  type CycleEventRefusal,
  isAfterLatestEventDate,
  newCycleEventRefusal,
  sameCycleEvent,
} from './cycle-event-rules.ts';
import { planDetails } from './plan-details.ts';
import { followReplannedPlan } from './reminder-schedule.ts';

/**
 * POST /api/plans/{id}/cycle-events `{ type, date }` — logs a period start or a positive LH test and
 * answers the re-planned plan: 201, or 200 when that type and date were already logged (nothing written).
 * The event and the re-planned plan are written in one transaction; a refusal writes nothing.
 */
export async function logCycleEvent(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const request = parseBody(req, cycleEventRequestSchema);
  if (isAfterLatestEventDate(request.date, planToday())) {
    throw new HttpError(400, 'cycleEventDateInFuture', { date: 'cycleEventDateInFuture' });
  }
  const update = await updateCycleEvents(
    planId,
    viewer.uid,
    (
      plan,
    ): { change: { add: typeof request } | null; result: CycleEventRefusal | 'created' | 'existing' } => {
      const refusal = cycleEventAccessRefusal(plan.doc, viewer);
      if (refusal) return { change: null, result: refusal };
      if (sameCycleEvent(plan.doc.cycleEvents, request)) return { change: null, result: 'existing' };
      const key = newCycleEventRefusal(plan.doc.cycleEvents, request, plan.doc.formData);
      if (key) return { change: null, result: { status: 400, key } };
      return { change: { add: request }, result: 'created' };
    },
  );
  if (!update.found) throw new HttpError(404, 'notFound');
  const { result } = update;
  if (typeof result === 'object') {
    throw new HttpError(result.status, result.key, result.status === 400 ? { date: result.key } : undefined);
  }
  if (result === 'created') await followReplannedPlan(update.plan);
  res
    .status(result === 'created' ? 201 : 200)
    .json(planDetails(update.plan, viewer, languageFromHeader(req.headers['accept-language'])));
}
