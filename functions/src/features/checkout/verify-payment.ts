import type { Request, Response } from 'express';
import { verifyPaymentSchema, type Success } from '@nasl/core';
import { checkIntentPaysPlan, markPlanPaid } from '../../data/payments.ts';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { stripeClient, type PaymentIntent } from '../../lib/stripe.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { paymentConfig, stripeFailure } from '../../lib/payment-context.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';

/**
 * POST /api/verify-payment `{ planId, paymentIntentId }` — asks Stripe, and marks the plan paid only if the
 * intent succeeded for this plan, this person, our price and currency. Idempotent. Stripe is asked only
 * about an intent the plan's checkout opened (its open one or an earlier one; any other id → 400 without
 * a call), at most so often per person (429), and
 * Stripe down or rate-limiting → 503 with `Retry-After`.
 */
export function verifyPayment(config: ServerConfig) {
  return async (req: Request, res: Response<Success>): Promise<void> => {
    const viewer = requireViewer(req);
    const { planId, paymentIntentId } = parseBody(req, verifyPaymentSchema);
    const plan = await findPlan(planId);
    if (!plan) throw new HttpError(404, 'notFound');
    if (plan.doc.userId !== viewer.uid) throw new HttpError(403, 'forbidden');
    const ownIntents = [plan.doc.paymentIntentId, ...(plan.doc.paymentIntentIds ?? [])];
    if (!ownIntents.includes(paymentIntentId)) throw new HttpError(400, 'paymentMismatch');
    await consumeOrRefuse(res, [limitFor(config, 'paymentVerificationsPerAccount', viewer.uid)]);
    let intent: PaymentIntent;
    try {
      intent = await stripeClient(paymentConfig(config)).paymentIntents.retrieve(paymentIntentId);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      stripeFailure(error);
    }
    const check = checkIntentPaysPlan(intent, plan.id, plan.doc);
    if (!check.ok) {
      throw new HttpError(
        check.reason === 'mismatch' ? 400 : 402,
        check.reason === 'mismatch' ? 'paymentMismatch' : 'paymentNotCompleted',
      );
    }
    const result = await markPlanPaid(plan.id, { intent });
    if (!result.found) throw new HttpError(404, 'notFound');
    if ('refunded' in result) throw new HttpError(409, 'planRefunded');
    res.json({ success: true });
  };
}
