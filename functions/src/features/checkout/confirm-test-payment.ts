import type { Request, Response } from 'express';
import { testCardSchema, type TestPaymentConfirmation } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { parseBody } from '../../lib/parse-body.ts';
import {
  cardErrorMessage,
  confirmWithTestCard,
  isStripeUnexpectedState,
  stripeClient,
} from '../../lib/stripe.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { paymentConfig, stripeFailure } from '../../lib/payment-context.ts';

/**
 * POST /api/test-payments/confirm — local test mode only: the test card form confirms through here,
 * as Stripe.js would against Stripe. An intent already paid → 409, one that can no longer be confirmed
 * (canceled) → 409. Answers 404 whenever the real Stripe is configured.
 */
export function confirmTestPayment(config: ServerConfig) {
  return async (req: Request, res: Response<TestPaymentConfirmation>): Promise<void> => {
    const payments = paymentConfig(config);
    if (payments.mode !== 'local-standin') throw new HttpError(404, 'notFound');
    const viewer = requireViewer(req);
    const input = parseBody(req, testCardSchema);
    try {
      const intent = await stripeClient(payments).paymentIntents.retrieve(input.paymentIntentId);
      const plan = intent.metadata?.planId ? await findPlan(intent.metadata.planId) : null;
      if (!plan || plan.doc.userId !== viewer.uid) throw new HttpError(403, 'forbidden');
      if (intent.status === 'succeeded' || plan.doc.isPaid) throw new HttpError(409, 'planAlreadyPaid');
      const confirmed = await confirmWithTestCard(payments, input);
      res.json({ status: confirmed.status, paymentIntentId: confirmed.id });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const declined = cardErrorMessage(error);
      if (declined) throw new HttpError(402, 'cardInvalid', undefined, declined);
      if (isStripeUnexpectedState(error)) throw new HttpError(409, 'paymentNotConfirmable');
      stripeFailure(error);
    }
  };
}
