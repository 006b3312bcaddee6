import type { Request } from 'express';
import type { MessageKey } from '@nasl/core';
import { findPlan, type StoredPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idParam } from '../../lib/request-params.ts';
import type { Viewer } from '../../middleware/session.ts';

/**
 * The plan the path names, for what only its owner decides (who follows it, its calendar address, its
 * reminders): unknown → 404, anyone else → 403 (an admin too: these are hers to share), and with
 * `unpaidKey`, an unpaid plan → 402 with that message.
 */
export async function ownPlan(req: Request, viewer: Viewer, unpaidKey?: MessageKey): Promise<StoredPlan> {
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid) throw new HttpError(403, 'forbidden');
  if (unpaidKey && !plan.doc.isPaid) throw new HttpError(402, unpaidKey);
  return plan;
}
