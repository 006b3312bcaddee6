import type { Request, Response } from 'express';
import { cycleEventReadingRequestSchema, type PlanDetails } from '@nasl/core';
import { type CycleEventsChange, updateCycleEvents } from '../../data/cycle-events.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import {
  cycleEventAccessRefusal,
  type CycleEventRefusal,
  newCycleEventRefusal,
} from './cycle-event-rules.ts';
import { planDetails } from './plan-details.ts';
import { followReplannedPlan } from './reminder-schedule.ts';

/**
 * PATCH /api/plans/{id}/cycle-events/{eventId} `{ reading: "period" | "spotting" }` — her say over how a
 * logged period start is read, which the cycle model then keeps; answers the re-planned plan. An event the
 * plan does not hold is 404, a positive LH test 400, and a start called a period 400 where logging it so
 * would be refused (during a logged period, or less than 15 days from another). Same rights as logging.
 */
export async function setCycleEventReading(req: Request, res: Response<PlanDetails>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const eventId = idParam(req, 'eventId');
  const { reading } = parseBody(req, cycleEventReadingRequestSchema);
  const update = await updateCycleEvents(
    planId,
    viewer.uid,
    (plan): { change: CycleEventsChange; result: CycleEventRefusal | 'changed' | 'unchanged' } => {
      const refusal = cycleEventAccessRefusal(plan.doc, viewer);
      if (refusal) return { change: null, result: refusal };
      const event = plan.doc.cycleEvents.find((entry) => entry.id === eventId);
      if (!event) return { change: null, result: { status: 404, key: 'cycleEventNotFound' } };
      if (event.type !== 'period-start') {
        return { change: null, result: { status: 400, key: 'cycleEventReadingNotPeriod' } };
      }
      if (event.reading === reading) return { change: null, result: 'unchanged' };
      // Called a period, it must not be one less than 15 days from another, as when she logs it so.
      const others = plan.doc.cycleEvents.filter((entry) => entry.id !== eventId);
      if (reading === 'period') {
        const key = newCycleEventRefusal(
          others,
          { type: 'period-start', date: event.date, reading },
          plan.doc.formData,
        );
        if (key) return { change: null, result: { status: 400, key } };
      }
      return { change: { read: { id: eventId, reading } }, result: 'changed' };
    },
  );
  if (!update.found) throw new HttpError(404, 'notFound');
  const { result } = update;
  if (typeof result === 'object') {
    throw new HttpError(
      result.status,
      result.key,
      result.status === 400 ? { reading: result.key } : undefined,
    );
  }
  if (result === 'changed') await followReplannedPlan(update.plan);
  res.json(planDetails(update.plan, viewer, languageFromHeader(req.headers['accept-language'])));
}
