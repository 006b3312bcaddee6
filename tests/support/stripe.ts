/** Talks to the local Stripe stand-in the way Stripe itself would be used: for setting up test cases. */
import Stripe from 'stripe';
import {
  LOCAL_STANDIN_SECRET_KEY,
  LOCAL_STANDIN_WEBHOOK_SECRET,
} from '../../functions/src/lib/payment-config.ts';
import { checkAnswer } from './contract.ts';
import { BASE_URL } from './http.ts';

const standInUrl = new URL(process.env.NASL_STRIPE_STANDIN_URL ?? 'http://127.0.0.1:1');
export const stripe = new Stripe(LOCAL_STANDIN_SECRET_KEY, {
  host: standInUrl.hostname,
  port: Number(standInUrl.port),
  protocol: 'http',
  maxNetworkRetries: 0,
});

/**
 * The ids (plans, people or payment intents) this test file switched a stand-in failure on for. The API test
 * files run at the same time against one stand-in, so a file fails only the calls about its own people.
 */
const switchedOn = { outage: new Set<string>(), 'rate-limit': new Set<string>() };

async function setFailure(kind: keyof typeof switchedOn, on: boolean, about?: readonly string[]) {
  if (on && !about?.length) throw new Error(`say whose Stripe calls the ${kind} is for`);
  const ids = about ?? [...switchedOn[kind]];
  for (const id of ids) {
    if (on) switchedOn[kind].add(id);
    else switchedOn[kind].delete(id);
  }
  await fetch(`${standInUrl.origin}/__control/${kind}`, {
    method: 'POST',
    body: JSON.stringify({ on, about: ids }),
  });
}

/**
 * Stripe drops the connection of every call about these plans, people or intents; switched off with the same
 * ids, or with none: every outage this file switched on ends.
 */
export function setStripeOutage(on: boolean, about?: readonly string[]): Promise<void> {
  return setFailure('outage', on, about);
}

/** Stripe answers every call about these ids with its 429 rate-limit error (off as `setStripeOutage`). */
export function setStripeRateLimit(on: boolean, about?: readonly string[]): Promise<void> {
  return setFailure('rate-limit', on, about);
}

/**
 * The calls the stand-in received about any of these plans, people or payment intents (named in the path, or
 * in the metadata of the intent the call is about), oldest first: method and path, e.g. GET
 * /v1/payment_intents/pi_….
 */
export async function stripeRequestsAbout(
  ids: readonly string[],
): Promise<{ method: string; path: string }[]> {
  const response = await fetch(
    `${standInUrl.origin}/__control/requests?about=${ids.map(encodeURIComponent).join(',')}`,
  );
  const { requests } = (await response.json()) as { requests: { method: string; path: string }[] };
  return requests.map(({ method, path }) => ({ method, path }));
}

/** Sends a webhook signed like Stripe (or with a wrong secret) to the API. */
export async function sendWebhook(event: Record<string, unknown>, secret = LOCAL_STANDIN_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  const response = await fetch(`${BASE_URL}/api/stripe-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  checkAnswer('POST', '/api/stripe-webhook', response.status, await response.clone().json());
  return response;
}

export function intentEvent(
  type: string,
  intent: Stripe.PaymentIntent,
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object: intent } };
}

/** A refund made the way an operator makes one in Stripe's dashboard: at Stripe, with no Nasl metadata. */
export async function refundInStripeDashboard(paymentIntentId: string, amountCents?: number) {
  return stripe.refunds.create({
    payment_intent: paymentIntentId,
    ...(amountCents === undefined ? {} : { amount: amountCents }),
  });
}
