import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAuditEntry, AdminPayment, PlanDetails, RefundPlanResponse, UserPlan } from '@nasl/core';
import { difference, eventually, overview, recentFigures } from '../support/business.ts';
import { auditEntriesAbout, planDoc, userDoc } from '../support/firebase.ts';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { ownerWithPaidPlan } from '../support/sharing.ts';
import {
  intentEvent,
  refundInStripeDashboard,
  sendWebhook,
  setStripeOutage,
  stripe,
} from '../support/stripe.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

const REASON = 'Hospital report received: girl expected, boy born after 3 months of the plan';

const refund = (admin: Client, planId: string, body: unknown = { reason: REASON }) =>
  admin.post<RefundPlanResponse & ErrorBody>(`/api/admin/plans/${planId}/refund`, body);

async function stripeRefundsOf(paymentIntentId: string) {
  return (await stripe.refunds.list({ payment_intent: paymentIntentId })).data;
}

/** Waits until the stand-in's `charge.refunded` for the payment has been answered 2xx by the API. */
async function refundWebhookAnswered(paymentIntentId: string) {
  const deliveriesUrl = new URL('/__control/deliveries', process.env.NASL_STRIPE_STANDIN_URL);
  await eventually(async () => {
    const { deliveries } = (await (await fetch(deliveriesUrl)).json()) as {
      deliveries: { type: string; paymentIntent: string; status: number }[];
    };
    return deliveries.find(
      (delivery) =>
        delivery.type === 'charge.refunded' &&
        delivery.paymentIntent === paymentIntentId &&
        delivery.status >= 200 &&
        delivery.status < 300,
    );
  });
}

afterEach(async () => {
  await setStripeOutage(false);
});

describe('POST /api/admin/plans/{id}/refund: who may, and what it refuses', () => {
  it('401 for guests and 403 for users, who refund nothing', async () => {
    const { planId, paymentIntentId } = await ownerWithPaidPlan();
    expect((await refund(new Client(), planId)).status).toBe(401);
    const other = await registeredClient();
    expect((await refund(other.client, planId)).status).toBe(403);
    expect(await stripeRefundsOf(paymentIntentId)).toEqual([]);
    expect((await planDoc(planId))?.isPaid).toBe(true);
  });

  it.each([
    ['no reason', {}, 'Please write why the plan is refunded'],
    ['a blank reason', { reason: '   ' }, 'Please write why the plan is refunded'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'The reason can be at most 500 characters'],
    ['a reason that is not text', { reason: 42 }, 'Please write why the plan is refunded'],
  ])('400 for %s, and nothing refunded', async (_, body, message) => {
    const admin = await adminClient();
    const { planId, paymentIntentId } = await ownerWithPaidPlan();
    const response = await refund(admin, planId, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await stripeRefundsOf(paymentIntentId)).toEqual([]);
  });

  it('404 for a plan that does not exist', async () => {
    expect((await refund(await adminClient(), 'no-such-plan')).status).toBe(404);
  });

  it('409 for an unpaid plan and for a plan an admin unlocked: there is no payment to refund', async () => {
    const admin = await adminClient();
    const person = await registeredClient();
    const unpaid = await createPlan(person.client);
    const unlocked = await createPlan(person.client);
    await admin.post('/api/unlock-plan', { planId: unlocked.id });
    for (const plan of [unpaid, unlocked]) {
      const response = await refund(admin, plan.id);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This plan has no payment to refund');
    }
    expect((await planDoc(unlocked.id))?.isPaid).toBe(true);
  });

  it('503 while Stripe cannot be reached, and nothing changes', async () => {
    const admin = await adminClient();
    const { planId } = await ownerWithPaidPlan();
    await setStripeOutage(true, [planId]);
    expect((await refund(admin, planId)).status).toBe(503);
    await setStripeOutage(false);
    expect((await planDoc(planId))?.isPaid).toBe(true);
    expect((await refund(admin, planId)).status).toBe(200);
  });
});

describe('POST /api/admin/plans/{id}/refund: a refund under the guarantee', () => {
  it('refunds the payment at Stripe, locks the plan for its owner and logs who, what, when and why', async () => {
    const admin = await adminClient();
    const adminId = (await admin.get<{ user: { id: string } }>('/api/auth/me')).body.user.id;
    const { client, planId, user, paymentIntentId } = await ownerWithPaidPlan();
    const figuresBefore = await recentFigures(admin);
    const overviewBefore = await overview(admin);

    const response = await refund(admin, planId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'The payment was refunded and the plan is locked again',
      payment: {
        id: paymentIntentId,
        planId: planId,
        amountCents: 9900,
        refundedCents: 9900,
        status: 'refunded',
      },
    });
    const refunds = await stripeRefundsOf(paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 9900, reason: 'requested_by_customer' });

    // Locked again, and My Reports says why.
    const details = await client.get<PlanDetails>(`/api/plans/${planId}`);
    expect(details.body).toMatchObject({ locked: true, isPaid: false, paymentStatus: 'refunded' });
    const mine = await client.get<UserPlan[]>('/api/user/plans');
    expect(mine.body.find((item) => item.id === planId)).toMatchObject({
      locked: true,
      paymentStatus: 'refunded',
    });
    expect((await userDoc(user.id))?.isSubscribed).toBe(false);

    const [entry] = await auditEntriesAbout(user.id);
    expect(entry).toMatchObject({
      action: 'refund-plan',
      actorId: adminId,
      planId: planId,
      reason: REASON,
      amountCents: 9900,
      currency: 'usd',
    });
    const log = await admin.get<AdminAuditEntry[]>('/api/admin/audit?limit=5');
    expect(log.body.find((item) => item.planId === planId && item.action === 'refund-plan')).toMatchObject({
      actor: { id: adminId },
      targetUser: { id: user.id },
      reason: REASON,
      amountCents: 9900,
    });

    // Net of the refund: the money stays counted on the day it was paid, the refund on its own day.
    expect(difference(await recentFigures(admin), figuresBefore)).toMatchObject({
      payments: 0,
      refunds: 1,
      revenueCents: 0,
      refundsCents: 9900,
    });
    const after = await overview(admin);
    expect(difference(after.revenue, overviewBefore.revenue)).toMatchObject({
      grossCents: 0,
      refundsCents: 9900,
      netCents: -9900,
      refunds: 1,
    });
    expect(after.paidPlans - overviewBefore.paidPlans).toBe(-1);
    expect(after.refundedPlans - overviewBefore.refundedPlans).toBe(1);
    expect(after.pendingPlans - overviewBefore.pendingPlans).toBe(0);
  });

  it('refuses a second refund with 409, and Stripe’s webhook for the first changes nothing more', async () => {
    const admin = await adminClient();
    const { planId, user, paymentIntentId } = await ownerWithPaidPlan();
    expect((await refund(admin, planId)).status).toBe(200);
    const again = await refund(admin, planId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This plan has already been refunded');
    expect(await stripeRefundsOf(paymentIntentId)).toHaveLength(1);
    // The stand-in delivers charge.refunded for the refund; replayed or not, one audit entry stays.
    await refundWebhookAnswered(paymentIntentId);
    expect((await auditEntriesAbout(user.id)).filter((entry) => entry.action === 'refund-plan')).toHaveLength(
      1,
    );
  });

  it('two refunds at once make one refund at Stripe, one entry and one count', async () => {
    const admin = await adminClient();
    const { planId, user, paymentIntentId } = await ownerWithPaidPlan();
    const before = await recentFigures(admin);
    const answers = await Promise.all([refund(admin, planId), refund(admin, planId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(
      answers.some((answer) => answer.status === 409) ? [200, 409] : [200, 200],
    );
    expect(await stripeRefundsOf(paymentIntentId)).toHaveLength(1);
    expect((await auditEntriesAbout(user.id)).filter((entry) => entry.action === 'refund-plan')).toHaveLength(
      1,
    );
    expect(difference(await recentFigures(admin), before)).toMatchObject({ refunds: 1, refundsCents: 9900 });
  });

  it('keeps a refunded plan locked: its old payment cannot unlock it again', async () => {
    const admin = await adminClient();
    const { client, planId, paymentIntentId } = await ownerWithPaidPlan();
    expect((await refund(admin, planId)).status).toBe(200);
    const verify = await client.post<ErrorBody>('/api/verify-payment', { planId: planId, paymentIntentId });
    expect(verify.status).toBe(409);
    expect(verify.body.message).toBe('This plan was refunded and cannot be paid again');
    const checkout = await client.post<ErrorBody>('/api/create-payment-intent', { planId: planId });
    expect(checkout.status).toBe(409);
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    expect((await sendWebhook(intentEvent('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await planDoc(planId)).toMatchObject({ isPaid: false, paymentStatus: 'refunded' });
  });
});

describe('refunds made in Stripe’s dashboard (charge.refunded)', () => {
  it('locks the plan, logs the refund with no admin, and counts it', async () => {
    const admin = await adminClient();
    const { client, planId, user, paymentIntentId } = await ownerWithPaidPlan();
    const before = await recentFigures(admin);
    await refundInStripeDashboard(paymentIntentId);
    await eventually(async () => ((await planDoc(planId))?.paymentStatus === 'refunded' ? true : undefined));
    expect((await client.get<PlanDetails>(`/api/plans/${planId}`)).body.locked).toBe(true);
    const [entry] = await auditEntriesAbout(user.id);
    expect(entry).toMatchObject({ action: 'refund-plan', actorId: null, reason: null, amountCents: 9900 });
    expect(difference(await recentFigures(admin), before)).toMatchObject({ refunds: 1, refundsCents: 9900 });
    // The dashboard then says it is refunded already.
    expect((await refund(admin, planId)).status).toBe(409);
  });

  it('records a partial refund without locking the plan; the dashboard refunds the rest', async () => {
    const admin = await adminClient();
    const { planId, user, paymentIntentId } = await ownerWithPaidPlan();
    const before = await recentFigures(admin);
    await refundInStripeDashboard(paymentIntentId, 5000);
    const payments = await eventually(async () => {
      const list = await admin.get<AdminPayment[]>(`/api/admin/users/${user.id}/payments`);
      return list.body[0]?.status === 'partially-refunded' ? list.body : undefined;
    });
    expect(payments[0]).toMatchObject({ refundedCents: 5000, amountCents: 9900 });
    expect((await planDoc(planId))?.isPaid).toBe(true);

    const rest = await refund(admin, planId);
    expect(rest.status).toBe(200);
    expect(rest.body.payment).toMatchObject({ refundedCents: 9900, status: 'refunded' });
    expect((await planDoc(planId))?.isPaid).toBe(false);
    expect(difference(await recentFigures(admin), before)).toMatchObject({ refunds: 2, refundsCents: 9900 });
  });
});

describe('GET /api/admin/users/{id}/payments', () => {
  it('lists a person’s payments for admins only', async () => {
    const admin = await adminClient();
    const { client, user, paymentIntentId, planId } = await ownerWithPaidPlan();
    const path = `/api/admin/users/${user.id}/payments`;
    expect((await new Client().get(path)).status).toBe(401);
    expect((await client.get(path)).status).toBe(403);
    const list = await admin.get<AdminPayment[]>(path);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: paymentIntentId,
        planId: planId,
        amountCents: 9900,
        currency: 'usd',
        status: 'succeeded',
        refundedCents: 0,
        refundedAt: null,
      }),
    ]);
    expect((await admin.get(`/api/admin/users/nobody-here/payments`)).body).toEqual([]);
  });
});
