import { describe, expect, it } from 'vitest';
import { accountExportSchema, PRIVACY_POLICY_VERSION, type AccountExport } from '@nasl/core';
import * as v from 'valibot';
import {
  auditEntriesAbout,
  authAccountExists,
  documentsOf,
  paymentRecordsOfPlan,
} from '../support/firebase.ts';
import { adminClient, Client, isSignedIn, registeredClient, signedInClient } from '../support/http.ts';
import { setStripeOutage, stripe } from '../support/stripe.ts';
import { newDevice } from '../support/push.ts';
import { husbandOf } from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import type { ErrorBody } from '@nasl/core';

describe('GET /api/user/export', () => {
  it('downloads the person’s profile, questionnaires, draft, plans (full only where paid) and payments', async () => {
    const { client, registration, user } = await registeredClient();
    const paid = await createPlan(client, { gender: 'girl' });
    const unpaid = await createPlan(client, { gender: 'boy' });
    const intentId = await payForPlan(client, paid.id);
    await client.put('/api/questionnaire/draft', { step: 3, answers: { gender: 'boy' } });

    const response = await client.get<AccountExport>('/api/user/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="nasl-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const data = v.parse(accountExportSchema, response.body);
    expect(data.profile).toMatchObject({ id: user.id, email: registration.email, name: registration.name });
    expect(data.questionnaires).toHaveLength(2);
    expect(data.questionnaireDraft).toMatchObject({ step: 3, answers: { gender: 'boy' } });
    const byId = new Map(data.plans.map((plan) => [plan.id, plan]));
    expect(byId.get(paid.id)).toMatchObject({ isPaid: true, locked: false });
    expect(byId.get(unpaid.id)).toMatchObject({ isPaid: false, locked: true });
    expect(data.payments).toEqual([
      expect.objectContaining({ id: intentId, planId: paid.id, amount: 9900, currency: 'usd' }),
    ]);
    // Every field stored about the plans and payments, and what stays locked.
    const paidPlan = byId.get(paid.id)!;
    expect(paidPlan).toMatchObject({
      questionnaireId: expect.any(String),
      planStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paymentIntentId: intentId,
      unlockedByAdmin: false,
      withheld: [],
    });
    expect(paidPlan.paidAt).toEqual(expect.any(String));
    expect(byId.get(unpaid.id)).toMatchObject({ paidAt: null, withheld: ['full-plan', 'cycle-events'] });
    expect(data.payments[0]!.paymentIntentId).toBe(intentId);
    expect(data.lockedContent).toMatch(/not unlocked yet/);
    expect(data.account).toMatchObject({
      isOwner: false,
      healthDataConsent: { policyVersion: PRIVACY_POLICY_VERSION, givenAt: expect.any(String) },
      latestPlanId: unpaid.id,
    });
    // Her signed-in devices, by time only: the ids that sign them in are never in the file.
    expect(data.account.sessions.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(data.account.sessions[0]!).sort()).toEqual(['expiresAt', 'signedInAt']);
    expect(JSON.stringify(response.body)).not.toMatch(/sessionKey|[0-9a-f]{64}/);
    // The profile as the person sees it: no session keys, no internal flags.
    expect(Object.keys(response.body.profile).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'gender',
      'id',
      'isAdmin',
      'isSubscribed',
      'myPlan',
      'name',
      'phone',
    ]);
  }, 90_000);

  it('holds every surface she shares through: her partner, invitations, calendar, reminders, devices, refunds', async () => {
    const admin = await adminClient();
    const { client, registration, user } = await registeredClient();
    const shared = await createPlan(client);
    const refunded = await createPlan(client);
    await payForPlan(client, shared.id);
    const refundedIntent = await payForPlan(client, refunded.id);
    const reason = 'Medical papers received';
    expect((await admin.post(`/api/admin/plans/${refunded.id}/refund`, { reason })).status).toBe(200);
    const feed = await client.post<{ url: string }>(`/api/plans/${shared.id}/calendar-feed`, {
      alarm: 'morning-of',
    });
    expect(feed.status).toBe(201);
    const device = newDevice();
    expect((await client.post('/api/push-subscriptions', device.subscription)).status).toBe(201);
    const settings = {
      enabled: true,
      eveningHour: 20,
      morningHour: 6,
      timeZone: 'Asia/Riyadh',
      discreet: false,
    };
    expect((await client.put(`/api/plans/${shared.id}/reminders`, settings)).status).toBe(200);
    const husband = await husbandOf(client, shared.id);

    const data = v.parse(accountExportSchema, (await client.get<AccountExport>('/api/user/export')).body);
    const plan = data.plans.find((entry) => entry.id === shared.id)!;
    expect(plan.partner).toEqual({ uid: husband.user.id, since: expect.any(String) });
    expect(data.plans.find((entry) => entry.id === refunded.id)).toMatchObject({
      refundedAt: expect.any(String),
      paymentIntentIds: [refundedIntent],
    });
    expect(data.partnerInvites).toEqual([
      expect.objectContaining({
        role: 'sent',
        planId: shared.id,
        usedBy: husband.user.id,
        usedAt: expect.any(String),
      }),
    ]);
    expect(data.calendarFeeds).toEqual([
      expect.objectContaining({
        planId: shared.id,
        alarm: 'morning-of',
        token: feed.body.url
          .split('/')
          .pop()!
          .replace(/\.ics$/, ''),
      }),
    ]);
    expect(data.reminders).toEqual([
      {
        planId: shared.id,
        ...settings,
        lang: 'en',
        nextDueAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(data.pushDevices).toEqual([{ ...device.subscription, createdAt: expect.any(String) }]);
    const payment = data.payments.find((entry) => entry.id === refundedIntent)!;
    expect(payment).toMatchObject({
      receiptEmail: registration.email,
      status: 'refunded',
      refundedCents: 9900,
      refundedAt: expect.any(String),
      refunds: [{ id: expect.any(String), amountCents: 9900, createdAt: expect.any(String) }],
    });
    expect(data.auditEntries).toContainEqual(
      expect.objectContaining({
        action: 'refund-plan',
        role: 'subject',
        planId: refunded.id,
        amountCents: 9900,
        reason,
      }),
    );

    // His download: the plan he follows, and the invitation he accepted.
    const his = v.parse(
      accountExportSchema,
      (await husband.client.get<AccountExport>('/api/user/export')).body,
    );
    expect(his.account).toMatchObject({ partnerPlanId: shared.id, endedPartnerPlanId: null });
    expect(his.partnerInvites).toEqual([
      expect.objectContaining({ role: 'accepted', planId: shared.id, usedBy: husband.user.id }),
    ]);
    expect(user.id).not.toBe(husband.user.id);
  }, 120_000);

  it('holds only the person’s own data', async () => {
    const alice = await registeredClient();
    const bob = await registeredClient();
    await createPlan(bob.client);
    const data = (await alice.client.get<AccountExport>('/api/user/export')).body;
    expect(data.plans).toEqual([]);
    expect(data.questionnaires).toEqual([]);
    expect(data.questionnaireDraft).toBeNull();
    expect(data.profile.id).toBe(alice.user.id);
  });

  it('is refused for guests with 401', async () => {
    expect((await new Client().get('/api/user/export')).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('deletes the account and every document, keeps payments under a pseudonym, and signs out', async () => {
    const { client, registration, user } = await registeredClient();
    const plan = await createPlan(client);
    await payForPlan(client, plan.id);
    await client.put('/api/questionnaire/draft', { step: 2, answers: {} });
    const otherDevice = await signedInClient(registration);

    const response = await client.request<ErrorBody & { success: boolean }>('DELETE', '/api/user', {
      body: { currentPassword: registration.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Your account and your data have been deleted.',
    });
    expect(response.setCookie).toMatch(/__session=;/);
    expect(await documentsOf(user.id)).toEqual({
      users: 0,
      questionnaires: 0,
      plans: 0,
      payments: 0,
      drafts: 0,
    });
    expect(await authAccountExists(registration.email)).toBe(false);
    const [kept] = await paymentRecordsOfPlan(plan.id);
    expect(kept).toMatchObject({ amount: 9900, currency: 'usd', status: 'succeeded' });
    expect(kept!.userId).toMatch(/^deleted-[A-Za-z0-9_-]{16}$/);
    expect(kept!.userDeletedAt).toBeDefined();
    expect(await isSignedIn(otherDevice)).toBe(false);
    const login = await new Client().post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(401);
  }, 90_000);

  it.each([
    ['a wrong password', { currentPassword: 'not-mine' }, 'Current password is incorrect'],
    ['no password', {}, 'Current password is required'],
    ['an empty password', { currentPassword: '' }, 'Current password is required'],
  ])('refuses %s with 400 and deletes nothing', async (_, body, text) => {
    const { client, registration, user } = await registeredClient();
    await createPlan(client);
    const response = await client.request<ErrorBody>('DELETE', '/api/user', { body });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(text);
    expect(await documentsOf(user.id)).toMatchObject({ users: 1, questionnaires: 1, plans: 1 });
    expect(await authAccountExists(registration.email)).toBe(true);
    expect(await isSignedIn(client)).toBe(true);
  });

  it('is refused for guests (401) and for the owner (403)', async () => {
    expect(
      (await new Client().request('DELETE', '/api/user', { body: { currentPassword: 'x' } })).status,
    ).toBe(401);
    const owner = await adminClient();
    const response = await owner.request<ErrorBody>('DELETE', '/api/user', {
      body: { currentPassword: process.env.NASL_ADMIN_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('The owner account cannot lose its admin rights or be deleted.');
    expect(await isSignedIn(owner)).toBe(true);
  });
});

describe('an admin deleting a person', () => {
  it('keeps their payments under a pseudonym too, and logs it with that pseudonym, never beside the id', async () => {
    const admin = await adminClient();
    const { client, user } = await registeredClient();
    const plan = await createPlan(client);
    await payForPlan(client, plan.id);
    // An earlier entry about the person: it names the pseudonym afterwards too.
    expect((await admin.post('/api/unlock-plan', { planId: (await createPlan(client)).id })).status).toBe(
      200,
    );
    expect((await admin.request('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    const [kept] = await paymentRecordsOfPlan(plan.id);
    expect(kept!.userId).toMatch(/^deleted-/);
    expect(await auditEntriesAbout(user.id)).toEqual([]);
    const entries = await auditEntriesAbout(kept!.userId as string);
    expect(entries.map((entry) => entry.action)).toEqual(['delete-user', 'unlock-plan']);
    expect(entries[0]).toMatchObject({ paymentsPseudonym: kept!.userId, targetUserId: kept!.userId });
    expect(JSON.stringify(entries)).not.toContain(user.id);
  }, 90_000);
});

describe('deleting a person and Stripe', () => {
  it('removes the person’s id from the metadata of every intent Stripe keeps for them, paid or abandoned', async () => {
    const { client, registration, user } = await registeredClient();
    const paid = await createPlan(client);
    const paidIntent = await payForPlan(client, paid.id);
    const open = await createPlan(client);
    const abandoned = await client.post<{ paymentIntentId: string }>('/api/create-payment-intent', {
      planId: open.id,
    });
    await stripe.paymentIntents.cancel(abandoned.body.paymentIntentId);
    const reopened = await client.post<{ paymentIntentId: string }>('/api/create-payment-intent', {
      planId: open.id,
    });
    const intents = [paidIntent, abandoned.body.paymentIntentId, reopened.body.paymentIntentId];
    for (const id of intents) {
      expect((await stripe.paymentIntents.retrieve(id)).metadata).toMatchObject({ userId: user.id });
    }
    const response = await client.request('DELETE', '/api/user', {
      body: { currentPassword: registration.password },
    });
    expect(response.status).toBe(200);
    for (const id of intents) {
      const { metadata } = await stripe.paymentIntents.retrieve(id);
      expect(metadata.userId).toBeUndefined();
      expect(JSON.stringify(metadata)).not.toContain(user.id);
    }
    // The payment record keeps the plan id and the intent, for accounting.
    expect((await stripe.paymentIntents.retrieve(paidIntent)).metadata).toMatchObject({ planId: paid.id });
  }, 90_000);

  it('deletes nothing while Stripe is down: 503 with Retry-After, and it works once Stripe is back', async () => {
    const { client, registration, user } = await registeredClient();
    const plan = await createPlan(client);
    const intent = await payForPlan(client, plan.id);
    await setStripeOutage(true, [user.id]);
    try {
      const down = await client.request<ErrorBody>('DELETE', '/api/user', {
        body: { currentPassword: registration.password },
      });
      expect(down.status).toBe(503);
      expect(Number(down.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await documentsOf(user.id)).toMatchObject({ users: 1, plans: 1, payments: 1 });
      expect(await authAccountExists(registration.email)).toBe(true);
      expect(await isSignedIn(client)).toBe(true);
    } finally {
      await setStripeOutage(false);
    }
    expect(
      (await client.request('DELETE', '/api/user', { body: { currentPassword: registration.password } }))
        .status,
    ).toBe(200);
    expect((await stripe.paymentIntents.retrieve(intent)).metadata.userId).toBeUndefined();
  }, 90_000);
});
