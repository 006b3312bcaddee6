import { PLAN_CURRENCY, PLAN_PRICE_CENTS, type PaymentRecordStatus } from '@nasl/core';
import { db, FieldValue, Timestamp } from '../lib/firebase.ts';
import type { PaymentIntent } from '../lib/stripe.ts';
import { AUDIT, auditEntry } from './audit.ts';
import { addStats, planStateFigure, unlockChange } from './business-stats.ts';
import { PLANS, type PlanDoc } from './plan-documents.ts';
import { USERS } from './users.ts';
import { findDocument } from './find-document.ts';

export const PAYMENTS = 'payments';
export const STRIPE_EVENTS = 'stripeEvents';

/** A payment record (`payments/{paymentIntentId}`): one per succeeded intent, whatever retries happen. */
export interface PaymentDoc {
  planId: string;
  /** The payer's uid; once the person is deleted, the pseudonym all of their kept payments share. */
  userId: string;
  /** When the payer was deleted (their id became a pseudonym); absent while they exist. */
  userDeletedAt?: Timestamp;
  amount: number;
  currency: string;
  /** Paid; refunded whole (the plan is locked again); or refunded in part. */
  status: PaymentRecordStatus;
  paymentIntentId: string;
  createdAt: Timestamp;
  /** Where Stripe e-mails its receipt (the intent's `receipt_email`); absent on older records. */
  receiptEmail?: string | null;
  /** What refunds gave back so far, in cents; absent until the first refund. */
  refundedCents?: number;
  /** When the latest refund was made. */
  refundedAt?: Timestamp;
  /** Each Stripe refund applied, by its id: a refund seen again (webhook, retry) changes nothing. */
  refunds?: Record<string, { amountCents: number; createdAt: Timestamp }>;
}

export type IntentCheck = { ok: true } | { ok: false; reason: 'not-succeeded' | 'mismatch' };

/** Money is taken for this plan only when Stripe says so: succeeded, our price, our currency, this plan and person. */
export function checkIntentPaysPlan(
  intent: PaymentIntent,
  planId: string,
  plan: Pick<PlanDoc, 'userId'>,
): IntentCheck {
  if (intent.metadata?.planId !== planId || intent.metadata?.userId !== plan.userId) {
    return { ok: false, reason: 'mismatch' };
  }
  if (intent.amount !== PLAN_PRICE_CENTS || intent.currency !== PLAN_CURRENCY)
    return { ok: false, reason: 'mismatch' };
  if (intent.status !== 'succeeded') return { ok: false, reason: 'not-succeeded' };
  return { ok: true };
}

function isAlreadyExists(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 6 || error.code === 'already-exists')
  );
}

export type MarkPaidResult =
  | { found: true; changed: boolean }
  | { found: false }
  /** The plan, or this payment, was refunded: a refunded payment never unlocks a plan again. */
  | { found: true; changed: false; refunded: true };

/**
 * The one transition unpaid → paid. Idempotent: a plan already paid stays as it is, and the payment
 * record's id is the intent id, so concurrent verifications and webhook retries write one record. An
 * admin's unlock writes its audit entry in the same transaction, and every unlock the dashboard's figures.
 * A refunded plan is locked for good to its payments (its intent still reads "succeeded" at Stripe); an
 * admin may still unlock it.
 */
export async function markPlanPaid(
  planId: string,
  source: { intent: PaymentIntent } | { unlockedBy: string },
): Promise<MarkPaidResult> {
  const planRef = db().collection(PLANS).doc(planId);
  try {
    return await db().runTransaction(async (transaction): Promise<MarkPaidResult> => {
      const snapshot = await transaction.get(planRef);
      if (!snapshot.exists) return { found: false };
      const plan = snapshot.data() as PlanDoc;
      const paymentRef = 'intent' in source ? db().collection(PAYMENTS).doc(source.intent.id) : undefined;
      const payment = paymentRef ? await transaction.get(paymentRef) : undefined;
      const paymentRefunded = payment?.exists && (payment.data() as PaymentDoc).status !== 'succeeded';
      if ('intent' in source && (plan.paymentStatus === 'refunded' || paymentRefunded)) {
        return { found: true, changed: false, refunded: true };
      }
      if (plan.isPaid && (!paymentRef || payment?.exists)) return { found: true, changed: false };
      const userRef = db().collection(USERS).doc(plan.userId);
      const userExists = (await transaction.get(userRef)).exists;
      const userUpdate: Record<string, unknown> = {};
      const now = Timestamp.now();
      const recordsPayment = 'intent' in source && paymentRef !== undefined && !payment?.exists;
      addStats(
        transaction,
        unlockChange(now.toDate(), {
          planUnlocked: !plan.isPaid,
          from: planStateFigure(plan),
          byAdmin: 'unlockedBy' in source,
          chargedCents: recordsPayment ? source.intent.amount : null,
        }),
      );
      if (!plan.isPaid) {
        transaction.update(planRef, {
          isPaid: true,
          paymentStatus: 'completed',
          paidAt: now,
          ...('intent' in source ? { paymentIntentId: source.intent.id } : { unlockedBy: source.unlockedBy }),
        });
        // What the person's "My plan" opens from now on.
        userUpdate.latestPaidPlanId = planId;
        if ('unlockedBy' in source) {
          transaction.create(
            db().collection(AUDIT).doc(),
            auditEntry({
              action: 'unlock-plan',
              actorId: source.unlockedBy,
              targetUserId: plan.userId,
              planId,
            }),
          );
        }
      }
      if (recordsPayment) {
        const record: PaymentDoc = {
          planId,
          userId: plan.userId,
          amount: source.intent.amount,
          currency: source.intent.currency,
          status: 'succeeded',
          paymentIntentId: source.intent.id,
          createdAt: now,
          receiptEmail: source.intent.receipt_email ?? null,
        };
        transaction.create(paymentRef, record);
        userUpdate.isSubscribed = true;
      }
      if (userExists && Object.keys(userUpdate).length > 0) transaction.update(userRef, userUpdate);
      return { found: true, changed: true };
    });
  } catch (error) {
    if (isAlreadyExists(error)) return { found: true, changed: false };
    throw error;
  }
}

/**
 * Keeps the plan's open intent, so checkout reuses it instead of creating another, and adds it to every
 * intent the plan ever opened (what a deletion has Stripe forget). Null: the open intent was abandoned.
 */
export async function rememberIntent(planId: string, paymentIntentId: string | null): Promise<void> {
  const ref = db().collection(PLANS).doc(planId);
  if (!paymentIntentId) {
    await ref.update({ paymentIntentId: null, paymentAttempts: FieldValue.increment(1) });
    return;
  }
  // Read and written in a transaction rather than with arrayUnion, which the local stand-in applies only
  // to an array that already exists.
  await db().runTransaction(async (transaction) => {
    const known = ((await transaction.get(ref)).data() as PlanDoc | undefined)?.paymentIntentIds ?? [];
    transaction.update(ref, {
      paymentIntentId,
      paymentIntentIds: known.includes(paymentIntentId) ? known : [...known, paymentIntentId],
    });
  });
}

/** True when this webhook event was handled before (a replay or a duplicate delivery). */
export async function eventHandledBefore(eventId: string): Promise<boolean> {
  return (await db().collection(STRIPE_EVENTS).doc(eventId).get()).exists;
}

/** Remembers a handled event, after handling it, so a failure midway is retried by Stripe. */
export async function recordHandledEvent(eventId: string, type: string): Promise<void> {
  await db().collection(STRIPE_EVENTS).doc(eventId).set({ type, handledAt: Timestamp.now() });
}

/** A payment record by its intent id, or null. */
export function findPayment(paymentIntentId: string): Promise<PaymentDoc | null> {
  return findDocument(PAYMENTS, paymentIntentId);
}
