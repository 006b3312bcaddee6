import type { Request, Response } from 'express';
import type { PaymentClientConfig } from '@nasl/core';
import type { ServerConfig } from '../../lib/config.ts';
import { paymentConfig } from '../../lib/payment-context.ts';

/** GET /api/payment-config — what the checkout needs: real Stripe (publishable key) or local test mode. */
export function getPaymentConfig(config: ServerConfig) {
  return (_req: Request, res: Response<PaymentClientConfig>): void => {
    const payments = paymentConfig(config);
    res.json({ mode: payments.mode, publishableKey: payments.publishableKey });
  };
}
