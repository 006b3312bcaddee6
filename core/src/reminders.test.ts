import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
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
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' };

  it('takes an https endpoint with its keys', () => {
    expect(
      v.parse(pushSubscriptionRequestSchema, { endpoint: 'https://push.example/x', keys }).endpoint,
    ).toBe('https://push.example/x');
  });

  it.each([
    { endpoint: 'http://push.example/x', keys },
    { endpoint: 'javascript:alert(1)', keys },
    { endpoint: 'https://push.example/x', keys: { ...keys, auth: 'short' } },
    { endpoint: 'https://push.example/x', keys: { ...keys, p256dh: 'not base64!' } },
    { endpoint: `https://push.example/${'x'.repeat(2100)}`, keys },
  ])('refuses %j', (body) => {
    expect(v.safeParse(pushSubscriptionRequestSchema, body).issues?.[0]?.message).toBe(
      'pushSubscriptionInvalid',
    );
  });
});
