/** The one place the server touches the Stripe SDK. */
import Stripe from 'stripe';
import type { PaymentConfig } from './payment-config.ts';

export type PaymentIntent = Stripe.PaymentIntent;
export type StripeEvent = Stripe.Event;
export type Refund = Stripe.Refund;
export type Charge = Stripe.Charge;

/** Where a refund made from Nasl's dashboard keeps who made it and why (Stripe's metadata). */
export const REFUND_METADATA = { adminId: 'nasl_admin_id', reason: 'nasl_reason' } as const;

const clients = new Map<string, Stripe>();

export function stripeClient(config: PaymentConfig): Stripe {
  const cacheKey = `${config.secretKey}@${config.api?.host ?? 'stripe'}:${config.api?.port ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(config.api ?? {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** True when Stripe could not be reached or failed on its side: the caller may retry later. */
export function isStripeUnavailable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
  );
}

/** True when Stripe refused the call for our request rate (429): the caller may retry later. */
export function isStripeRateLimited(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeRateLimitError;
}

/**
 * Removes the payer's user id from an intent's metadata (Stripe unsets a key given an empty value); the
 * plan id stays, as the payment record keeps it. An intent Stripe no longer has needs nothing.
 */
export async function forgetIntentPayer(config: PaymentConfig, intentId: string): Promise<void> {
  try {
    await stripeClient(config).paymentIntents.update(intentId, { metadata: { userId: '' } });
  } catch (error) {
    if (!isStripeNotFound(error)) throw error;
  }
}

/** The card issuer's message (e.g. 'Your card was declined.') when a card was refused. */
export function cardErrorMessage(error: unknown): string | undefined {
  return error instanceof Stripe.errors.StripeCardError ? error.message : undefined;
}

/** True when Stripe refused to act on an intent in its state (confirming a canceled or paid one). */
export function isStripeUnexpectedState(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    error.code === 'payment_intent_unexpected_state'
  );
}

export function isStripeNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Verifies the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyWebhook(config: PaymentConfig, rawBody: Buffer, signature: string): StripeEvent {
  return stripeClient(config).webhooks.constructEvent(rawBody, signature, config.webhookSecret);
}

/** Forwards a local test card to the stand-in the way Stripe.js would (local test mode only). */
export async function confirmWithTestCard(
  config: PaymentConfig,
  input: { paymentIntentId: string; clientSecret: string; card: Record<string, string> },
): Promise<PaymentIntent> {
  return stripeClient(config).paymentIntents.confirm(input.paymentIntentId, {
    client_secret: input.clientSecret,
    payment_method_data: { type: 'card', card: input.card },
  } as Stripe.PaymentIntentConfirmParams);
}

/**
 * Refunds what is left of a payment, in full. The idempotency key is the payment's: two requests for the
 * same payment (a double click, a retry) get the one refund Stripe made for the first.
 */
export async function refundPayment(
  config: PaymentConfig,
  input: { paymentIntentId: string; adminId: string; reason: string },
): Promise<Refund> {
  return stripeClient(config).refunds.create(
    {
      payment_intent: input.paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { [REFUND_METADATA.adminId]: input.adminId, [REFUND_METADATA.reason]: input.reason },
    },
    { idempotencyKey: `nasl-refund-${input.paymentIntentId}` },
  );
}

/** Every refund of a payment, however it was made (Nasl's dashboard or Stripe's). */
export async function refundsOfPayment(config: PaymentConfig, paymentIntentId: string): Promise<Refund[]> {
  const list = await stripeClient(config).refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  return list.data;
}

/** Stripe refuses a refund of a payment already refunded whole. */
export function isAlreadyRefunded(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded';
}
