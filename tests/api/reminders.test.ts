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
import { createHash, createECDH, randomBytes } from 'node:crypto';
import {
  decryptPush,
  markGone,
  newDevice,
  pushesTo,
  setPushOutage,
  type TestDevice,
} from '../support/push.ts';
import { husbandOf, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

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
  const response = await client.post<ErrorBody>('/api/push-subscriptions', device.subscription);
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
    const removed = await client.request<ErrorBody>('DELETE', '/api/push-subscriptions', body);
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
    for (const [bad, message] of [
      [{ ...device.subscription, endpoint: 'http://push.example.test/x' }, 'pushSubscriptionInvalid'],
      [{ ...device.subscription, keys: { p256dh: 'x', auth: 'y' } }, 'pushKeysInvalid'],
      [{ endpoint: device.subscription.endpoint }, 'pushSubscriptionInvalid'],
    ] as const) {
      const response = await client.post<ErrorBody>('/api/push-subscriptions', bad);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(m(message));
    }
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(0);
  });
});

describe('POST /api/push-subscriptions: where a reminder may go, and how many devices', () => {
  const keys = () => newDevice().subscription.keys;

  it('refuses an endpoint that is not a browser push service: addresses, loopback, private and metadata hosts', async () => {
    const { client, user } = await registeredClient();
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://10.0.0.7/push/x',
      'https://192.168.1.1/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00:ec2::254]/latest',
      'https://2130706433/push/x',
      'https://localhost/push/x',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/push/x',
      'https://evil.example.com/fcm.googleapis.com/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ]) {
      const response = await client.post<ErrorBody>('/api/push-subscriptions', { endpoint, keys: keys() });
      expect(response.status, endpoint).toBe(400);
      expect(response.body.message, endpoint).toBe(m('pushServiceNotAllowed'));
    }
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(0);
  });

  it('takes the push services browsers use (and the local stand-in’s, on the local stack only)', async () => {
    const { client, user } = await registeredClient();
    const endpoints = [
      `https://fcm.googleapis.com/fcm/send/${randomBytes(9).toString('base64url')}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(9).toString('base64url')}`,
      `https://web.push.apple.com/${randomBytes(9).toString('base64url')}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${randomBytes(9).toString('base64url')}`,
      newDevice().subscription.endpoint,
    ];
    for (const endpoint of endpoints) {
      const response = await client.post('/api/push-subscriptions', { endpoint, keys: keys() });
      expect(response.status, endpoint).toBe(201);
    }
    const stored = await db().collection('pushSubscriptions').where('userId', '==', user.id).get();
    expect(stored.docs.map((doc) => doc.get('endpoint')).sort()).toEqual([...endpoints].sort());
  });

  it('refuses device keys that encrypt nothing: a p256dh off the curve or not a point, an auth not 16 bytes', async () => {
    const { client, user } = await registeredClient();
    const device = newDevice();
    const point = Buffer.from(device.subscription.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = offCurve[64]! ^ 1;
    const compressed = createECDH('prime256v1');
    compressed.generateKeys();
    for (const bad of [
      { p256dh: offCurve.toString('base64url') },
      { p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url') },
      { p256dh: compressed.getPublicKey('base64url', 'compressed') },
      { p256dh: Buffer.concat([Buffer.from([5]), point.subarray(1)]).toString('base64url') },
      { auth: randomBytes(15).toString('base64url') },
      { auth: randomBytes(17).toString('base64url') },
      { auth: randomBytes(24).toString('base64url') },
    ]) {
      const response = await client.post<ErrorBody>('/api/push-subscriptions', {
        endpoint: device.subscription.endpoint,
        keys: { ...device.subscription.keys, ...bad },
      });
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.message).toBe(m('pushKeysInvalid'));
    }
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(0);
  });

  it('keeps at most 10 devices a person: the 11th replaces the oldest', async () => {
    const { client, user } = await registeredClient();
    const devices: TestDevice[] = [];
    for (let index = 0; index < 11; index += 1) devices.push(await subscribeDevice(client));
    const stored = await db().collection('pushSubscriptions').where('userId', '==', user.id).get();
    expect(stored.size).toBe(10);
    expect(stored.docs.map((doc) => doc.get('endpoint')).sort()).toEqual(
      devices
        .slice(1)
        .map((device) => device.subscription.endpoint)
        .sort(),
    );
    // The same device again is no new device: nothing is replaced.
    await subscribeDevice(client, devices[5]);
    expect((await db().collection('pushSubscriptions').where('userId', '==', user.id).get()).size).toBe(10);
  });

  it('is throttled per person: past the limit 429 with Retry-After, and nothing is stored', async () => {
    // RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_ACCOUNT is 12 a minute on the test stack (scripts/test.ts).
    const { client, user } = await registeredClient();
    const device = newDevice();
    for (let index = 0; index < 12; index += 1) {
      expect((await client.post('/api/push-subscriptions', device.subscription)).status).toBe(201);
    }
    const refused = await client.post<ErrorBody>('/api/push-subscriptions', newDevice().subscription);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await db().collection('pushSubscriptions').where('userId', '==', user.id).get();
    expect(stored.docs.map((doc) => doc.get('endpoint'))).toEqual([device.subscription.endpoint]);
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
    const locked = await owner.client.put<ErrorBody>(remindersPath(unpaid.id), SETTINGS);
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
      const bad = await client.put<ErrorBody>(remindersPath(planId), { ...SETTINGS, ...change });
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

  it('isolates each device: a malformed stored key is dropped, her other device and other plans still get theirs', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const other = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const otherPhone = await subscribeDevice(other.client);
    // Stored as an older server accepted it: a p256dh that is no point on the curve.
    const broken = `https://push.example.test/send/${randomBytes(9).toString('base64url')}`;
    await db()
      .collection('pushSubscriptions')
      .doc(createHash('sha256').update(broken).digest('hex'))
      .set({
        userId: owner.user.id,
        endpoint: broken,
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: randomBytes(16).toString('base64url') },
        createdAt: new Date(Date.now() - 60_000),
      });
    const mine = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS);
    const theirs = await other.client.put<ReminderSettings>(remindersPath(other.planId), SETTINGS);
    const due = Math.max(Date.parse(mine.body.nextReminderAt!), Date.parse(theirs.body.nextReminderAt!));
    const run = await runAt(due + 1000);
    expect(run.due).toBeGreaterThanOrEqual(2);
    expect(await pushesTo(phone)).toHaveLength(1);
    expect(await pushesTo(otherPhone)).toHaveLength(1);
    const left = await db().collection('pushSubscriptions').where('userId', '==', owner.user.id).get();
    expect(left.docs.map((doc) => doc.get('endpoint'))).toEqual([phone.subscription.endpoint]);
  });

  it('a run whose pushes fail leaves the reminder pending: the next run sends it', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS);
    const due = Date.parse(saved.body.nextReminderAt!);
    await setPushOutage(true);
    try {
      await runAt(due + 1000);
    } finally {
      await setPushOutage(false);
    }
    expect(await pushesTo(phone)).toEqual([]);
    const pending = await owner.client.get<ReminderSettings>(remindersPath(owner.planId));
    expect(pending.body.nextReminderAt).toBe(saved.body.nextReminderAt);
    await runAt(due + 2000);
    expect(await pushesTo(phone)).toHaveLength(1);
    const moved = await owner.client.get<ReminderSettings>(remindersPath(owner.planId));
    expect(Date.parse(moved.body.nextReminderAt!)).toBeGreaterThan(due);
  });

  it('sends a reminder at the very minute it is due, not a millisecond before', async () => {
    const owner = await ownerWithPlanMarkedPaid({ lastPeriodDate: addDays(today, -5), cycleLength: 28 });
    const phone = await subscribeDevice(owner.client);
    const saved = await owner.client.put<ReminderSettings>(remindersPath(owner.planId), SETTINGS);
    const due = Date.parse(saved.body.nextReminderAt!);
    await runAt(due - 1);
    expect(await pushesTo(phone)).toEqual([]);
    await runAt(due);
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('the local run exists only on the local stack, and refuses a malformed time', async () => {
    const bad = await new Client().post<ErrorBody>('/api/test-reminders/run', { now: 'tomorrow' });
    expect(bad.status).toBe(400);
  });
});
