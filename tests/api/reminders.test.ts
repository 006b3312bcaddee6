import { describe, expect, it } from 'vitest';
import {
  addDays,
  messages,
  reminderPayloadSchema,
  type PlanDetails,
  type PushConfig,
  type ReminderRun,
  type ReminderSettings,
} from '@nasl/core';
import * as v from 'valibot';
import { db } from '../support/firebase.ts';
import { adminClient, Client, registeredClient } from '../support/http.ts';
import { today } from '../support/plans.ts';
import { decryptPush, markGone, newDevice, pushesTo, type TestDevice } from '../support/push.ts';
import { husbandOf, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';

type Message = { message: string };
type FullDetails = Extract<PlanDetails, { locked: false }>;
const m = (key: keyof typeof messages) => messages[key].en;
const remindersPath = (planId: string) => `/api/plans/${planId}/reminders`;
const SETTINGS = { enabled: true, eveningHour: 21, morningHour: 7, timeZone: 'Asia/Riyadh', discreet: true };

async function runAt(instant: number): Promise<ReminderRun> {
  const response = await new Client().post<ReminderRun>('/api/test-reminders/run', {
    now: new Date(instant).toISOString(),
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function subscribeDevice(client: Client, device: TestDevice = newDevice()) {
  const response = await client.post<Message>('/api/push-subscriptions', device.subscription);
  expect(response.status).toBe(201);
  return device;
}

describe('GET /api/push-config', () => {
  it('gives anyone the VAPID public key browsers subscribe with', async () => {
    const response = await new Client().get<PushConfig>('/api/push-config');
    expect(response.status).toBe(200);
    expect(response.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(response.body.publicKey!, 'base64url')[0]).toBe(4);
  });
});

describe('POST and DELETE /api/push-subscriptions', () => {
  it('keeps a device for the signed-in person, and forgets it for her only', async () => {
    const { client, user } = await registeredClient();
    const device = await subscribeDevice(client);
    const stored = await db().collection('pushSubscriptions').where('userId', '==', user.id).get();
    expect(stored.docs.map((doc) => doc.get('endpoint'))).toEqual([device.subscription.endpoint]);
    const stranger = await registeredClient();
    const body = { body: { endpoint: device.subscription.endpoint } };
    expect((await stranger.client.request('DELETE', '/api/push-subscriptions', body)).status).toBe(404);
    const removed = await client.request<Message>('DELETE', '/api/push-subscriptions', body);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(m('pushSubscriptionRemoved'));
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(0);
  });

  it('refuses guests (401) and a malformed subscription (400), storing nothing', async () => {
    const device = newDevice();
    expect((await new Client().post('/api/push-subscriptions', device.subscription)).status).toBe(401);
    const removal = { body: { endpoint: device.subscription.endpoint } };
    expect((await new Client().request('DELETE', '/api/push-subscriptions', removal)).status).toBe(401);
    const { client, user } = await registeredClient();
    for (const bad of [
      { ...device.subscription, endpoint: 'http://push.example.test/x' },
      { ...device.subscription, keys: { p256dh: 'x', auth: 'y' } },
      { endpoint: device.subscription.endpoint },
    ]) {
      const response = await client.post<Message>('/api/push-subscriptions', bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(m('pushSubscriptionInvalid'));
    }
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(0);
  });
});

describe('GET and PUT /api/plans/{id}/reminders: who may', () => {
  it('the owner of a paid plan: off by default, then her hours and the next reminder', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const defaults = await client.get<ReminderSettings>(remindersPath(planId));
    expect(defaults.body).toEqual({
      enabled: false,
      eveningHour: 21,
      morningHour: 8,
      timeZone: 'Asia/Riyadh',
      discreet: true,
      nextReminderAt: null,
    });
    const saved = await client.put<ReminderSettings>(remindersPath(planId), SETTINGS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(SETTINGS);
    expect(Date.parse(saved.body.nextReminderAt!)).toBeGreaterThan(Date.now());
    expect((await client.get<ReminderSettings>(remindersPath(planId))).body).toEqual(saved.body);
  });

  it('refuses guests (401), an unpaid plan (402), anyone else, her partner, admins (403), bad settings (400)', async () => {
    const owner = await registeredClient();
    const unpaid = await createPlan(owner.client);
    expect((await new Client().get(remindersPath(unpaid.id))).status).toBe(401);
    expect((await new Client().put(remindersPath(unpaid.id), SETTINGS)).status).toBe(401);
    const locked = await owner.client.put<Message>(remindersPath(unpaid.id), SETTINGS);
    expect(locked.status).toBe(402);
    expect(locked.body.message).toBe(m('remindersNeedPayment'));
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(client, planId);
    for (const other of [owner.client, husband.client, await adminClient()]) {
      expect((await other.get(remindersPath(planId))).status).toBe(403);
      expect((await other.put(remindersPath(planId), SETTINGS)).status).toBe(403);
    }
    for (const [change, message] of [
      [{ eveningHour: 4 }, 'reminderHourInvalid'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZoneInvalid'],
      [{ discreet: 'no' }, 'reminderSettingsInvalid'],
    ] as const) {
      const bad = await client.put<Message>(remindersPath(planId), { ...SETTINGS, ...change });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(m(message));
    }
    expect((await client.get<ReminderSettings>(remindersPath(planId))).body.enabled).toBe(false);
  });
});

describe('the scheduled run: what is due, and the push', () => {
  it('sends the due reminder to each of her devices, encrypted for it and signed with the VAPID key', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const tablet = await subscribeDevice(owner.client);
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS, {
      lang: 'ar',
    });
    const due = Date.parse(saved.body.nextReminderAt!);

    // A minute before it is due, nothing goes; at the minute, it goes once.
    await runAt(due - 60_000);
    expect(await pushesTo(phone)).toEqual([]);
    await runAt(due + 60_000);
    const [push] = await pushesTo(phone);
    expect(await pushesTo(tablet)).toHaveLength(1);
    const payload = v.parse(reminderPayloadSchema, JSON.parse(push!.payload));
    expect(decryptPush(phone, push!.body)).toBe(push!.payload);
    expect(payload.url).toBe(`/results?id=${owner.planId}#today`);
    expect(payload.title).toBe('نسل');
    expect(['لديك تذكير لغد.', 'لديك تذكير لليوم.']).toContain(payload.body);
    const publicKey = (await new Client().get<PushConfig>('/api/push-config')).body.publicKey;
    expect(push!.vapidKey).toBe(publicKey);
    expect(push!.ttl).toBeGreaterThan(0);

    // What it is about: an LH test day (that morning) or an attempt day (the evening before).
    const plan = (await owner.client.get<FullDetails>(`/api/plans/${owner.planId}`)).body;
    const day = plan.planData.cycle.days.find((entry) => entry.date === payload.date)!;
    expect(day.activities).toContain(payload.kind === 'lh-test' ? 'lh-test' : 'attempt');

    // The next reminder moved on; running again at the same time sends nothing more.
    const next = (await owner.client.get<ReminderSettings>(remindersPath(owner.planId))).body;
    expect(Date.parse(next.nextReminderAt!)).toBeGreaterThan(due);
    await runAt(due + 120_000);
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('plain text when she chose it, in her language', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const saved = await owner.client.put<ReminderSettings>(
      remindersPath(owner.planId),
      { ...SETTINGS, discreet: false },
      { lang: 'en' },
    );
    await runAt(Date.parse(saved.body.nextReminderAt!) + 1000);
    const payload = JSON.parse((await pushesTo(phone))[0]!.payload) as { title: string };
    expect(['Nasl: tomorrow is an attempt day', 'Nasl: LH test today']).toContain(payload.title);
  });

  it('sends nothing for reminders turned off, or for a plan no longer paid', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS);
    const due = Date.parse(saved.body.nextReminderAt!);
    const off = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), {
      ...SETTINGS,
      enabled: false,
    });
    expect(off.body.nextReminderAt).toBeNull();
    await runAt(due + 1000);
    expect(await pushesTo(phone)).toEqual([]);

    const refunded = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const herPhone = await subscribeDevice(refunded.client);
    const hers = await refunded.client.put<ReminderSettings>(remindersPath(refunded.planId), SETTINGS);
    await db().collection('plans').doc(refunded.planId).update({ isPaid: false });
    await runAt(Date.parse(hers.body.nextReminderAt!) + 1000);
    expect(await pushesTo(herPhone)).toEqual([]);
    expect((await db().collection('reminders').doc(refunded.planId).get()).get('nextDueAt')).toBeNull();
  });

  it('follows a re-plan: the next reminder moves with the new dates', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -26), cycleLength: 28 });
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), {
      ...SETTINGS,
      morningHour: 5,
    });
    // Her period comes tomorrow, a day before the plan expected it: her first LH test day moves. (Logged
    // today, it would happen to stay on the same day: her window moves four days earlier, and the four
    // extra test days that the answer alone asked for, its ovulation being less certain, are no longer
    // needed.)
    const logged = await owner.client.post<FullDetails>(`/api/plans/${owner.planId}/cycle-events`, {
      type: 'period-start',
      date: addDays(today, 1),
    });
    expect(logged.status).toBe(201);
    const after = (await owner.client.get<ReminderSettings>(remindersPath(owner.planId))).body;
    expect(after.nextReminderAt).not.toBe(saved.body.nextReminderAt);
    // Computed here from the new plan's days: Riyadh is UTC+3 all year, so 05:00 there is 02:00 UTC and 21:00
    // the evening before is 18:00 UTC.
    const expected = logged.body.planData.cycle.days
      .flatMap((day) => [
        ...(day.activities.includes('lh-test') ? [Date.parse(`${day.date}T02:00:00Z`)] : []),
        ...(day.activities.includes('attempt') ? [Date.parse(`${addDays(day.date, -1)}T18:00:00Z`)] : []),
      ])
      .filter((instant) => instant > Date.now())
      .sort((a, b) => a - b)[0];
    expect(after.nextReminderAt).toBe(new Date(expected!).toISOString());
  });

  it('forgets a device its push service says is gone (410)', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    await markGone(phone);
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS);
    await runAt(Date.parse(saved.body.nextReminderAt!) + 1000);
    expect(await pushesTo(phone)).toEqual([]);
    const left = await db().collection('pushSubscriptions').where('userId', '==', owner.user.id).get();
    expect(left.size).toBe(0);
  });

  it('the local run exists only on the local stack, and refuses a malformed time', async () => {
    const bad = await new Client().post<Message>('/api/test-reminders/run', { now: 'tomorrow' });
    expect(bad.status).toBe(400);
  });
});
