import type { Request, Response } from 'express';
import { refundPlanSchema, translateMessage, type AdminPayment, type RefundPlanResponse } from '@nasl/core';
import { applyRefunds, findPayment, refundFactsOf } from '../../data/refunds.ts';
import { findPlan } from '../../data/plans.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseBody } from '../../lib/parse-body.ts';
import { idParam } from '../../lib/request-params.ts';
import { isAlreadyRefunded, refundPayment, refundsOfPayment, type Refund } from '../../lib/stripe.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';
import { paymentConfig, stripeFailure } from '../../lib/payment-context.ts';

/**
 * POST /api/admin/plans/{id}/refund `{ reason }` — refunds a paid plan's payment in full under the
 * guarantee, through Stripe's Refunds API. The plan is locked again for its owner, and the audit log keeps
 * who refunded it, when and why (admins). A plan already refunded → 409; a plan with no payment (unpaid,
 * or unlocked by an admin) → 409. Two requests for the same payment get Stripe's one refund, both 200.
 */
export function refundPlan(config: ServerConfig) {
  return async (req: Request, res: Response<RefundPlanResponse>): Promise<void> => {
    const admin = requireAdmin(req);
    const planId = idParam(req);
    const { reason } = parseBody(req, refundPlanSchema);
    const payment = await refundPaidPlan(config, { planId, adminId: admin.uid, reason });
    res.json({
      success: true,
      message: translateMessage('planRefundedByAdmin', languageFromHeader(req.headers['accept-language'])),
      payment,
    });
  };
}

/**
 * Refunds a paid plan's payment in full through Stripe and applies it (the plan locked again, the audit
 * entry, the figures): the one refund path, used by this endpoint and by an approved guarantee claim.
 * Unknown plan → 404; refunded already → 409; no payment (unpaid, or unlocked by an admin) → 409.
 */
export async function refundPaidPlan(
  config: ServerConfig,
  { planId, adminId, reason }: { planId: string; adminId: string; reason: string },
): Promise<AdminPayment> {
  const plan = await findPlan(planId);
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.paymentStatus === 'refunded') throw new HttpError(409, 'planAlreadyRefunded');
  const payment =
    plan.doc.isPaid && plan.doc.paymentIntentId ? await findPayment(plan.doc.paymentIntentId) : null;
  if (!payment) throw new HttpError(409, 'planHasNoPayment');
  if (payment.doc.status === 'refunded') throw new HttpError(409, 'planAlreadyRefunded');

  const payments = paymentConfig(config);
  let refund: Refund;
  try {
    refund = await refundPayment(payments, { paymentIntentId: payment.id, adminId, reason });
  } catch (error) {
    if (!isAlreadyRefunded(error)) stripeFailure(error);
    // Refunded in Stripe's dashboard, its webhook not here yet: apply what Stripe did, and say so.
    try {
      await applyRefunds(payment.id, refundFactsOf(await refundsOfPayment(payments, payment.id)));
    } catch (applyError) {
      stripeFailure(applyError);
    }
    throw new HttpError(409, 'planAlreadyRefunded');
  }
  const facts = refundFactsOf([refund]);
  if (facts.length === 0) throw new HttpError(502, 'refundFailed');
  const result = await applyRefunds(payment.id, facts);
  if (!result.found) throw new HttpError(404, 'notFound');
  return result.payment;
}
