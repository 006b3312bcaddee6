import type { Request, Response } from 'express';
import { translateMessage, unlockPlanSchema, type SuccessMessage } from '@nasl/core';
import { markPlanPaid } from '../../data/payments.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/** POST /api/unlock-plan `{ planId }` — admins only: marks the plan paid with no payment record. */
export async function unlockPlan(req: Request, res: Response<SuccessMessage>): Promise<void> {
  const admin = requireAdmin(req);
  const { planId } = parseBody(req, unlockPlanSchema);
  if (!(await markPlanPaid(planId, { unlockedBy: admin.uid })).found) throw new HttpError(404, 'notFound');
  res.json({
    success: true,
    message: translateMessage('planUnlocked', languageFromHeader(req.headers['accept-language'])),
  });
}
