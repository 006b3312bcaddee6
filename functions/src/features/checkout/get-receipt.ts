import type { Request, Response } from 'express';
import { PLAN_CURRENCY, type Receipt } from '@nasl/core';
import { findPayment } from '../../data/payments.ts';
import { findPlan } from '../../data/plans.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * GET /api/plans/{id}/receipt — the payment of a paid plan, for its owner and admins: amount, date,
 * Stripe's reference, the plan. A plan not paid, or unlocked by an admin without a payment: 404. Anyone
 * else, her partner too: 403.
 */
export async function getReceipt(req: Request, res: Response<Receipt>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && !viewer.user.isAdmin) throw new HttpError(403, 'forbidden');
  const payment =
    plan.doc.isPaid && plan.doc.paymentIntentId ? await findPayment(plan.doc.paymentIntentId) : null;
  if (!payment || payment.planId !== plan.id || payment.currency !== PLAN_CURRENCY) {
    throw new HttpError(404, 'receiptNotFound');
  }
  res.json({
    planId: plan.id,
    gender: plan.doc.gender,
    planCreatedAt: plan.doc.createdAt.toDate().toISOString(),
    amount: payment.amount,
    currency: PLAN_CURRENCY,
    paidAt: payment.createdAt.toDate().toISOString(),
    reference: payment.paymentIntentId,
    email: payment.receiptEmail ?? null,
  });
}
