import { describe, expect, it } from 'vitest';
import {
  LOCAL_STANDIN_SECRET_KEY,
  LOCAL_STANDIN_WEBHOOK_SECRET,
  readPaymentConfig,
} from './payment-config.ts';

const real = {
  STRIPE_SECRET_KEY: 'sk_test_51AbCdEfGhIjKlMn',
  STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEfGhIjKlMn',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbCdEfGhIjKlMn',
};

describe('readPaymentConfig', () => {
  it('uses the local stand-in only inside the emulator', () => {
    const config = readPaymentConfig({ STRIPE_STANDIN_URL: 'http://127.0.0.1:12111' }, true);
    expect(config).toMatchObject({
      mode: 'local-standin',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('never reaches the stand-in in production, even when its URL is set', () => {
    const config = readPaymentConfig({ ...real, STRIPE_STANDIN_URL: 'http://127.0.0.1:12111' }, false);
    expect(config.mode).toBe('stripe');
    expect(config.api).toBeUndefined();
  });

  it.each([
    ['no keys at all', {}],
    ['the stand-in keys', { ...real, STRIPE_SECRET_KEY: LOCAL_STANDIN_SECRET_KEY }],
    ['the stand-in webhook secret', { ...real, STRIPE_WEBHOOK_SECRET: LOCAL_STANDIN_WEBHOOK_SECRET }],
    ['a publishable key as secret key', { ...real, STRIPE_SECRET_KEY: real.STRIPE_PUBLISHABLE_KEY }],
    ['no webhook secret', { ...real, STRIPE_WEBHOOK_SECRET: '' }],
    ['no publishable key', { ...real, STRIPE_PUBLISHABLE_KEY: '' }],
  ])('refuses to run in production with %s', (_, env) => {
    expect(() => readPaymentConfig({ ...env, STRIPE_STANDIN_URL: 'http://127.0.0.1:1' }, false)).toThrow(
      /STRIPE_/,
    );
  });

  it('accepts real keys in production', () => {
    expect(readPaymentConfig(real, false)).toMatchObject({
      mode: 'stripe',
      publishableKey: real.STRIPE_PUBLISHABLE_KEY,
    });
  });
});
