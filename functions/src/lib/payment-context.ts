import { logger } from 'firebase-functions';
import type { ServerConfig } from './config.ts';
import { HttpError } from './http-error.ts';
import { PaymentConfigError, readPaymentConfig, type PaymentConfig } from './payment-config.ts';
import { isStripeNotFound, isStripeUnavailable } from './stripe.ts';

/** The payment configuration, read from the environment (secrets included) when first needed. */
export function paymentConfig(config: ServerConfig): PaymentConfig {
  try {
    return readPaymentConfig(process.env, config.isEmulator);
  } catch (error) {
    if (error instanceof PaymentConfigError) {
      logger.error(error.message);
      throw new HttpError(503, 'paymentsNotConfigured');
    }
    throw error;
  }
}

/** Maps Stripe failures to clear API errors: outage → 503 (retry later), unknown intent → 400. */
export function stripeFailure(error: unknown): never {
  if (isStripeUnavailable(error)) throw new HttpError(503, 'paymentProviderUnavailable');
  if (isStripeNotFound(error)) throw new HttpError(400, 'paymentMismatch');
  throw error;
}
