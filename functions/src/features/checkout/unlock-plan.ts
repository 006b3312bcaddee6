import type { Request, Response } from 'express';
import { translateMessage, unlockPlanSchema, type SuccessMessage } from '@nasl/core';
import { markPlanPaid } from '../../data/payments.ts';
import { findPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { offersMethod } from '../../plan-engine/notices.ts';

/**
 * POST /api/unlock-plan `{ planId }` — admins only: marks the plan paid with no payment record. A plan
 * that is not sold (no method for her age) is not unlocked either: 409, as for a payment.
 */
export async function unlockPlan(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const admin = requireAdmin(req);
  const { planId } = parseBody(req, unlockPlanSchema);
  const plan = await findPlan(planId);
  if (plan && !offersMethod(plan.doc.formData)) throw new HttpError(409, 'planNotForSale');
  if (!(await markPlanPaid(planId, { unlockedBy: admin.uid })).found) throw new HttpError(404, 'notFound');
  res.json({
    success: true,
    message: translateMessage('planUnlocked', languageFromHeader(req.headers['accept-language'])),
  });
}
