import { describe, expect, it } from 'vitest';
import { addDays, MAX_TREND_RANGE_DAYS, type Trends } from '@nasl/core';
import { aroundToday, difference, overview, recentFigures } from '../support/business.ts';
import { db, Timestamp } from '../support/firebase.ts';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import type { Query } from '../../functions/src/lib/firebase.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import type { ErrorBody } from '@nasl/core';

describe('GET /api/admin/trends: who may call it, and what it refuses', () => {
  const path = '/api/admin/trends?from=2025-01-01&to=2025-01-31';

  it('401 for guests, 403 for users, 200 for admins', async () => {
    expect((await new Client().get(path)).status).toBe(401);
    const { client } = await registeredClient();
    expect((await client.get(path)).status).toBe(403);
    expect((await (await adminClient()).get(path)).status).toBe(200);
  });

  it.each([
    ['no range', '', 'Choose a valid date range (yyyy-MM-dd), the start not after the end'],
    ['no end', '?from=2025-01-01', 'Choose a valid date range (yyyy-MM-dd), the start not after the end'],
    [
      'a date that does not exist',
      '?from=2025-02-30&to=2025-03-01',
      'Choose a valid date range (yyyy-MM-dd), the start not after the end',
    ],
    [
      'an instant, not a date',
      '?from=2025-01-01T00:00:00Z&to=2025-01-02',
      'Choose a valid date range (yyyy-MM-dd), the start not after the end',
    ],
    [
      'the end before the start',
      '?from=2025-03-01&to=2025-02-01',
      'Choose a valid date range (yyyy-MM-dd), the start not after the end',
    ],
    ['a range of 367 days', '?from=2024-01-01&to=2025-01-01', 'The date range can be at most 366 days'],
    [
      'an end past the dates the figures can hold',
      '?from=9999-12-01&to=9999-12-31',
      'Choose dates between 2000-01-01 and 2999-12-31',
    ],
    [
      'a start before them',
      '?from=0001-01-01&to=0001-01-31',
      'Choose dates between 2000-01-01 and 2999-12-31',
    ],
    [
      'an unknown bucket',
      '?from=2025-01-01&to=2025-01-31&bucket=year',
      'Group the figures by day, week or month',
    ],
  ])('400 for %s', async (_, query, message) => {
    const response = await (await adminClient()).get<ErrorBody>(`/api/admin/trends${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('answers in Arabic when asked', async () => {
    const response = await (
      await adminClient()
    ).get<ErrorBody>('/api/admin/trends?from=2025-03-01&to=2025-02-01', {
      lang: 'ar',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('يرجى اختيار نطاق تاريخ صحيح (yyyy-MM-dd) لا تسبق نهايته بدايته');
  });
});

describe('GET /api/admin/trends: the buckets', () => {
  it('cuts the range into days, Sunday weeks and months, each cut to the range', async () => {
    const admin = await adminClient();
    const longest = await admin.get<Trends>(
      `/api/admin/trends?from=2024-01-01&to=${addDays('2024-01-01', MAX_TREND_RANGE_DAYS - 1)}`,
    );
    expect(longest.status).toBe(200);
    expect(longest.body.buckets).toHaveLength(MAX_TREND_RANGE_DAYS);
    expect(longest.body).toMatchObject({ bucket: 'day', currency: 'usd' });

    // 2025-06-04 is a Wednesday: the first week runs to Saturday 2025-06-07.
    const weeks = await admin.get<Trends>('/api/admin/trends?from=2025-06-04&to=2025-06-22&bucket=week');
    expect(weeks.body.buckets.map(({ start, end }) => [start, end])).toEqual([
      ['2025-06-04', '2025-06-07'],
      ['2025-06-08', '2025-06-14'],
      ['2025-06-15', '2025-06-21'],
      ['2025-06-22', '2025-06-22'],
    ]);
    const months = await admin.get<Trends>('/api/admin/trends?from=2024-01-15&to=2024-03-10&bucket=month');
    expect(months.body.buckets.map(({ start, end }) => [start, end])).toEqual([
      ['2024-01-15', '2024-01-31'],
      ['2024-02-01', '2024-02-29'],
      ['2024-03-01', '2024-03-10'],
    ]);
    // Long ago nothing happened: every figure is zero.
    expect(months.body.buckets.every((bucket) => bucket.signUps === 0 && bucket.revenueCents === 0)).toBe(
      true,
    );
  });

  it('adds up the days of the range and no other: both ends pinned, by day and by week', async () => {
    const admin = await adminClient();
    // Days long ago that nothing else writes: 1, 2, 4, 8, 16 sign-ups from the day before to the day after.
    const days = ['2021-05-09', '2021-05-10', '2021-05-11', '2021-05-12', '2021-05-13'];
    const refs = days.map((date) => db().collection('statsDays').doc(`${date}_0`));
    await Promise.all(
      refs.map((ref, index) =>
        ref.set({ date: days[index], shard: 0, signUps: 2 ** index, revenueCents: 100 * 2 ** index }),
      ),
    );
    try {
      const byDay = await admin.get<Trends>('/api/admin/trends?from=2021-05-10&to=2021-05-12');
      expect(
        byDay.body.buckets.map(({ start, end, signUps, revenueCents }) => [
          start,
          end,
          signUps,
          revenueCents,
        ]),
      ).toEqual([
        ['2021-05-10', '2021-05-10', 2, 200],
        ['2021-05-11', '2021-05-11', 4, 400],
        ['2021-05-12', '2021-05-12', 8, 800],
      ]);
      // 2021-05-09 is a Sunday: its week holds all five days, cut to the range.
      const byWeek = await admin.get<Trends>('/api/admin/trends?from=2021-05-10&to=2021-05-12&bucket=week');
      expect(byWeek.body.buckets.map(({ start, end, signUps }) => [start, end, signUps])).toEqual([
        ['2021-05-10', '2021-05-12', 14],
      ]);
      const oneDay = await admin.get<Trends>('/api/admin/trends?from=2021-05-13&to=2021-05-13');
      expect(oneDay.body.buckets.map(({ signUps }) => signUps)).toEqual([16]);
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });

  it('counts a sign-up, a questionnaire and its plan, and a payment on the day they happen', async () => {
    const admin = await adminClient();
    const before = await recentFigures(admin);
    const overviewBefore = await overview(admin);
    const person = await registeredClient();
    const paid = await createPlan(person.client);
    await createPlan(person.client);
    await payForPlan(person.client, paid.id);
    expect(difference(await recentFigures(admin), before)).toEqual({
      signUps: 1,
      questionnaires: 2,
      plans: 2,
      payments: 1,
      adminUnlocks: 0,
      refunds: 0,
      revenueCents: 9900,
      refundsCents: 0,
    });
    const after = await overview(admin);
    expect(after.revenue.grossCents - overviewBefore.revenue.grossCents).toBe(9900);
    expect(after.revenue.netCents - overviewBefore.revenue.netCents).toBe(9900);
    expect(after.revenue.payments - overviewBefore.revenue.payments).toBe(1);
    expect(after.revenue.currency).toBe('usd');

    // The same day by week and by month holds the same figures.
    const { today } = aroundToday();
    for (const bucket of ['week', 'month']) {
      const trends = await admin.get<Trends>(`/api/admin/trends?from=${today}&to=${today}&bucket=${bucket}`);
      expect(trends.body.buckets).toHaveLength(1);
      expect(trends.body.buckets[0]!.start).toBe(today);
    }
  });

  it('shows a plan unlocked by an admin apart, at no money', async () => {
    const admin = await adminClient();
    const before = await recentFigures(admin);
    const overviewBefore = await overview(admin);
    const person = await registeredClient();
    const plan = await createPlan(person.client);
    expect((await admin.post('/api/unlock-plan', { planId: plan.id })).status).toBe(200);
    expect(difference(await recentFigures(admin), before)).toMatchObject({
      plans: 1,
      payments: 0,
      adminUnlocks: 1,
      revenueCents: 0,
    });
    const after = await overview(admin);
    expect(difference(after.revenue, overviewBefore.revenue)).toMatchObject({
      grossCents: 0,
      netCents: 0,
      payments: 0,
      adminUnlocks: 1,
    });
    // The spec's test-mode cards count it as a paid plan, as before.
    expect(after.paidPlans - overviewBefore.paidPlans).toBe(1);
    expect(after.pendingPlans - overviewBefore.pendingPlans).toBe(0);
  });

  it('keeps past days when a person is deleted, and takes them out of the totals', async () => {
    const admin = await adminClient();
    const person = await registeredClient();
    await createPlan(person.client, { gender: 'girl', motherAge: 30 });
    const before = await recentFigures(admin);
    const overviewBefore = await overview(admin);
    expect((await admin.request('DELETE', `/api/admin/users/${person.user.id}`)).status).toBe(200);
    expect(difference(await recentFigures(admin), before).signUps).toBe(0);
    const after = await overview(admin);
    expect(after.totalUsers - overviewBefore.totalUsers).toBe(-1);
    expect(after.totalQuestionnaires - overviewBefore.totalQuestionnaires).toBe(-1);
    expect(after.totalPlans - overviewBefore.totalPlans).toBe(-1);
    expect(after.pendingPlans - overviewBefore.pendingPlans).toBe(-1);
    expect(after.genderPreferences.girl - overviewBefore.genderPreferences.girl).toBe(-1);
  });
});

describe('the back-fill (npm run stats:backfill)', () => {
  it('counts the figures again from the documents, and makes people written without tokens searchable', async () => {
    const admin = await adminClient();
    const person = await registeredClient();
    const paid = await createPlan(person.client, { gender: 'boy', motherAge: 47 });
    await payForPlan(person.client, paid.id);
    expect(
      (await admin.post(`/api/admin/plans/${paid.id}/refund`, { reason: 'back-fill test' })).status,
    ).toBe(200);
    const loner = db().collection('users').doc();
    await loner.set({
      name: 'Zainab Backfill',
      email: `zainab.${Date.now()}@example.com`,
      phone: null,
      isAdmin: false,
      isSubscribed: false,
      gender: 'female',
      createdAt: Timestamp.now(),
    });
    expect((await admin.get<unknown[]>('/api/admin/users?search=zainab%20backfill')).body).toEqual([]);

    const { rebuildSearchTokens, rebuildStats } = await import('../../functions/src/data/stats-backfill.ts');
    await rebuildStats();
    expect(await rebuildSearchTokens()).toBeGreaterThanOrEqual(1);

    const count = async (query: Query) => (await query.count().get()).data().count;
    const plans = db().collection('plans');
    const payments = (await db().collection('payments').get()).docs.map((doc) => doc.data());
    const after = await overview(admin);
    expect(after.totalUsers).toBe(await count(db().collection('users')));
    expect(after.totalQuestionnaires).toBe(await count(db().collection('questionnaires')));
    expect(after.totalPlans).toBe(await count(plans));
    expect(after.paidPlans).toBe(await count(plans.where('isPaid', '==', true)));
    expect(after.refundedPlans).toBe(await count(plans.where('paymentStatus', '==', 'refunded')));
    expect(after.genderPreferences.boy).toBe(
      await count(db().collection('questionnaires').where('gender', '==', 'boy')),
    );
    expect(after.revenue.grossCents).toBe(payments.reduce((sum, payment) => sum + Number(payment.amount), 0));
    expect(after.revenue.refundsCents).toBe(
      payments.reduce((sum, payment) => sum + Number(payment.refundedCents ?? 0), 0),
    );
    expect((await admin.get<{ id: string }[]>('/api/admin/users?search=zainab%20backfill')).body).toEqual([
      expect.objectContaining({ id: loner.id }),
    ]);
    await loner.delete();
    // The stack goes on counting on write from there.
    const before = await recentFigures(admin);
    await registeredClient();
    expect(difference(await recentFigures(admin), before).signUps).toBe(1);
  });
});
