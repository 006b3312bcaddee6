import { describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '@nasl/core';
import * as v from 'valibot';
import {
  auditEntriesAbout,
  authAccountExists,
  documentsOf,
  paymentRecordsOfPlan,
} from '../support/firebase.ts';
import { adminClient, Client, isSignedIn, registeredClient } from '../support/http.ts';
import { createPlan } from '../support/plans.ts';
import { payForPlan } from '../support/stripe.ts';

type Message = { message: string; fields?: Record<string, string> };

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
    const otherDevice = new Client();
    await otherDevice.post('/api/auth/login', { email: registration.email, password: registration.password });

    const response = await client.request<Message & { success: boolean }>('DELETE', '/api/user', {
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
    const response = await client.request<Message>('DELETE', '/api/user', { body });
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
    const response = await owner.request<Message>('DELETE', '/api/user', {
      body: { currentPassword: process.env.NASL_ADMIN_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('The owner account cannot lose its admin rights or be deleted.');
    expect(await isSignedIn(owner)).toBe(true);
  });
});

describe('an admin deleting a person', () => {
  it('keeps their payments under a pseudonym too, and logs it with that pseudonym', async () => {
    const admin = await adminClient();
    const { client, user } = await registeredClient();
    const plan = await createPlan(client);
    await payForPlan(client, plan.id);
    expect((await admin.request('DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);
    const [kept] = await paymentRecordsOfPlan(plan.id);
    expect(kept!.userId).toMatch(/^deleted-/);
    const [entry] = await auditEntriesAbout(user.id);
    expect(entry).toMatchObject({ action: 'delete-user', paymentsPseudonym: kept!.userId });
  }, 90_000);
});
