import type { AdminPayment } from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';
import { REFUND_METADATA, type Refund } from '../lib/stripe.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { addStats, refundChange } from './business-stats.ts';
import { PAYMENTS, type PaymentDoc } from './payments.ts';
import { PLANS, type PlanDoc } from './plan-documents.ts';
import { USERS } from './users.ts';

/** A refund as Stripe reports it, with who made it through the dashboard (none when made at Stripe). */
export interface RefundFacts {
  /** Stripe's refund id: a refund is applied once, whichever path reports it first. */
  id: string;
  amountCents: number;
  createdAt: Date;
  /** The admin who refunded from Nasl's dashboard; null for a refund made in Stripe's own dashboard. */
  adminId: string | null;
  reason: string | null;
}

/**
 * Stripe's refunds as facts to apply: those that give money back (succeeded, or pending on their way to
 * the card); failed and canceled ones gave nothing back.
 */
export function refundFactsOf(refunds: readonly Refund[]): RefundFacts[] {
  return refunds
    .filter((refund) => refund.status === 'succeeded' || refund.status === 'pending')
    .map((refund) => ({
      id: refund.id,
      amountCents: refund.amount,
      createdAt: new Date(refund.created * 1000),
      adminId: refund.metadata?.[REFUND_METADATA.adminId] || null,
      reason: refund.metadata?.[REFUND_METADATA.reason] || null,
    }));
}

export type ApplyRefundsResult =
  { found: false } | { found: true; applied: number; payment: AdminPayment; planLocked: boolean };

const DELETED_PAYER_PREFIX = 'deleted-';

export function adminPayment(id: string, doc: PaymentDoc): AdminPayment {
  return {
    id,
    planId: doc.planId,
    amountCents: doc.amount,
    currency: doc.currency,
    status: doc.status,
    refundedCents: doc.refundedCents ?? 0,
    createdAt: doc.createdAt.toDate().toISOString(),
    refundedAt: doc.refundedAt?.toDate().toISOString() ?? null,
  };
}

/**
 * Applies Stripe's refunds of one payment, in one transaction: the payment record (what was given back,
 * refunded whole or in part), the plan locked again once the payment is refunded whole, the payer no
 * longer a paying customer unless another payment of theirs stands, an audit entry per refund (who, what,
 * when, why) and the dashboard's figures on the refund's day. Refunds already applied (by id) change
 * nothing, so the dashboard's request, Stripe's webhook and their retries may report the same refund.
 */
export async function applyRefunds(
  paymentIntentId: string,
  refunds: readonly RefundFacts[],
): Promise<ApplyRefundsResult> {
  try {
    return await applyRefundsOnce(paymentIntentId, refunds);
  } catch (error) {
    // Another report of the same refund committed first: read again, and it is applied already.
    if ((error as { code?: unknown }).code !== GRPC_ALREADY_EXISTS) throw error;
    return applyRefundsOnce(paymentIntentId, refunds);
  }
}

const GRPC_ALREADY_EXISTS = 6;

async function applyRefundsOnce(
  paymentIntentId: string,
  refunds: readonly RefundFacts[],
): Promise<ApplyRefundsResult> {
  const paymentRef = db().collection(PAYMENTS).doc(paymentIntentId);
  return db().runTransaction(async (transaction): Promise<ApplyRefundsResult> => {
    const paymentSnapshot = await transaction.get(paymentRef);
    if (!paymentSnapshot.exists) return { found: false };
    const payment = paymentSnapshot.data() as PaymentDoc;
    const planRef = db().collection(PLANS).doc(payment.planId);
    const payerDeleted = payment.userId.startsWith(DELETED_PAYER_PREFIX);
    const payerRef = db().collection(USERS).doc(payment.userId);
    const [planSnapshot, payerSnapshot, payerPayments] = await Promise.all([
      transaction.get(planRef),
      payerDeleted ? null : transaction.get(payerRef),
      payerDeleted ? null : transaction.get(db().collection(PAYMENTS).where('userId', '==', payment.userId)),
    ]);
    const fresh = refunds.filter((refund) => !payment.refunds?.[refund.id] && refund.amountCents > 0);
    if (fresh.length === 0) {
      return { found: true, applied: 0, payment: adminPayment(paymentIntentId, payment), planLocked: false };
    }

    const applied = { ...payment.refunds };
    let refundedCents = payment.refundedCents ?? 0;
    let latest = payment.refundedAt;
    for (const refund of fresh) {
      const createdAt = Timestamp.fromDate(refund.createdAt);
      applied[refund.id] = { amountCents: refund.amountCents, createdAt };
      refundedCents += refund.amountCents;
      if (!latest || createdAt.toMillis() > latest.toMillis()) latest = createdAt;
    }
    const refundedWhole = refundedCents >= payment.amount;
    const updated: PaymentDoc = {
      ...payment,
      refunds: applied,
      refundedCents,
      refundedAt: latest!,
      status: refundedWhole ? 'refunded' : 'partially-refunded',
    };
    // The audit entries go first and are named by Stripe's refund id: were two reports of one refund ever
    // to commit side by side, the second one's create fails before any of its writes is applied.
    for (const refund of fresh) {
      transaction.create(
        db().collection(AUDIT).doc(`refund-${refund.id}`),
        auditEntry({
          action: 'refund-plan',
          actorId: refund.adminId,
          targetUserId: payerDeleted ? null : payment.userId,
          paymentsPseudonym: payerDeleted ? payment.userId : null,
          planId: payment.planId,
          reason: refund.reason,
          amountCents: refund.amountCents,
          currency: payment.currency,
          createdAt: Timestamp.fromDate(refund.createdAt),
        }),
      );
    }
    transaction.update(paymentRef, {
      refunds: applied,
      refundedCents,
      refundedAt: latest,
      status: updated.status,
    });

    const plan = planSnapshot.exists ? (planSnapshot.data() as PlanDoc) : null;
    const planLocked = refundedWhole && plan?.isPaid === true;
    if (planLocked) {
      transaction.update(planRef, { isPaid: false, paymentStatus: 'refunded', refundedAt: latest });
    }
    if (refundedWhole && payerSnapshot?.exists && payerPayments) {
      const keepsAPayment = payerPayments.docs.some(
        (other) => other.id !== paymentIntentId && (other.data() as PaymentDoc).status !== 'refunded',
      );
      if (!keepsAPayment) transaction.update(payerRef, { isSubscribed: false });
    }
    fresh.forEach((refund, index) => {
      // The plan is locked by the refund that completes it.
      addStats(
        transaction,
        refundChange(refund.createdAt, {
          refundedCents: refund.amountCents,
          planLocked: planLocked && index === fresh.length - 1,
        }),
      );
    });
    return {
      found: true,
      applied: fresh.length,
      payment: adminPayment(paymentIntentId, updated),
      planLocked,
    };
  });
}

/** The payment record of an intent, or null. */
export async function findPayment(paymentIntentId: string): Promise<{ id: string; doc: PaymentDoc } | null> {
  const snapshot = await db().collection(PAYMENTS).doc(paymentIntentId).get();
  return snapshot.exists ? { id: snapshot.id, doc: snapshot.data() as PaymentDoc } : null;
}

/** A person's payments, newest first (a person has a few; no pagination). */
export async function listPaymentsOfUser(userId: string): Promise<AdminPayment[]> {
  const snapshot = await db()
    .collection(PAYMENTS)
    .where('userId', '==', userId)
    .orderBy('createdAt', 'desc')
    .limit(100)
    .get();
  return snapshot.docs.map((document) => adminPayment(document.id, document.data() as PaymentDoc));
}
