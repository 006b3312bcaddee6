import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../lib/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { confirmTestPayment } from './confirm-test-payment.ts';

/** A deployed function's environment: real Stripe keys, not the emulator; the stand-in's URL set by mistake. */
const PRODUCTION = {
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEfGhIjKlMn',
  STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEfGhIjKlMn',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEfGhIjKlMn',
  STRIPE_STANDIN_URL: 'http://127.0.0.1:12111',
  FUNCTIONS_EMULATOR: '',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/test-payments/confirm in production', () => {
  it('answers 404 before reading the request: the test card form cannot pay a plan', async () => {
    for (const [name, value] of Object.entries(PRODUCTION)) vi.stubEnv(name, value);
    const config = readConfig(process.env);
    expect(config.isEmulator).toBe(false);
    const res = { json: vi.fn(), status: vi.fn() } as unknown as Response;
    const req = { body: { paymentIntentId: 'pi_1', card: '4242424242424242' } } as Request;
    const refusal = await confirmTestPayment(config)(req, res).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ status: 404, messageKey: 'notFound' });
    expect(res.json).not.toHaveBeenCalled();
  });
});
