import type { Request, Response } from 'express';
import { isValidId, type WebhookReceipt } from '@nasl/core';
import { logger } from 'firebase-functions';
import {
  checkIntentPaysPlan,
  eventHandledBefore,
  markPlanPaid,
  recordHandledEvent,
  rememberIntent,
} from '../../data/payments.ts';
import { findPlan } from '../../data/plans.ts';
import { applyRefunds, refundFactsOf } from '../../data/refunds.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { PaymentConfig } from '../../lib/payment-config.ts';
import {
  refundsOfPayment,
  verifyWebhook,
  type Charge,
  type PaymentIntent,
  type StripeEvent,
} from '../../lib/stripe.ts';
import { paymentConfig } from '../../lib/payment-context.ts';

async function handleIntentEvent(event: StripeEvent, intent: PaymentIntent): Promise<void> {
  // Stripe's ids are letters, digits and '_': any other names no payment record.
  if (!isValidId(intent.id)) {
    logger.warn('Stripe event for an intent id that names no payment', { event: event.id });
    return;
  }
  const planId = intent.metadata?.planId;
  const plan = planId ? await findPlan(planId) : null;
  if (!plan || !planId) {
    logger.warn('Stripe event for an unknown plan', { event: event.id, intent: intent.id });
    return;
  }
  if (event.type === 'payment_intent.succeeded') {
    const check = checkIntentPaysPlan(intent, planId, plan.doc);
    if (check.ok) {
      const result = await markPlanPaid(planId, { intent });
      if ('refunded' in result) logger.warn('Succeeded event of a refunded payment', { event: event.id });
    } else
      logger.error('Succeeded intent does not pay its plan', { event: event.id, intent: intent.id, check });
    return;
  }
  if (
    event.type === 'payment_intent.canceled' &&
    plan.doc.paymentIntentId === intent.id &&
    !plan.doc.isPaid
  ) {
    await rememberIntent(planId, null);
  }
}

/**
 * A refund, made from Nasl's dashboard or in Stripe's: the payment's refunds are read from Stripe (each
 * carries who made it from Nasl, and why, in its metadata) and applied once each.
 */
async function handleChargeRefunded(
  config: PaymentConfig,
  event: StripeEvent,
  charge: Charge,
): Promise<void> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!isValidId(intentId)) {
    logger.warn('Refunded charge without a payment intent', { event: event.id, charge: charge.id });
    return;
  }
  const result = await applyRefunds(intentId, refundFactsOf(await refundsOfPayment(config, intentId)));
  if (!result.found) logger.warn('Refund of an unknown payment', { event: event.id, intent: intentId });
}

/**
 * POST /api/stripe-webhook — Stripe's events, signature-checked on the raw body. A person who closes the
 * tab after paying still gets the plan; a refund made in Stripe's dashboard locks the plan here too.
 * Replays and duplicates change nothing twice. An event or intent id that cannot name a document (none
 * of Stripe's) is acknowledged and changes nothing.
 */
export function stripeWebhook(config: ServerConfig) {
  return async (req: Request, res: Response<WebhookReceipt>): Promise<void> => {
    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    const signature = req.headers['stripe-signature'];
    if (!rawBody || typeof signature !== 'string') throw new HttpError(400, 'invalidWebhookSignature');
    let event: StripeEvent;
    try {
      event = verifyWebhook(paymentConfig(config), rawBody, signature);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'invalidWebhookSignature');
    }
    if (!isValidId(event.id)) {
      // Acknowledged, so that it is not sent again: an id that names no document cannot be recorded.
      logger.warn('Stripe event with an id that names no document', { type: event.type });
      res.json({ received: true });
      return;
    }
    if (event.type.startsWith('payment_intent.') && !(await eventHandledBefore(event.id))) {
      await handleIntentEvent(event, event.data.object as PaymentIntent);
      await recordHandledEvent(event.id, event.type);
    }
    if (event.type === 'charge.refunded' && !(await eventHandledBefore(event.id))) {
      await handleChargeRefunded(paymentConfig(config), event, event.data.object as Charge);
      await recordHandledEvent(event.id, event.type);
    }
    res.json({ received: true });
  };
}
