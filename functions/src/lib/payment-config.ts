/**
 * Which Stripe the function talks to. Locally (emulator) with STRIPE_STANDIN_URL set: the local stand-in.
 * Anywhere else: the real Stripe, and only with real keys — a deployed function never reaches the stand-in.
 */
export const LOCAL_STANDIN_SECRET_KEY = 'sk_test_nasl_local_standin';
export const LOCAL_STANDIN_WEBHOOK_SECRET = 'whsec_nasl_local_standin';

export interface PaymentConfig {
  mode: 'stripe' | 'local-standin';
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  /** Only for the stand-in. */
  api?: { host: string; port: number; protocol: 'http' };
}

export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

export function readPaymentConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): PaymentConfig {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';
  const standinUrl = env.STRIPE_STANDIN_URL;
  if (isEmulator && standinUrl) {
    const url = new URL(standinUrl);
    return {
      mode: 'local-standin',
      secretKey: LOCAL_STANDIN_SECRET_KEY,
      webhookSecret: LOCAL_STANDIN_WEBHOOK_SECRET,
      publishableKey: null,
      api: { host: url.hostname, port: Number(url.port), protocol: 'http' },
    };
  }
  if (!/^(sk|rk)_(live|test)_\w{8,}/.test(secretKey) || secretKey === LOCAL_STANDIN_SECRET_KEY) {
    throw new PaymentConfigError('STRIPE_SECRET_KEY is missing or is not a real Stripe secret key');
  }
  if (!/^whsec_\w{8,}/.test(webhookSecret) || webhookSecret === LOCAL_STANDIN_WEBHOOK_SECRET) {
    throw new PaymentConfigError('STRIPE_WEBHOOK_SECRET is missing or is not a real Stripe webhook secret');
  }
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY ?? '';
  if (!/^pk_(live|test)_\w{8,}/.test(publishableKey)) {
    throw new PaymentConfigError('STRIPE_PUBLISHABLE_KEY is missing or is not a real Stripe publishable key');
  }
  return { mode: 'stripe', secretKey, webhookSecret, publishableKey };
}
