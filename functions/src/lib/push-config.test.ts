import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { PushConfigError, readPushConfig } from './push-config.ts';

const keys = webpush.generateVAPIDKeys();
const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };

describe('readPushConfig', () => {
  it('is off without a key pair: reminders are then unavailable, nothing else is', () => {
    expect(readPushConfig({}, false)).toBeNull();
  });

  it('reaches the real push services with a key pair, the support address as the contact', () => {
    expect(readPushConfig({ ...env, SUPPORT_EMAIL: 'help@example.com' }, false)).toEqual({
      mode: 'web-push',
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: 'mailto:help@example.com',
    });
  });

  it('uses the stand-in only inside the emulator', () => {
    const standin = { ...env, PUSH_STANDIN_URL: 'http://127.0.0.1:12113' };
    expect(readPushConfig(standin, true)).toMatchObject({
      mode: 'local-standin',
      standinUrl: 'http://127.0.0.1:12113',
    });
    expect(readPushConfig(standin, false)?.mode).toBe('web-push');
  });

  it.each([
    [{ ...env, VAPID_PRIVATE_KEY: '' }, 'VAPID_PRIVATE_KEY'],
    [{ ...env, VAPID_PUBLIC_KEY: 'short' }, 'VAPID_PUBLIC_KEY'],
    [{ ...env, VAPID_SUBJECT: 'someone' }, 'VAPID_SUBJECT'],
  ])('refuses a half or malformed configuration (%j)', (given, name) => {
    expect(() => readPushConfig(given, false)).toThrow(PushConfigError);
    expect(() => readPushConfig(given, false)).toThrow(name);
  });
});
