import type { Request, Response } from 'express';
import type { PlanDetails } from '@nasl/core';
import { updateCycleEvents } from '../../data/cycle-events.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { cycleEventAccessRefusal, type CycleEventRefusal } from './cycle-event-rules.ts';
import { planDetails } from './plan-details.ts';
import { followReplannedPlan } from './reminder-schedule.ts';

/**
 * DELETE /api/plans/{id}/cycle-events/{eventId} — undoes a mistaken entry and answers the plan re-planned
 * without it; an event the plan does not hold is 404. Same rights as logging one.
 */
export async function deleteCycleEvent(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const eventId = idParam(req, 'eventId');
  const update = await updateCycleEvents(
    planId,
    viewer.uid,
    (plan): { change: { remove: string } | null; result: CycleEventRefusal | null } => {
      const refusal = cycleEventAccessRefusal(plan.doc, viewer);
      if (refusal) return { change: null, result: refusal };
      if (!plan.doc.cycleEvents.some((event) => event.id === eventId)) {
        return { change: null, result: { status: 404, key: 'cycleEventNotFound' } };
      }
      return { change: { remove: eventId }, result: null };
    },
  );
  if (!update.found) throw new HttpError(404, 'notFound');
  if (update.result) throw new HttpError(update.result.status, update.result.key);
  await followReplannedPlan(update.plan);
  res.json(planDetails(update.plan, viewer, languageFromHeader(req.headers['accept-language'])));
}
