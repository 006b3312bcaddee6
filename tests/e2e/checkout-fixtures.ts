import type { APIRequestContext } from '@playwright/test';
import { answers } from '../support/plans.ts';
import { expect } from './fixtures.ts';

/** Stripe's test cards, as a person types them. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** Creates a plan for the signed-in person of this request context (as the questionnaire would). */
export async function createPlan(request: APIRequestContext, baseURL: string): Promise<string> {
  const response = await request.post('/api/generate-plan', {
    data: answers(),
    headers: { origin: baseURL },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { id: string };
  return body.id;
}

/** Whether the API now gives this person the plan as paid and in full. */
export async function planState(request: APIRequestContext, planId: string) {
  const response = await request.get(`/api/plans/${planId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { isPaid: boolean; locked: boolean };
  return { isPaid: body.isPaid, locked: body.locked };
}

/** Pays a plan through the API with the success card, as the test-mode form does; returns the intent id. */
export async function payThroughApi(request: APIRequestContext, baseURL: string, planId: string) {
  const headers = { origin: baseURL };
  const intentResponse = await request.post('/api/create-payment-intent', { data: { planId }, headers });
  expect(intentResponse.status()).toBe(200);
  const intent = (await intentResponse.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post('/api/test-payments/confirm', {
    headers,
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: CARDS.success, exp_month: '12', exp_year: '2034', cvc: '123' },
    },
  });
  expect(confirm.status()).toBe(200);
  return intent.paymentIntentId;
}
