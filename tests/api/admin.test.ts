import { describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminOverview,
  AdminPlanRow,
  AdminQuestionnaireRecord,
  AdminUserRecord,
  Stats,
} from '@nasl/core';
import { adminClient, Client, isSignedIn, registeredClient, type ApiResponse } from '../support/http.ts';
import { auditEntriesAbout, authAccountExists, documentsOf, markPlanPaid } from '../support/firebase.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import type { ErrorBody } from '@nasl/core';

const READ_ENDPOINTS = [
  '/api/stats',
  '/api/admin/overview',
  '/api/admin/users',
  '/api/admin/questionnaires',
  '/api/admin/plans',
  '/api/admin/audit',
];

describe('admin endpoints: who may call them', () => {
  it.each(READ_ENDPOINTS)('%s: 401 for guests, 403 for users, 200 for admins', async (path) => {
    expect((await new Client().get(path)).status).toBe(401);
    const { client } = await registeredClient();
    expect((await client.get(path)).status).toBe(403);
    expect((await (await adminClient()).get(path)).status).toBe(200);
  });

  it('toggle-admin and delete: 401 for guests, 403 for users', async () => {
    const target = await registeredClient();
    const { client } = await registeredClient();
    for (const caller of [new Client(), client]) {
      const expected = caller === client ? 403 : 401;
      expect(
        (
          await caller.request('PATCH', `/api/admin/users/${target.user.id}/toggle-admin`, {
            body: { isAdmin: true },
          })
        ).status,
      ).toBe(expected);
      expect((await caller.request('DELETE', `/api/admin/users/${target.user.id}`)).status).toBe(expected);
    }
    expect(await isSignedIn(target.client)).toBe(true);
  });
});

describe('GET /api/stats and /api/admin/overview', () => {
  it('count questionnaires by gender and mother age, and the funnel, from the figures kept on write', async () => {
    const admin = await adminClient();
    const statsBefore = (await admin.get<Stats>('/api/stats')).body;
    const overviewBefore = (await admin.get<AdminOverview>('/api/admin/overview')).body;
    const { client } = await registeredClient();
    const plan = await createPlan(client, { gender: 'girl', motherAge: 40 });
    await createPlan(client, { gender: 'boy', motherAge: 22 });
    await payForPlan(client, plan.id);
    const stats = (await admin.get<Stats>('/api/stats')).body;
    expect(stats.totalResponses - statsBefore.totalResponses).toBe(2);
    expect(stats.genderDistribution.girl - statsBefore.genderDistribution.girl).toBe(1);
    expect(stats.genderDistribution.boy - statsBefore.genderDistribution.boy).toBe(1);
    expect(stats.ageRanges['36-45'] - statsBefore.ageRanges['36-45']).toBe(1);
    expect(stats.ageRanges['18-25'] - statsBefore.ageRanges['18-25']).toBe(1);
    const overview = (await admin.get<AdminOverview>('/api/admin/overview')).body;
    expect(overview.totalUsers - overviewBefore.totalUsers).toBe(1);
    expect(overview.totalQuestionnaires - overviewBefore.totalQuestionnaires).toBe(2);
    expect(overview.totalPlans - overviewBefore.totalPlans).toBe(2);
    expect(overview.paidPlans - overviewBefore.paidPlans).toBe(1);
    expect(overview.pendingPlans - overviewBefore.pendingPlans).toBe(1);
  });
});

describe('GET /api/admin/users', () => {
  async function findRecord(admin: Client, email: string) {
    const response = await admin.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(email)}`,
    );
    expect(response.status).toBe(200);
    return response.body.find((record) => record.email === email);
  }

  it('derives each person’s stage, status and revenue as they move through the funnel', async () => {
    const admin = await adminClient();
    const person = await registeredClient();
    expect(await findRecord(admin, person.registration.email)).toMatchObject({
      stage: 1,
      status: 'none',
      revenueCents: 0,
      questionnaire: null,
      plan: null,
    });
    const plan = await createPlan(person.client, { gender: 'girl', motherAge: 33 });
    expect(await findRecord(admin, person.registration.email)).toMatchObject({
      stage: 3,
      status: 'pending',
      potentialCents: 9900,
      questionnaire: { gender: 'girl', motherAge: 33, cycleLength: 28 },
      plan: { id: plan.id, isPaid: false, paymentStatus: 'pending' },
    });
    await markPlanPaid(plan.id);
    expect(await findRecord(admin, person.registration.email)).toMatchObject({
      stage: 4,
      status: 'paid',
      revenueCents: 100,
    });
  });

  it('paginates with limit and cursor, and refuses a bad limit', async () => {
    const admin = await adminClient();
    await registeredClient();
    await registeredClient();
    await registeredClient();
    const first = await admin.get<AdminUserRecord[]>('/api/admin/users?limit=2');
    expect(first.body).toHaveLength(2);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await admin.get<AdminUserRecord[]>(`/api/admin/users?limit=2&cursor=${cursor}`);
    expect(second.body).toHaveLength(2);
    expect(second.body.map((user) => user.id)).not.toContain(first.body[0]!.id);
    for (const limit of ['0', '201', 'abc', '1.5']) {
      const bad = await admin.get<ErrorBody>(`/api/admin/users?limit=${limit}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid query parameters');
    }
  });
});

describe('GET /api/admin/questionnaires and /api/admin/plans', () => {
  it('list questionnaires with their owner, and plans filtered by payment', async () => {
    const admin = await adminClient();
    const person = await registeredClient({ name: 'Hala Saeed' });
    const paid = await createPlan(person.client, { gender: 'girl' });
    const unpaid = await createPlan(person.client, { gender: 'boy' });
    await markPlanPaid(paid.id);
    const questionnaires = (
      await admin.get<AdminQuestionnaireRecord[]>('/api/admin/questionnaires?limit=200')
    ).body;
    const mine = questionnaires.filter((record) => record.userId === person.user.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      userName: 'Hala Saeed',
      userEmail: person.registration.email,
      gender: 'boy',
    });
    const paidPlans = (await admin.get<AdminPlanRow[]>('/api/admin/plans?status=paid&limit=200')).body;
    expect(paidPlans.map((plan) => plan.id)).toContain(paid.id);
    // The Revenue tab names who paid.
    expect(paidPlans.find((plan) => plan.id === paid.id)?.userName).toBe('Hala Saeed');
    expect(paidPlans.map((plan) => plan.id)).not.toContain(unpaid.id);
    expect(paidPlans.every((plan) => plan.isPaid)).toBe(true);
    expect(paidPlans[0]).not.toHaveProperty('planData');
    expect((await admin.get('/api/admin/plans?status=free')).status).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}/toggle-admin', () => {
  it('grants and revokes admin rights, effective on the target’s next request', async () => {
    const admin = await adminClient();
    const target = await registeredClient();
    const path = `/api/admin/users/${target.user.id}/toggle-admin`;
    expect((await target.client.get('/api/stats')).status).toBe(403);
    const granted = await admin.request<ErrorBody & { success: boolean }>('PATCH', path, {
      body: { isAdmin: true },
    });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ success: true, message: 'User admin status updated successfully' });
    expect((await target.client.get('/api/stats')).status).toBe(200);
    expect((await admin.request('PATCH', path, { body: { isAdmin: false } })).status).toBe(200);
    expect((await target.client.get('/api/stats')).status).toBe(403);
  });

  it('refuses bad bodies, unknown users and removing one’s own rights', async () => {
    const admin = await adminClient();
    const me = (await admin.get<{ user: { id: string } }>('/api/auth/me')).body.user;
    const target = await registeredClient();
    const bad = await admin.request<ErrorBody>('PATCH', `/api/admin/users/${target.user.id}/toggle-admin`, {
      body: { isAdmin: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('isAdmin must be true or false');
    expect(
      (await admin.request('PATCH', '/api/admin/users/nobody123/toggle-admin', { body: { isAdmin: true } }))
        .status,
    ).toBe(404);
    const self = await admin.request<ErrorBody>('PATCH', `/api/admin/users/${me.id}/toggle-admin`, {
      body: { isAdmin: false },
    });
    expect(self.status).toBe(400);
    expect((await admin.get('/api/stats')).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('removes the account and every document of theirs; their session stops working', async () => {
    const admin = await adminClient();
    const target = await registeredClient();
    const plan = await createPlan(target.client);
    await markPlanPaid(plan.id);
    await target.client.put('/api/questionnaire/draft', { step: 2, answers: { gender: 'boy' } });
    expect(await documentsOf(target.user.id)).toMatchObject({
      users: 1,
      questionnaires: 1,
      plans: 1,
      drafts: 1,
    });
    const response = await admin.request<ErrorBody>('DELETE', `/api/admin/users/${target.user.id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('User deleted successfully');
    expect(await documentsOf(target.user.id)).toEqual({
      users: 0,
      questionnaires: 0,
      plans: 0,
      payments: 0,
      drafts: 0,
    });
    expect(await authAccountExists(target.registration.email)).toBe(false);
    expect(await isSignedIn(target.client)).toBe(false);
    expect((await admin.request('DELETE', `/api/admin/users/${target.user.id}`)).status).toBe(404);
  });

  it('refuses to delete oneself, even by calling the API directly', async () => {
    const admin = await adminClient();
    const me = (await admin.get<{ user: { id: string } }>('/api/auth/me')).body.user;
    const response = await admin.request<ErrorBody>('DELETE', `/api/admin/users/${me.id}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Cannot Delete Self');
    expect(await isSignedIn(admin)).toBe(true);
  });
});

async function ownId(client: Client): Promise<string> {
  return (await client.get<{ user: { id: string } }>('/api/auth/me')).body.user.id;
}

describe('the owner', () => {
  it('is marked in the user list, and no other admin can demote or delete them (403)', async () => {
    const owner = await adminClient();
    const ownerId = await ownId(owner);
    const ownerEmail = process.env.NASL_ADMIN_EMAIL!.toLowerCase();
    const listed = await owner.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(ownerEmail)}`,
    );
    expect(listed.body.find((record) => record.id === ownerId)?.isOwner).toBe(true);

    const other = await registeredClient();
    await owner.request('PATCH', `/api/admin/users/${other.user.id}/toggle-admin`, {
      body: { isAdmin: true },
    });
    const demote = await other.client.request<ErrorBody>(
      'PATCH',
      `/api/admin/users/${ownerId}/toggle-admin`,
      {
        body: { isAdmin: false },
      },
    );
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe('The owner account cannot lose its admin rights or be deleted.');
    const deletion = await other.client.request<ErrorBody>('DELETE', `/api/admin/users/${ownerId}`);
    expect(deletion.status).toBe(403);
    expect((await owner.get('/api/stats')).status).toBe(200);
    expect(await authAccountExists(ownerEmail)).toBe(true);

    // Other admins are no owners: the owner (and any admin) may demote them.
    const otherListed = await owner.get<AdminUserRecord[]>(
      `/api/admin/users?search=${encodeURIComponent(other.registration.email)}`,
    );
    expect(otherListed.body[0]?.isOwner).toBe(false);
    const revoked = await owner.request('PATCH', `/api/admin/users/${other.user.id}/toggle-admin`, {
      body: { isAdmin: false },
    });
    expect(revoked.status).toBe(200);
  });
});

describe('GET /api/admin/audit', () => {
  it('records who granted and removed rights, deleted a person and unlocked a plan, newest first', async () => {
    const admin = await adminClient();
    const adminId = await ownId(admin);
    const target = await registeredClient({ name: 'Audit Target' });
    const path = `/api/admin/users/${target.user.id}/toggle-admin`;
    await admin.request('PATCH', path, { body: { isAdmin: true } });
    await admin.request('PATCH', path, { body: { isAdmin: false } });
    const plan = await createPlan(target.client);
    expect((await admin.post('/api/unlock-plan', { planId: plan.id })).status).toBe(200);
    // An unlock of a plan already paid changes nothing, and logs nothing.
    expect((await admin.post('/api/unlock-plan', { planId: plan.id })).status).toBe(200);

    const entries = (await admin.get<AdminAuditEntry[]>('/api/admin/audit?limit=200')).body.filter(
      (entry) => entry.targetUser?.id === target.user.id,
    );
    expect(entries.map((entry) => entry.action)).toEqual(['unlock-plan', 'revoke-admin', 'grant-admin']);
    expect(entries[0]).toMatchObject({
      planId: plan.id,
      actor: { id: adminId, email: process.env.NASL_ADMIN_EMAIL!.toLowerCase() },
      targetUser: { id: target.user.id, name: 'Audit Target', email: target.registration.email },
    });

    expect((await admin.request('DELETE', `/api/admin/users/${target.user.id}`)).status).toBe(200);
    const log = (await admin.get<AdminAuditEntry[]>('/api/admin/audit?limit=200')).body;
    // No entry names the deleted person's id any more: each names the pseudonym her payments carry.
    expect(log.filter((entry) => entry.targetUser?.id === target.user.id)).toEqual([]);
    const pseudonym = log.find((entry) => entry.action === 'unlock-plan' && entry.planId === plan.id)
      ?.targetUser?.id;
    expect(pseudonym).toMatch(/^deleted-/);
    const afterDeletion = log.filter((entry) => entry.targetUser?.id === pseudonym);
    expect(afterDeletion.map((entry) => entry.action)).toEqual([
      'delete-user',
      'unlock-plan',
      'revoke-admin',
      'grant-admin',
    ]);
    expect(afterDeletion[0]).toMatchObject({
      paymentsPseudonym: pseudonym,
      // A deleted person has no name or e-mail to show.
      targetUser: { id: pseudonym, name: null, email: null },
    });
  });

  it('logs nothing for a refused action', async () => {
    const admin = await adminClient();
    const target = await registeredClient();
    await admin.request('PATCH', `/api/admin/users/${target.user.id}/toggle-admin`, {
      body: { isAdmin: 'yes' },
    });
    const { client } = await registeredClient();
    await client.request('DELETE', `/api/admin/users/${target.user.id}`);
    expect(await auditEntriesAbout(target.user.id)).toEqual([]);
  });

  it('pages with limit and cursor, every entry once', async () => {
    const admin = await adminClient();
    const target = await registeredClient();
    for (const isAdmin of [true, false, true, false]) {
      await admin.request('PATCH', `/api/admin/users/${target.user.id}/toggle-admin`, { body: { isAdmin } });
    }
    const seen: AdminAuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const page: ApiResponse<AdminAuditEntry[]> = await admin.get<AdminAuditEntry[]>(
        `/api/admin/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(2);
      seen.push(...page.body);
      cursor = page.headers.get('x-next-cursor');
    } while (cursor);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(seen.length);
    // The four toggles just made are the newest entries: each appears once, in the order they were made.
    const aboutTarget = seen.filter((entry) => entry.targetUser?.id === target.user.id);
    expect(aboutTarget.map((entry) => entry.action)).toEqual([
      'revoke-admin',
      'grant-admin',
      'revoke-admin',
      'grant-admin',
    ]);
  });
});
