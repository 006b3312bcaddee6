import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  messages,
  PARTNER_INVITE_DAYS,
  type PartnerInvite,
  type PartnerPlan,
  type PlanPartner,
} from '@nasl/core';
import { db, planDoc, setPlanFields, Timestamp } from '../support/firebase.ts';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { today } from '../support/plans.ts';
import {
  husbandOf,
  invite,
  myPlanOf,
  ownerWithPaidPlan,
  ownerWithPlanMarkedPaid,
} from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

const m = (key: keyof typeof messages) => messages[key].en;
const inviteUrl = (planId: string) => `/api/plans/${planId}/partner-invites`;
const accept = (client: Client, token: unknown, lang: 'ar' | 'en' = 'en') =>
  client.post<{ planId: string; message: string }>('/api/partner-invites/accept', { token }, { lang });

describe('POST /api/plans/{id}/partner-invites', () => {
  it('gives the owner of a paid plan a one-time link for 7 days, with an unguessable token', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const before = Date.now();
    const response = await client.post<PartnerInvite>(inviteUrl(planId));
    expect(response.status).toBe(201);
    const { url, token, expiresAt } = response.body;
    // 256 random bits, base64url: 43 characters (at least 128 bits are required).
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(url).pathname).toBe('/partner-invite');
    expect(new URL(url).hash).toBe(`#${token}`);
    expect(url).not.toContain('?');
    const days = (Date.parse(expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(PARTNER_INVITE_DAYS - 0.01);
    expect(days).toBeLessThan(PARTNER_INVITE_DAYS + 0.01);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the token's SHA-256 is stored: as the document's id, and nowhere in it.
    const stored = await db().collection('partnerInvites').where('planId', '==', planId).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(Object.keys(stored.docs[0]!.data()).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'ownerId',
      'planId',
      'usedAt',
      'usedBy',
    ]);
    expect(JSON.stringify(stored.docs[0]!.data())).not.toContain(token);
  });

  it('refuses guests (401), the owner of an unpaid plan (402), anyone else and admins (403)', async () => {
    const owner = await registeredClient();
    const unpaid = await createPlan(owner.client);
    expect((await new Client().post(inviteUrl(unpaid.id))).status).toBe(401);
    const refused = await owner.client.post<ErrorBody>(inviteUrl(unpaid.id));
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(m('partnerInviteNeedsPayment'));
    const { planId } = await ownerWithPlanMarkedPaid();
    expect((await owner.client.post(inviteUrl(planId))).status).toBe(403);
    expect((await (await adminClient()).post(inviteUrl(planId))).status).toBe(403);
    expect((await owner.client.post(inviteUrl('doesNotExist12345678'))).status).toBe(404);
    const stored = await db().collection('partnerInvites').where('planId', '==', unpaid.id).get();
    expect(stored.size).toBe(0);
  });

  it('one partner per plan: no new invitation while he follows it, and he cannot invite anyone', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    const again = await client.post<ErrorBody>(inviteUrl(planId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m('partnerAlreadyAdded'));
    expect((await husband.client.post(inviteUrl(planId))).status).toBe(403);
  });
});

describe('POST /api/partner-invites/accept', () => {
  it('lets the signed-in husband follow the plan; his "My plan" opens it', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    const husband = await registeredClient({ gender: 'male' });
    expect(await myPlanOf(husband.client)).toBeNull();
    const response = await accept(husband.client, token, 'ar');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ planId, message: messages.partnerInviteAccepted.ar });
    expect(await myPlanOf(husband.client)).toEqual({ id: planId, shared: true, paid: true, forSale: true });
    expect((await planDoc(planId))?.partner).toMatchObject({ uid: husband.user.id });
    // Accepting again the invitation he accepted changes nothing.
    expect((await accept(husband.client, token)).status).toBe(200);
  });

  it('an admin accepts like anyone: the invitation is what gives access, not the role', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    const admin = await adminClient();
    const adminId = (await admin.get<{ user: { id: string } }>('/api/auth/me')).body.user.id;
    expect((await accept(admin, token)).status).toBe(200);
    expect((await admin.get<PartnerPlan>(`/api/plans/${planId}`)).body).not.toHaveProperty('view');
    // An admin reads plans in full anyway; leaving the plan keeps the shared admin account as it was.
    expect((await admin.request('DELETE', `/api/plans/${planId}/partners/${adminId}`)).status).toBe(200);
  });

  it('refuses a guest (401) and writes nothing: he signs up or logs in first', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    expect((await accept(new Client(), token)).status).toBe(401);
    expect((await planDoc(planId))?.partner).toBeUndefined();
  });

  it('a used invitation (410), an unknown one (404), her own (409), each with its message', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    const own = await accept(client, token);
    expect(own.status).toBe(409);
    expect((own.body as unknown as ErrorBody).message).toBe(m('partnerInviteOwnPlan'));
    await husbandOf(client, planId).catch(() => undefined);
    const first = await registeredClient();
    const second = await registeredClient();
    // The husband above took the plan with a newer link: this older one was dropped when it was made.
    expect((await accept(first.client, token)).status).toBe(404);
    const plan2 = await ownerWithPlanMarkedPaid();
    const link = await invite(plan2.client, plan2.planId);
    expect((await accept(first.client, link.token)).status).toBe(200);
    const used = await accept(second.client, link.token);
    expect(used.status).toBe(410);
    expect((used.body as unknown as ErrorBody).message).toBe(m('partnerInviteUsed'));
    expect((await planDoc(plan2.planId))?.partner).toMatchObject({ uid: first.user.id });
    const unknown = await accept(first.client, 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect((unknown.body as unknown as ErrorBody).message).toBe(m('partnerInviteNotFound'));
  });

  it('takes the token in the body only: a malformed one is 400 with its message, the old path 404', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    const husband = await registeredClient();
    for (const bad of ['short', `${token}/x`, 42, null, undefined]) {
      const refused = await accept(husband.client, bad);
      expect(refused.status, String(bad)).toBe(400);
      expect((refused.body as unknown as ErrorBody).message).toBe(m('partnerInviteNotFound'));
    }
    expect((await husband.client.post(`/api/partner-invites/${token}/accept`)).status).toBe(404);
    expect((await planDoc(planId))?.partner).toBeUndefined();
    expect((await accept(husband.client, token)).status).toBe(200);
  });

  it('an expired invitation: 410 with its message, nothing written', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    const stored = await db().collection('partnerInvites').where('planId', '==', planId).get();
    await stored.docs[0]!.ref.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const husband = await registeredClient();
    const response = await accept(husband.client, token);
    expect(response.status).toBe(410);
    expect((response.body as unknown as ErrorBody).message).toBe(m('partnerInviteExpired'));
    expect((await planDoc(planId))?.partner).toBeUndefined();
  });

  it('a plan someone else follows (409), a plan no longer paid (402)', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { token } = await invite(client, planId);
    await setPlanFields(planId, { partner: { uid: 'someoneElse123', since: Timestamp.now() } });
    const husband = await registeredClient();
    const taken = await accept(husband.client, token);
    expect(taken.status).toBe(409);
    expect((taken.body as unknown as ErrorBody).message).toBe(m('partnerPlanTaken'));
    await setPlanFields(planId, { partner: null, isPaid: false });
    expect((await accept(husband.client, token)).status).toBe(402);
  });
});

describe('GET /api/plans/{id}: the partner view', () => {
  it('gives him the dates and what each day asks of him, without her answers or her cycle', async () => {
    const owner = await ownerWithPlanMarkedPaid({ gender: 'boy', motherWeight: 73, motherHeight: 161 });
    // Her cycle entries stay hers.
    await owner.client.post(`/api/plans/${owner.planId}/cycle-events`, { type: 'lh-positive', date: today });
    const full = await owner.client.get<{ planData: { intercourse: { dates: { date: string }[] } } }>(
      `/api/plans/${owner.planId}`,
    );
    const husband = await husbandOf(owner.client, owner.planId);
    const response = await husband.client.get<PartnerPlan>(`/api/plans/${owner.planId}`);
    expect(response.status).toBe(200);
    const view = response.body;
    expect(view).toMatchObject({ id: owner.planId, view: 'partner', ownerName: owner.registration.name });
    expect(Object.keys(view).sort()).toEqual(['createdAt', 'id', 'ownerName', 'planData', 'view']);
    const attempts = view.planData.days.filter((day) => day.activities.includes('attempt'));
    expect(attempts.map((day) => day.date)).toEqual(full.body.planData.intercourse.dates.map((d) => d.date));
    expect(view.planData.days.some((day) => day.activities.includes('abstain'))).toBe(true);
    const text = JSON.stringify(view);
    for (const hidden of ['formData', 'cycleEvents', 'lh-positive', 'cycleDay', 'motherWeight', 'notices']) {
      expect(text, hidden).not.toContain(hidden);
    }
    expect(text).not.toMatch(/"(period|lh-test)"/);
    expect(text).not.toMatch(/\b(73|161)\b/);
  });

  it('answers in his language; refuses him (402) when the plan is no longer paid', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    const arabic = await husband.client.get<PartnerPlan>(`/api/plans/${planId}`, { lang: 'ar' });
    expect(arabic.body.planData.position).toMatch(/[\u0600-\u06FF]/);
    await setPlanFields(planId, { isPaid: false });
    const locked = await husband.client.get<ErrorBody>(`/api/plans/${planId}`);
    expect(locked.status).toBe(402);
    expect(locked.body.message).toBe(m('partnerPlanLocked'));
  });

  it('he cannot log cycle events, pay, read the receipt, the partners, the calendar or the reminders', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    const before = await planDoc(planId);
    const attempts = [
      () => husband.client.post(`/api/plans/${planId}/cycle-events`, { type: 'period-start', date: today }),
      () => husband.client.post('/api/create-payment-intent', { planId }),
      () => husband.client.get(`/api/plans/${planId}/receipt`),
      () => husband.client.get(`/api/plans/${planId}/partners`),
      () => husband.client.post(`/api/plans/${planId}/calendar-feed`, {}),
      () => husband.client.get(`/api/plans/${planId}/reminders`),
    ];
    for (const attempt of attempts) expect((await attempt()).status).toBe(403);
    expect(await planDoc(planId)).toEqual(before);
  });
});

describe('GET /api/plans/{id}/partners and DELETE /api/plans/{id}/partners/{uid}', () => {
  it('lists him for her (and admins) with his name, e-mail and since when; refuses anyone else', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const empty = await client.get<PlanPartner[]>(`/api/plans/${planId}/partners`);
    expect(empty.body).toEqual([]);
    const husband = await husbandOf(client, planId);
    const list = await client.get<PlanPartner[]>(`/api/plans/${planId}/partners`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        uid: husband.user.id,
        name: husband.registration.name,
        email: husband.registration.email,
        since: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(list.body[0]!.since)).toBeLessThan(60_000);
    expect((await (await adminClient()).get(`/api/plans/${planId}/partners`)).status).toBe(200);
    expect((await new Client().get(`/api/plans/${planId}/partners`)).status).toBe(401);
    expect((await (await registeredClient()).client.get(`/api/plans/${planId}/partners`)).status).toBe(403);
  });

  it('she removes him: his next request is 403, his "My plan" is gone, and only she may do it', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    const path = `/api/plans/${planId}/partners/${husband.user.id}`;
    expect((await new Client().request('DELETE', path)).status).toBe(401);
    expect((await (await registeredClient()).client.request('DELETE', path)).status).toBe(403);
    expect((await (await adminClient()).request('DELETE', path)).status).toBe(403);
    expect((await husband.client.get(`/api/plans/${planId}`)).status).toBe(200);

    const removed = await client.request<ErrorBody>('DELETE', path);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(m('partnerRemoved'));
    const ended = await husband.client.get<ErrorBody>(`/api/plans/${planId}`, { lang: 'ar' });
    expect(ended.status).toBe(403);
    expect(ended.body.message).toBe(messages.partnerAccessEnded.ar);
    expect(await myPlanOf(husband.client)).toBeNull();
    // Anyone else is refused as before, without being told about a sharing.
    const stranger = await (await registeredClient()).client.get<ErrorBody>(`/api/plans/${planId}`);
    expect(stranger.body.message).toBe(m('forbidden'));
    expect((await client.get<PlanPartner[]>(`/api/plans/${planId}/partners`)).body).toEqual([]);
    const again = await client.request<ErrorBody>('DELETE', path);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(m('partnerNotFound'));
    // His old link says the same; a new one from her makes him follow the plan again.
    const oldLink = await accept(husband.client, husband.token);
    expect(oldLink.status).toBe(403);
    expect((oldLink.body as unknown as ErrorBody).message).toBe(m('partnerAccessEnded'));
    const { token } = await invite(client, planId);
    expect((await accept(husband.client, token)).status).toBe(200);
    expect((await husband.client.get(`/api/plans/${planId}`)).status).toBe(200);
  });

  it('he may leave the plan himself', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    const left = await husband.client.request('DELETE', `/api/plans/${planId}/partners/${husband.user.id}`);
    expect(left.status).toBe(200);
    expect((await husband.client.get(`/api/plans/${planId}`)).status).toBe(403);
  });

  it('deleting either account ends the link: her plan goes, and his "My plan" with it', async () => {
    // Paid through the checkout: a plan marked paid behind the figures' back would leave the dashboard's
    // totals a paid plan short when it is deleted, for whichever test reads them next.
    const owner = await ownerWithPaidPlan();
    const husband = await husbandOf(owner.client, owner.planId);
    const deleted = await owner.client.request('DELETE', '/api/user', {
      body: { currentPassword: owner.registration.password },
    });
    expect(deleted.status).toBe(200);
    expect(await myPlanOf(husband.client)).toBeNull();
    expect((await husband.client.get(`/api/plans/${owner.planId}`)).status).toBe(404);
    const invites = await db().collection('partnerInvites').where('ownerId', '==', owner.user.id).get();
    expect(invites.size).toBe(0);

    const other = await ownerWithPlanMarkedPaid();
    const leaving = await husbandOf(other.client, other.planId);
    await leaving.client.request('DELETE', '/api/user', {
      body: { currentPassword: leaving.registration.password },
    });
    expect((await planDoc(other.planId))?.partner).toBeUndefined();
    expect((await other.client.get<PlanPartner[]>(`/api/plans/${other.planId}/partners`)).body).toEqual([]);
  });
});
