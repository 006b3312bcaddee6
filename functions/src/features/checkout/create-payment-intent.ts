import type { Request, Response } from 'express';
import {
  createPaymentIntentSchema,
  PLAN_CURRENCY,
  PLAN_PRICE_CENTS,
  type PaymentIntentSession,
} from '@nasl/core';
import { checkIntentPaysPlan, markPlanPaid, rememberIntent } from '../../data/payments.ts';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { stripeClient } from '../../lib/stripe.ts';
import { offersMethod } from '../../plan-engine/notices.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { consumeOrRefuse, limitFor } from '../../middleware/throttle.ts';
import { paymentConfig, stripeFailure } from '../../lib/payment-context.ts';

const OPEN_STATUSES = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/**
 * POST /api/create-payment-intent `{ planId }` — the owner of an unpaid plan gets `{ clientSecret }` for
 * the server's price (9900 cents USD; any client amount is ignored). The plan's open intent is reused.
 * Requests count per person (admins exempt). A plan that offers no method (a mother of 50 or more) is not
 * sold: 409 with the reason.
 */
export function createPaymentIntent(config: ServerConfig) {
  return async (req: Request, res: Response<PaymentIntentSession>): Promise<void> => {
    const viewer = requireViewer(req);
    const { planId } = parseBody(req, createPaymentIntentSchema);
    const plan = await findPlan(planId);
    if (!plan) throw new HttpError(404, 'notFound');
    if (plan.doc.userId !== viewer.uid) throw new HttpError(403, 'forbidden');
    if (plan.doc.isPaid) throw new HttpError(409, 'planAlreadyPaid');
    if (!offersMethod(plan.doc.formData)) throw new HttpError(409, 'planNotForSale');
    if (plan.doc.paymentStatus === 'refunded') throw new HttpError(409, 'planRefunded');
    if (!viewer.user.isAdmin) {
      await consumeOrRefuse(res, [limitFor(config, 'paymentIntentsPerAccount', viewer.uid)]);
    }
    const payments = paymentConfig(config);
    const stripe = stripeClient(payments);
    let attempt = plan.doc.paymentAttempts ?? 0;
    try {
      if (plan.doc.paymentIntentId) {
        const open = await stripe.paymentIntents.retrieve(plan.doc.paymentIntentId);
        if (checkIntentPaysPlan(open, plan.id, plan.doc).ok) {
          // Paid, but the webhook and verification were missed: settle it now.
          const settled = await markPlanPaid(plan.id, { intent: open });
          throw settled.found ? new HttpError(409, 'planAlreadyPaid') : new HttpError(404, 'notFound');
        }
        if (OPEN_STATUSES.has(open.status) && open.amount === PLAN_PRICE_CENTS && open.client_secret) {
          res.json({ clientSecret: open.client_secret, paymentIntentId: open.id });
          return;
        }
        // Abandoned (canceled): the next intent needs a new idempotency key.
        await rememberIntent(plan.id, null);
        attempt += 1;
      }
      const intent = await stripe.paymentIntents.create(
        {
          amount: PLAN_PRICE_CENTS,
          currency: PLAN_CURRENCY,
          automatic_payment_methods: { enabled: true },
          description: 'Nasl personal plan',
          metadata: { planId: plan.id, userId: viewer.uid },
          // Stripe e-mails its own receipt to the payer once the payment succeeds.
          receipt_email: viewer.user.email,
        },
        // Two tabs starting checkout at once get the same intent.
        { idempotencyKey: `nasl-plan-${plan.id}-attempt-${attempt}` },
      );
      await rememberIntent(plan.id, intent.id);
      // Stripe gives every intent it creates a client secret; without one the form could not pay.
      if (!intent.client_secret) throw new Error(`Payment intent ${intent.id} has no client secret`);
      res.json({ clientSecret: intent.client_secret, paymentIntentId: intent.id });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      stripeFailure(error);
    }
  };
}
