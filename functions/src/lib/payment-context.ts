import { logger } from 'firebase-functions';
import type { ServerConfig } from './config.ts';
import { HttpError } from './http-error.ts';
import { PaymentConfigError, readPaymentConfig, type PaymentConfig } from './payment-config.ts';
import { serviceConfig } from './service-config.ts';
import { forgetIntentPayer, isStripeNotFound, isStripeRateLimited, isStripeUnavailable } from './stripe.ts';

/** How long a client is told to wait when Stripe is down or limits our requests (`Retry-After`, seconds). */
export const STRIPE_RETRY_AFTER_SECONDS = 30;

/** The payment configuration, read from the environment (secrets included) when first needed. */
export function paymentConfig(config: ServerConfig): PaymentConfig {
  return serviceConfig(config, readPaymentConfig, PaymentConfigError, 'paymentsNotConfigured');
}

/**
 * Maps Stripe failures to clear API errors: an outage or Stripe's own rate limit → 503 with `Retry-After`
 * (nothing is wrong with the request; it works later), an unknown intent → 400. Anything else is ours: 500.
 */
export function stripeFailure(error: unknown): never {
  if (isStripeUnavailable(error) || isStripeRateLimited(error)) {
    logger.warn('Stripe unavailable', { error: String(error) });
    throw HttpError.retryLater(503, 'paymentProviderUnavailable', STRIPE_RETRY_AFTER_SECONDS);
  }
  if (isStripeNotFound(error)) throw new HttpError(400, 'paymentMismatch');
  throw error;
}

/**
 * Removes the person's id from the metadata Stripe keeps of their payment intents, before the person is
 * deleted; Stripe down → 503 and nothing is deleted (the person tries again later).
 */
export async function forgetPayerAtStripe(config: ServerConfig, intentIds: readonly string[]): Promise<void> {
  if (intentIds.length === 0) return;
  const payments = paymentConfig(config);
  try {
    for (const intentId of intentIds) await forgetIntentPayer(payments, intentId);
  } catch (error) {
    stripeFailure(error);
  }
}
