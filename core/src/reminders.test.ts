import { createECDH, randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  base64urlBytes,
  isP256Point,
  isPushServiceHost,
  isValidTimeZone,
  pushSubscriptionRequestSchema,
  reminderPayload,
  reminderPayloadSchema,
  reminderSettingsRequestSchema,
} from './reminders.ts';

describe('reminderPayload', () => {
  const base = { planId: 'plan1', date: '2026-12-11', ramadan: false } as const;

  it('is discreet by default: the title and text say nothing of their purpose', () => {
    const evening = reminderPayload({ ...base, kind: 'attempt-eve', lang: 'ar', discreet: true });
    expect(evening).toEqual({
      title: 'نسل',
      body: 'لديك تذكير لغد.',
      url: '/results?id=plan1#today',
      tag: 'nasl-plan1-2026-12-11',
      kind: 'attempt-eve',
      date: '2026-12-11',
    });
    const morning = reminderPayload({ ...base, kind: 'lh-test', lang: 'en', discreet: true });
    expect(morning.title).toBe('Nasl');
    expect(morning.body).toBe('You have a reminder for today.');
    for (const payload of [evening, morning]) {
      expect(`${payload.title} ${payload.body}`).not.toMatch(/attempt|LH|محاولة|الإباضة/);
    }
  });

  it('says what the day is when she chose plain reminders, with Ramadan’s rule on a Ramadan attempt day', () => {
    const plain = reminderPayload({
      ...base,
      kind: 'attempt-eve',
      lang: 'en',
      discreet: false,
      ramadan: true,
    });
    expect(plain.title).toBe('Nasl: tomorrow is an attempt day');
    expect(plain.body).toContain('only between sunset and dawn');
    const test = reminderPayload({ ...base, kind: 'lh-test', lang: 'ar', discreet: false, ramadan: true });
    expect(test.title).toContain('LH');
    expect(test.body).not.toContain('رمضان');
  });

  it('matches the schema the service worker reads it with', () => {
    const payload = reminderPayload({ ...base, kind: 'lh-test', lang: 'ar', discreet: false });
    expect(v.parse(reminderPayloadSchema, JSON.parse(JSON.stringify(payload)))).toEqual(payload);
  });
});

describe('reminder settings', () => {
  const valid = { enabled: true, eveningHour: 21, morningHour: 7, timeZone: 'Asia/Riyadh', discreet: true };

  it('takes the hours of the lists and a known time zone', () => {
    expect(v.parse(reminderSettingsRequestSchema, valid)).toEqual(valid);
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it.each([
    [{ eveningHour: 3 }, 'reminderHourInvalid'],
    [{ morningHour: 7.5 }, 'reminderHourInvalid'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZoneInvalid'],
    [{ enabled: 'yes' }, 'reminderSettingsInvalid'],
  ])('refuses %j with %s', (change, message) => {
    const result = v.safeParse(reminderSettingsRequestSchema, { ...valid, ...change });
    expect(result.issues?.[0]?.message).toBe(message);
  });
});

describe('push subscriptions', () => {
  const device = createECDH('prime256v1');
  device.generateKeys();
  const keys = {
    p256dh: device.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
  const messageOf = (body: unknown) => v.safeParse(pushSubscriptionRequestSchema, body).issues?.[0]?.message;

  it('takes an https endpoint with its keys', () => {
    expect(v.parse(pushSubscriptionRequestSchema, { endpoint, keys }).endpoint).toBe(endpoint);
    const padded = { p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` };
    expect(messageOf({ endpoint, keys: padded })).toBeUndefined();
  });

  it.each([
    { endpoint: 'http://push.example/x', keys },
    { endpoint: 'javascript:alert(1)', keys },
    { endpoint: `https://push.example/${'x'.repeat(2100)}`, keys },
    { endpoint },
    { endpoint, keys: 'none' },
  ])('refuses %j as no subscription', (body) => {
    expect(messageOf(body)).toBe('pushSubscriptionInvalid');
  });

  it.each([
    'https://127.0.0.1/x',
    'https://2130706433/x',
    'https://0x7f.1/x',
    'https://[::1]/x',
    'https://[::ffff:169.254.169.254]/x',
    'https://localhost/x',
    'https://a:b@fcm.googleapis.com/x',
    'https://fcm.googleapis.com:444/x',
  ])('refuses %s: no address, port or credentials in an endpoint', (address) => {
    expect(messageOf({ endpoint: address, keys })).toBe('pushServiceNotAllowed');
  });

  it('refuses keys no push can be encrypted to', () => {
    const point = Buffer.from(keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64] = offCurve[64]! ^ 1;
    for (const bad of [
      { p256dh: offCurve.toString('base64url') },
      { p256dh: device.getPublicKey('base64url', 'compressed') },
      { p256dh: 'not base64!' },
      { p256dh: `B${'a'.repeat(86)}` },
      { auth: 'short' },
      { auth: randomBytes(17).toString('base64url') },
      { auth: 'abcdefghijklmnopqrstu' },
    ]) {
      expect(messageOf({ endpoint, keys: { ...keys, ...bad } }), JSON.stringify(bad)).toBe('pushKeysInvalid');
    }
  });

  it('knows the push services browsers use, and no look-alike', () => {
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      'api.push.apple.com',
      'wns2-par02p.notify.windows.com',
    ]) {
      expect(isPushServiceHost(host), host).toBe(true);
    }
    for (const host of [
      'fcm.googleapis.com.evil.example',
      'evilpush.apple.com',
      'push.apple.com.evil.example',
      'notify.windows.com',
      'googleapis.com',
      'localhost',
    ]) {
      expect(isPushServiceHost(host), host).toBe(false);
    }
  });

  it('decodes base64url as Node does, and checks a P-256 point with the curve’s equation', () => {
    for (let length = 0; length < 40; length += 1) {
      const bytes = randomBytes(length);
      expect(Buffer.from(base64urlBytes(bytes.toString('base64url'))!)).toEqual(bytes);
    }
    expect(isP256Point(new Uint8Array(device.getPublicKey()))).toBe(true);
    const other = createECDH('prime256v1');
    other.generateKeys();
    expect(isP256Point(new Uint8Array(other.getPublicKey()))).toBe(true);
    expect(isP256Point(new Uint8Array(65).fill(0, 1).fill(4, 0, 1))).toBe(false);
  });
});
