import * as v from 'valibot';
import { idField } from './ids.ts';
import { objectWithFieldMessages } from './validation.ts';

const planId = idField('planIdRequired');
const paymentIntentId = v.pipe(
  v.string('paymentIntentIdRequired'),
  v.trim(),
  v.regex(/^pi_[A-Za-z0-9]{6,100}$/, 'paymentIntentIdRequired'),
);

/** POST /api/create-payment-intent. An `amount` sent by the client is accepted and ignored. */
export const createPaymentIntentSchema = objectWithFieldMessages({ planId });
/** POST /api/verify-payment. */
export const verifyPaymentSchema = objectWithFieldMessages({ planId, paymentIntentId });
/** POST /api/unlock-plan (admins). */
export const unlockPlanSchema = objectWithFieldMessages({ planId });

const digits = (min: number, max: number) =>
  v.pipe(v.string('cardInvalid'), v.regex(new RegExp(`^\\d{${min},${max}}$`), 'cardInvalid'));

/** The local test-mode card form (the stand-in only; real payments go through Stripe Elements). */
export const testCardSchema = objectWithFieldMessages({
  paymentIntentId,
  clientSecret: v.pipe(v.string('cardInvalid'), v.maxLength(200, 'cardInvalid')),
  card: objectWithFieldMessages({
    number: v.pipe(
      v.string('cardInvalid'),
      v.transform((value) => value.replace(/\s+/g, '')),
      v.regex(/^\d{12,19}$/, 'cardInvalid'),
    ),
    exp_month: digits(1, 2),
    exp_year: digits(2, 4),
    cvc: digits(3, 4),
  }),
});

/** GET /api/payment-config: real Stripe with its publishable key, or the local stand-in (no key). */
export const paymentClientConfigSchema = v.object({
  mode: v.picklist(['stripe', 'local-standin']),
  publishableKey: v.nullable(v.string()),
});
export type PaymentClientConfig = v.InferOutput<typeof paymentClientConfigSchema>;

/** POST /api/create-payment-intent: what the payment form needs to confirm the plan's one open intent. */
export const paymentIntentSessionSchema = v.object({
  clientSecret: v.pipe(v.string(), v.nonEmpty()),
  paymentIntentId: v.pipe(v.string(), v.nonEmpty()),
});
export type PaymentIntentSession = v.InferOutput<typeof paymentIntentSessionSchema>;

/** POST /api/test-payments/confirm (local test mode): the intent's status after the test card. */
export const testPaymentConfirmationSchema = v.object({
  status: v.string(),
  paymentIntentId: v.string(),
});
export type TestPaymentConfirmation = v.InferOutput<typeof testPaymentConfirmationSchema>;

/** POST /api/stripe-webhook: the receipt Stripe waits for (any other status makes it retry). */
export const webhookReceiptSchema = v.object({ received: v.literal(true) });
export type WebhookReceipt = v.InferOutput<typeof webhookReceiptSchema>;
