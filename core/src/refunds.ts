/**
 * Refunds under the guarantee and the payment records an admin sees: POST /api/admin/plans/{id}/refund and
 * GET /api/admin/users/{id}/payments.
 */
import * as v from 'valibot';
import { successMessageWith } from './responses.ts';
import { objectWithFieldMessages } from './validation.ts';

export const REFUND_REASON_MAX_LENGTH = 500;

/** POST /api/admin/plans/{id}/refund: why the plan is refunded, kept in the audit log. */
export const refundPlanSchema = objectWithFieldMessages({
  reason: v.pipe(
    v.string('refundReasonRequired'),
    v.trim(),
    v.nonEmpty('refundReasonRequired'),
    v.maxLength(REFUND_REASON_MAX_LENGTH, 'refundReasonTooLong'),
  ),
});
export type RefundPlanRequest = v.InferOutput<typeof refundPlanSchema>;

const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoInstant = v.pipe(v.string(), v.isoTimestamp());

/** A payment record's state: paid, given back whole (the plan locked again), or given back in part. */
export const PAYMENT_RECORD_STATUSES = ['succeeded', 'refunded', 'partially-refunded'] as const;
export type PaymentRecordStatus = (typeof PAYMENT_RECORD_STATUSES)[number];

/** One payment as the admin sees it: what was charged, in which currency, and what was given back. */
export const adminPaymentSchema = v.object({
  /** The Stripe payment intent's id: one record per payment. */
  id: v.pipe(v.string(), v.nonEmpty()),
  planId: v.string(),
  amountCents: cents,
  currency: v.string(),
  status: v.picklist(PAYMENT_RECORD_STATUSES),
  refundedCents: cents,
  createdAt: isoInstant,
  refundedAt: v.nullable(isoInstant),
});
export type AdminPayment = v.InferOutput<typeof adminPaymentSchema>;

/** GET /api/admin/users/{id}/payments: the person's payments, newest first. */
export const adminPaymentsSchema = v.array(adminPaymentSchema);

/** POST /api/admin/plans/{id}/refund: the confirmation and the payment as it is now. */
export const refundPlanResponseSchema = successMessageWith({ payment: adminPaymentSchema });
export type RefundPlanResponse = v.InferOutput<typeof refundPlanResponseSchema>;
