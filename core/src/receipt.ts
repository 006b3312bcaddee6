import * as v from 'valibot';
import { PLAN_CURRENCY } from './constants.ts';
import { TARGET_GENDERS } from './questionnaire.ts';

/**
 * GET /api/plans/{id}/receipt: what the payment-success screen and My Reports show of a plan's payment.
 * The reference is Stripe's payment id, which support and the Stripe dashboard find the payment by; Stripe
 * e-mails its own receipt to `email`.
 */
export const receiptSchema = v.object({
  planId: v.pipe(v.string(), v.nonEmpty()),
  /** The plan paid for: its target and when it was made. */
  gender: v.picklist(TARGET_GENDERS),
  planCreatedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Cents, as charged. */
  amount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  currency: v.literal(PLAN_CURRENCY),
  paidAt: v.pipe(v.string(), v.isoTimestamp()),
  reference: v.pipe(v.string(), v.nonEmpty()),
  /** Where Stripe sent its receipt e-mail. */
  email: v.nullable(v.string()),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;
