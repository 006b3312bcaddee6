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

export async function setStripeOutage(on: boolean): Promise<void> {
  await fetch(`${standInUrl.origin}/__control/outage`, { method: 'POST', body: JSON.stringify({ on }) });
}

/** Makes the stand-in answer every call with Stripe's 429 rate-limit error. */
export async function setStripeRateLimit(on: boolean): Promise<void> {
  await fetch(`${standInUrl.origin}/__control/rate-limit`, { method: 'POST', body: JSON.stringify({ on }) });
}

/** The calls the stand-in received since `clearStripeRequests` (method and path, e.g. GET /v1/payment_intents/pi_…). */
export async function stripeRequests(): Promise<{ method: string; path: string }[]> {
  const response = await fetch(`${standInUrl.origin}/__control/requests`);
  return ((await response.json()) as { requests: { method: string; path: string }[] }).requests;
}

export async function clearStripeRequests(): Promise<void> {
  await fetch(`${standInUrl.origin}/__control/requests`, { method: 'DELETE' });
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
