import { describe, expect, it } from 'vitest';
import { messages, PLAN_PRICE_CENTS, type Receipt, type UserPlan } from '@nasl/core';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { husbandOf, myPlanOf, ownerWithPaidPlan } from '../support/sharing.ts';
import { stripe } from '../support/stripe.ts';
import { paymentRecordsOfPlan, setPlanFields, Timestamp } from '../support/firebase.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

const receiptPath = (planId: string) => `/api/plans/${planId}/receipt`;

describe('GET /api/plans/{id}/receipt', () => {
  it('gives the owner of a paid plan the amount, the date, the payment reference and the plan', async () => {
    const owner = await ownerWithPaidPlan({ gender: 'girl' });
    const response = await owner.client.get<Receipt>(receiptPath(owner.planId));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      planId: owner.planId,
      gender: 'girl',
      planCreatedAt: expect.any(String),
      amount: PLAN_PRICE_CENTS,
      currency: 'usd',
      paidAt: expect.any(String),
      reference: owner.paymentIntentId,
      email: owner.registration.email,
    });
    expect(Date.now() - Date.parse(response.body.paidAt)).toBeLessThan(60_000);
    // An admin reads it too, for support.
    expect((await (await adminClient()).get(receiptPath(owner.planId))).status).toBe(200);
  });

  it('for a plan made days before it was paid: the plan’s own date and the payment’s, each to the millisecond', async () => {
    const person = await registeredClient();
    const plan = await createPlan(person.client, { gender: 'boy' });
    const madeAt = new Date(Date.now() - 9 * 86_400_000 - 123);
    await setPlanFields(plan.id, { createdAt: Timestamp.fromDate(madeAt) });
    const reference = await payForPlan(person.client, plan.id);
    const response = await person.client.get<Receipt>(receiptPath(plan.id));
    expect(response.status).toBe(200);
    const [payment] = await paymentRecordsOfPlan(plan.id);
    expect(response.body).toMatchObject({
      planCreatedAt: madeAt.toISOString(),
      paidAt: (payment!.createdAt as Timestamp).toDate().toISOString(),
      reference,
    });
    expect(Date.parse(response.body.paidAt) - Date.parse(response.body.planCreatedAt)).toBeGreaterThan(
      9 * 86_400_000,
    );
  });

  it('asks Stripe to e-mail its own receipt to the payer', async () => {
    const owner = await ownerWithPaidPlan();
    const intent = await stripe.paymentIntents.retrieve(owner.paymentIntentId);
    expect(intent.receipt_email).toBe(owner.registration.email);
  });

  it('refuses guests (401), anyone else and her partner (403); no receipt for an unpaid or admin-unlocked plan (404)', async () => {
    const owner = await ownerWithPaidPlan();
    expect((await new Client().get(receiptPath(owner.planId))).status).toBe(401);
    expect((await (await registeredClient()).client.get(receiptPath(owner.planId))).status).toBe(403);
    const husband = await husbandOf(owner.client, owner.planId);
    expect((await husband.client.get(receiptPath(owner.planId))).status).toBe(403);

    const person = await registeredClient();
    const unpaid = await createPlan(person.client);
    const none = await person.client.get<ErrorBody>(receiptPath(unpaid.id));
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(messages.receiptNotFound.en);
    const admin = await adminClient();
    expect((await admin.post('/api/unlock-plan', { planId: unpaid.id })).status).toBe(200);
    expect((await person.client.get(receiptPath(unpaid.id))).status).toBe(404);
  });
});

describe('My plans', () => {
  it('"My plan" opens her latest plan, and her latest paid one once she has paid', async () => {
    const person = await registeredClient();
    expect(await myPlanOf(person.client)).toBeNull();
    const first = await createPlan(person.client);
    expect(await myPlanOf(person.client)).toEqual({
      id: first.id,
      shared: false,
      paid: false,
      forSale: true,
    });

    const paid = await ownerWithPaidPlan();
    const newer = await createPlan(paid.client);
    // A new questionnaire after paying: "My plan" still opens the plan she paid for.
    expect(await myPlanOf(paid.client)).toEqual({
      id: paid.planId,
      shared: false,
      paid: true,
      forSale: true,
    });
    // My Reports lists every plan, paid or not, newest first, with its status.
    const plans = await paid.client.get<UserPlan[]>('/api/user/plans');
    expect(plans.body.map((plan) => [plan.id, plan.isPaid, plan.paymentStatus])).toEqual([
      [newer.id, false, 'pending'],
      [paid.planId, true, 'completed'],
    ]);
  });
});
