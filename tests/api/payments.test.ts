import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_PRICE_CENTS } from '@nasl/core';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { paymentsOfPlan, planDoc, userDoc } from '../support/firebase.ts';
import {
  intentEvent,
  sendWebhook,
  setStripeOutage,
  setStripeRateLimit,
  stripe,
  stripeRequestsAbout,
} from '../support/stripe.ts';
import {
  confirmWithTestCard,
  payWithTestCard,
  TEST_CARDS,
  type CheckoutIntent,
} from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

async function payingUser() {
  const person = await registeredClient();
  const plan = await createPlan(person.client);
  return { ...person, plan };
}

async function startCheckout(client: Client, planId: string, extra: Record<string, unknown> = {}) {
  const response = await client.post<CheckoutIntent & ErrorBody>('/api/create-payment-intent', {
    planId,
    ...extra,
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** A plan paid at the stand-in with the test card, not yet verified by the API. */
async function paidByCard() {
  const person = await payingUser();
  const paymentIntentId = await payWithTestCard(person.client, person.plan.id);
  return { ...person, intent: { paymentIntentId } };
}

const waitFor = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('condition not met in 10 s');
};

afterEach(async () => {
  await setStripeOutage(false);
  await setStripeRateLimit(false);
});

const UNAVAILABLE = 'The payment service is unavailable right now. Please try again in a moment.';

describe('GET /api/payment-config', () => {
  it('says the local stack uses the Stripe stand-in, with no publishable key', async () => {
    const response = await new Client().get('/api/payment-config');
    expect(response.body).toEqual({ mode: 'local-standin', publishableKey: null });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('charges the server price whatever the client sends, tied to the plan and person', async () => {
    const { client, plan, user } = await payingUser();
    const intent = await startCheckout(client, plan.id, { amount: 1, currency: 'eur' });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const stored = await stripe.paymentIntents.retrieve(intent.paymentIntentId);
    expect(stored.amount).toBe(PLAN_PRICE_CENTS);
    expect(stored.currency).toBe('usd');
    expect(stored.metadata).toMatchObject({ planId: plan.id, userId: user.id });
    expect(await planDoc(plan.id)).toMatchObject({ paymentIntentId: intent.paymentIntentId, isPaid: false });
  });

  it('reuses the open intent instead of creating another', async () => {
    const { client, plan } = await payingUser();
    const first = await startCheckout(client, plan.id);
    const [second, third] = await Promise.all([
      startCheckout(client, plan.id),
      startCheckout(client, plan.id),
    ]);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    expect(third.paymentIntentId).toBe(first.paymentIntentId);
  });

  it('starts a new intent after the previous one was canceled', async () => {
    const { client, plan } = await payingUser();
    const first = await startCheckout(client, plan.id);
    await stripe.paymentIntents.cancel(first.paymentIntentId);
    const second = await startCheckout(client, plan.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('is refused for guests (401), other people (403), unknown plans (404), paid plans (409), bad bodies (400)', async () => {
    const { client, plan } = await payingUser();
    const stranger = await registeredClient();
    const admin = await adminClient();
    expect((await new Client().post('/api/create-payment-intent', { planId: plan.id })).status).toBe(401);
    expect((await stranger.client.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(403);
    expect((await admin.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(403);
    expect((await client.post('/api/create-payment-intent', { planId: 'noSuchPlan0000000000' })).status).toBe(
      404,
    );
    const missing = await client.post<ErrorBody>('/api/create-payment-intent', { amount: 9900 });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('A plan id is required');
    const paid = await paidByCard();
    await paid.client.post('/api/verify-payment', {
      planId: paid.plan.id,
      paymentIntentId: paid.intent.paymentIntentId,
    });
    const again = await paid.client.post<ErrorBody>('/api/create-payment-intent', { planId: paid.plan.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This plan is already paid');
  });

  it('answers a Stripe outage with 503 and a clear message, and works once Stripe is back', async () => {
    const { client, plan, user } = await payingUser();
    await setStripeOutage(true, [user.id]);
    const down = await client.post<ErrorBody>('/api/create-payment-intent', { planId: plan.id });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(
      'The payment service is unavailable right now. Please try again in a moment.',
    );
    await setStripeOutage(false);
    await startCheckout(client, plan.id);
  });
});

describe('paying with the test cards', () => {
  it('4242… succeeds; verification unlocks the plan once, with one payment record', async () => {
    const { client, plan, intent, user } = await paidByCard();
    const verify = () =>
      client.post<ErrorBody>('/api/verify-payment', {
        planId: plan.id,
        paymentIntentId: intent.paymentIntentId,
      });
    const results = await Promise.all([verify(), verify(), verify(), verify()]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(results[0]!.body).toEqual({ success: true });
    expect(await paymentsOfPlan(plan.id)).toBe(1);
    expect(await planDoc(plan.id)).toMatchObject({
      isPaid: true,
      paymentStatus: 'completed',
      paymentIntentId: intent.paymentIntentId,
    });
    expect(await userDoc(user.id)).toMatchObject({ isSubscribed: true });
    const full = await client.get<{ locked: boolean; isPaid: boolean }>(`/api/plans/${plan.id}`);
    expect(full.body).toMatchObject({ locked: false, isPaid: true });
  }, 90_000);

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', 'Your card number is incorrect.'],
  ])('%s is refused with Stripe’s message, and the same checkout can then succeed', async (card, text) => {
    const { client, plan } = await payingUser();
    const intent = await startCheckout(client, plan.id);
    const refused = await confirmWithTestCard(client, intent, card);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(text);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false, paymentStatus: 'pending' });
    const verify = await client.post('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(verify.status).toBe(402);
    expect((await confirmWithTestCard(client, intent, TEST_CARDS.success)).status).toBe(200);
  });

  it('answers 409 for an intent already paid, and changes nothing', async () => {
    const { client, plan } = await payingUser();
    const intent = await startCheckout(client, plan.id);
    expect((await confirmWithTestCard(client, intent, TEST_CARDS.success)).status).toBe(200);
    const again = await confirmWithTestCard(client, intent, TEST_CARDS.success);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This plan is already paid');
    await waitFor(async () => (await planDoc(plan.id))?.isPaid === true);
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });

  it("cannot confirm someone else's intent", async () => {
    const { client, plan } = await payingUser();
    const intent = await startCheckout(client, plan.id);
    const stranger = await registeredClient();
    expect((await confirmWithTestCard(stranger.client, intent, TEST_CARDS.success)).status).toBe(403);
  });
});

describe('POST /api/verify-payment never unlocks without the money', () => {
  it("refuses someone else's plan", async () => {
    const { plan, intent } = await paidByCard();
    const stranger = await registeredClient();
    const response = await stranger.client.post('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(response.status).toBe(403);
  });

  it("refuses another plan's intent", async () => {
    const { client, intent } = await paidByCard();
    const otherPlan = await createPlan(client);
    const response = await client.post<ErrorBody>('/api/verify-payment', {
      planId: otherPlan.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('This payment does not belong to this plan');
    expect(await planDoc(otherPlan.id)).toMatchObject({ isPaid: false });
  });

  it('refuses an unpaid intent and a canceled one', async () => {
    const { client, plan } = await payingUser();
    const intent = await startCheckout(client, plan.id);
    const unpaid = await client.post<ErrorBody>('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe('The payment has not been completed');
    await stripe.paymentIntents.cancel(intent.paymentIntentId);
    const canceled = await client.post('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(canceled.status).toBe(402);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
  });

  it('refuses a succeeded intent for the wrong amount or currency', async () => {
    const { client, plan, user } = await payingUser();
    for (const [amount, currency] of [
      [100, 'usd'],
      [PLAN_PRICE_CENTS, 'eur'],
    ] as const) {
      const cheap = await stripe.paymentIntents.create({
        amount,
        currency,
        metadata: { planId: plan.id, userId: user.id },
      });
      await stripe.paymentIntents.confirm(cheap.id, {
        payment_method_data: {
          type: 'card',
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
        },
      } as never);
      const response = await client.post('/api/verify-payment', {
        planId: plan.id,
        paymentIntentId: cheap.id,
      });
      expect(response.status).toBe(400);
    }
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
    expect(await paymentsOfPlan(plan.id)).toBe(0);
  });

  it('refuses a made-up intent id and malformed bodies', async () => {
    const { client, plan } = await payingUser();
    const madeUp = await client.post('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: 'pi_madeUp1234567890',
    });
    expect(madeUp.status).toBe(400);
    const malformed = await client.post<ErrorBody>('/api/verify-payment', {
      planId: plan.id,
      paymentIntentId: 'ch_1',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('A valid payment id is required');
    expect(
      (await new Client().post('/api/verify-payment', { planId: plan.id, paymentIntentId: 'pi_x1234567' }))
        .status,
    ).toBe(401);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
  });

  it('answers a Stripe outage with 503 and leaves the plan unpaid and retryable', async () => {
    const { client, plan, intent, user } = await paidByCard();
    await setStripeOutage(true, [user.id]);
    const body = { planId: plan.id, paymentIntentId: intent.paymentIntentId };
    const down = await client.post<ErrorBody>('/api/verify-payment', body);
    expect(down.status).toBe(503);
    await setStripeOutage(false);
    // The stand-in's own webhook may have unlocked the plan meanwhile; verification still succeeds.
    expect((await client.post('/api/verify-payment', body)).status).toBe(200);
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });
});

describe('POST /api/verify-payment and Stripe', () => {
  it('asks Stripe only about the plan’s own intent: any other id is refused without a call', async () => {
    const { client, plan, user } = await payingUser();
    await startCheckout(client, plan.id);
    const other = await stripe.paymentIntents.create({
      amount: PLAN_PRICE_CENTS,
      currency: 'usd',
      metadata: { planId: plan.id, userId: user.id },
    });
    const asked = [user.id, plan.id, other.id, 'pi_madeUp1234567890'];
    const before = await stripeRequestsAbout(asked);
    for (const paymentIntentId of [other.id, 'pi_madeUp1234567890']) {
      const response = await client.post<ErrorBody>('/api/verify-payment', {
        planId: plan.id,
        paymentIntentId,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This payment does not belong to this plan');
    }
    expect((await stripeRequestsAbout(asked)).slice(before.length)).toEqual([]);
  });

  it('answers Stripe’s rate limit and an outage with 503 and Retry-After, and works once Stripe is back', async () => {
    const { client, plan, intent, user } = await paidByCard();
    const body = { planId: plan.id, paymentIntentId: intent.paymentIntentId };
    for (const setFailure of [setStripeRateLimit, setStripeOutage]) {
      await setFailure(true, [user.id]);
      for (const [path, request] of [
        ['/api/verify-payment', body],
        ['/api/create-payment-intent', { planId: (await createPlan(client)).id }],
      ] as const) {
        const down = await client.post<ErrorBody>(path, request);
        expect(down.status, path).toBe(503);
        expect(down.body.message).toBe(UNAVAILABLE);
        expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      await setFailure(false);
    }
    expect((await client.post('/api/verify-payment', body)).status).toBe(200);
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });

  it('is throttled per person: past the limit 429 with Retry-After, and Stripe is not asked', async () => {
    // The test stack's limit (scripts/test.ts), written out.
    const limit = 8;
    expect(process.env.RATE_LIMIT_PAYMENT_VERIFICATIONS_PER_ACCOUNT).toBe(`${limit}/60`);
    const { client, plan, intent, user } = await paidByCard();
    const body = { planId: plan.id, paymentIntentId: intent.paymentIntentId };
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      statuses.push((await client.post('/api/verify-payment', body)).status);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
    const asked = [user.id, plan.id, intent.paymentIntentId];
    const before = await stripeRequestsAbout(asked);
    const refused = await client.post<ErrorBody>('/api/verify-payment', body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await stripeRequestsAbout(asked)).slice(before.length)).toEqual([]);
    // Another person is not held.
    const other = await paidByCard();
    expect(
      (
        await other.client.post('/api/verify-payment', {
          planId: other.plan.id,
          paymentIntentId: other.intent.paymentIntentId,
        })
      ).status,
    ).toBe(200);
  }, 60_000);
});

describe('POST /api/stripe-webhook', () => {
  it('unlocks the plan when the person closed the tab after paying', async () => {
    const { plan } = await paidByCard();
    await waitFor(async () => (await planDoc(plan.id))?.isPaid === true);
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });

  it('changes nothing twice on a replayed or duplicated event', async () => {
    const { plan, intent } = await paidByCard();
    await waitFor(async () => (await planDoc(plan.id))?.isPaid === true);
    const succeeded = await stripe.paymentIntents.retrieve(intent.paymentIntentId);
    const event = intentEvent('payment_intent.succeeded', succeeded);
    const responses = await Promise.all([sendWebhook(event), sendWebhook(event), sendWebhook(event)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });

  it('rejects a bad signature and changes nothing', async () => {
    const { client, plan } = await payingUser();
    const intent = await startCheckout(client, plan.id);
    const forged = { ...(await stripe.paymentIntents.retrieve(intent.paymentIntentId)), status: 'succeeded' };
    const response = await sendWebhook(
      intentEvent('payment_intent.succeeded', forged as never),
      'whsec_not_the_secret',
    );
    expect(response.status).toBe(400);
    const unsigned = await fetch(`${process.env.NASL_BASE_URL}/api/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(intentEvent('payment_intent.succeeded', forged as never)),
    });
    expect(unsigned.status).toBe(400);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
  });

  it('does not unlock on a signed event whose intent does not pay the plan', async () => {
    const { client, plan, user } = await payingUser();
    await startCheckout(client, plan.id);
    const cheap = await stripe.paymentIntents.create({
      amount: 100,
      currency: 'usd',
      metadata: { planId: plan.id, userId: user.id },
    });
    const response = await sendWebhook(
      intentEvent('payment_intent.succeeded', { ...cheap, status: 'succeeded' }),
    );
    expect(response.status).toBe(200);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
  });
});

describe('POST /api/stripe-webhook, signed events with odd ids', () => {
  const ODD_IDS = ['pi/../payments/x', '__pi__', '', 'a'.repeat(1600), '.', '..', 'constructor'];

  it('answers them 2xx or 4xx, never 5xx, and unlocks nothing', async () => {
    const { plan, user } = await payingUser();
    const base = await stripe.paymentIntents.create({
      amount: 9900,
      currency: 'usd',
      metadata: { planId: plan.id, userId: user.id },
    });
    const statuses: number[] = [];
    for (const id of ODD_IDS) {
      for (const type of ['payment_intent.succeeded', 'payment_intent.canceled']) {
        statuses.push((await sendWebhook(intentEvent(type, { ...base, id, status: 'succeeded' }))).status);
      }
      const charge = { id: 'ch_odd', object: 'charge', payment_intent: id };
      const refunded = { ...intentEvent('charge.refunded', base), data: { object: charge } };
      statuses.push((await sendWebhook(refunded)).status);
      statuses.push((await sendWebhook(intentEvent('payment_intent.succeeded', base, id))).status);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
    expect(await paymentsOfPlan(plan.id)).toBe(0);
  }, 90_000);
});

describe('POST /api/stripe-webhook, the other branches', () => {
  it('forgets a canceled intent: the next checkout opens a new one, and the plan stays unpaid', async () => {
    const { client, plan } = await payingUser();
    const first = await startCheckout(client, plan.id);
    expect(await planDoc(plan.id)).toMatchObject({ paymentIntentId: first.paymentIntentId });
    const canceled = await stripe.paymentIntents.cancel(first.paymentIntentId);
    expect((await sendWebhook(intentEvent('payment_intent.canceled', canceled))).status).toBe(200);
    expect(await planDoc(plan.id)).toMatchObject({ paymentIntentId: null, isPaid: false });
    const second = await startCheckout(client, plan.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('keeps the paid plan as it is when an old intent of it is canceled', async () => {
    const { plan, intent } = await paidByCard();
    await waitFor(async () => (await planDoc(plan.id))?.isPaid === true);
    const succeeded = await stripe.paymentIntents.retrieve(intent.paymentIntentId);
    const response = await sendWebhook(
      intentEvent('payment_intent.canceled', { ...succeeded, status: 'canceled' }),
    );
    expect(response.status).toBe(200);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: true, paymentIntentId: intent.paymentIntentId });
    expect(await paymentsOfPlan(plan.id)).toBe(1);
  });

  it('acknowledges a paid intent for no plan, or an unknown one, and stores nothing', async () => {
    const metadatas: Record<string, string>[] = [{}, { planId: 'no-such-plan' }];
    for (const metadata of metadatas) {
      const intent = await stripe.paymentIntents.create({ amount: 9900, currency: 'usd', metadata });
      const response = await sendWebhook(
        intentEvent('payment_intent.succeeded', { ...intent, status: 'succeeded' }),
      );
      expect(response.status).toBe(200);
    }
    expect(await planDoc('no-such-plan')).toBeUndefined();
    expect(await paymentsOfPlan('no-such-plan')).toBe(0);
  });
});

describe('POST /api/unlock-plan', () => {
  it('lets an admin unlock a plan without payment and without a payment record', async () => {
    const { plan } = await payingUser();
    const admin = await adminClient();
    const response = await admin.post<ErrorBody>('/api/unlock-plan', { planId: plan.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'Plan unlocked' });
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: true, paymentStatus: 'completed' });
    expect(await paymentsOfPlan(plan.id)).toBe(0);
    expect((await admin.post('/api/unlock-plan', { planId: plan.id })).status).toBe(200);
  });

  it('is refused for guests (401) and users (403), including the owner', async () => {
    const { client, plan } = await payingUser();
    expect((await new Client().post('/api/unlock-plan', { planId: plan.id })).status).toBe(401);
    expect((await client.post('/api/unlock-plan', { planId: plan.id })).status).toBe(403);
    expect(await planDoc(plan.id)).toMatchObject({ isPaid: false });
  });

  it('answers 404 for an unknown plan and 400 for a bad body', async () => {
    const admin = await adminClient();
    expect((await admin.post('/api/unlock-plan', { planId: 'noSuchPlan0000000000' })).status).toBe(404);
    expect((await admin.post('/api/unlock-plan', { plan: 1 })).status).toBe(400);
  });
});
