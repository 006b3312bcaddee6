import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Confirming and verifying are several calls through the emulated function and the Stripe stand-in. */
export const PAYMENT_TIMEOUT = 30_000;

/** Where a verified card payment lands: the plan it unlocked, with the paid confirmation above it. */
export const paidPlanUrl = (planId: string) => new RegExp(`/results\\?plan_id=${planId}$`);

/** The checkout's card form (the test-mode form, or the Payment Element's in real Stripe mode). */
export function cardForm(page: Page) {
  return page.getByRole('form', { name: /^(Payment details|بيانات الدفع)$/ });
}

/** The form appears once the payment is prepared; a function's first call after the stack starts is slow. */
export async function waitForCardForm(page: Page) {
  await expect(cardForm(page)).toBeVisible({ timeout: 30_000 });
}

/** The test-mode form's fields, in English. */
export const TEST_MODE_CARD_FIELDS = {
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvc: 'Security code (CVC)',
};

/** Types a card into the form by its fields' labels: the number, an expiry in 2034 and a CVC. */
export async function fillCard(
  page: Page,
  number: string,
  { fields = TEST_MODE_CARD_FIELDS, expiry = '12/34' } = {},
) {
  await waitForCardForm(page);
  const form = cardForm(page);
  await form.getByLabel(fields.number).fill(number);
  await form.getByLabel(fields.expiry).fill(expiry);
  await form.getByLabel(fields.cvc).fill('123');
}

/** Whether the API now gives this person the plan as paid and in full. */
export async function planState(request: APIRequestContext, planId: string) {
  const response = await request.get(`/api/plans/${planId}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { isPaid: boolean; locked: boolean };
  return { isPaid: body.isPaid, locked: body.locked };
}
