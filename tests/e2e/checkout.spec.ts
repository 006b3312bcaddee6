import { PLAN_TIME_ZONE } from '@nasl/core';
import { signUp } from '../support/fixtures/accounts.ts';
import { payWithTestCard, TEST_CARDS } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import {
  cardForm,
  fillCard,
  PAYMENT_TIMEOUT,
  paidPlanUrl,
  planState,
  waitForCardForm,
} from './checkout-fixtures.ts';
import { expect, test, signedInAsAdmin } from './fixtures.ts';

const TROUBLE =
  "We're having trouble confirming your payment. Please contact support if you believe this is an error.";

test.describe('checkout (local test mode)', () => {
  test('a person pays with 4242…, lands on her full plan at /results?plan_id=…, with the confirmation and her receipt', async ({
    page,
    navigate,
  }) => {
    // The whole journey (card form, payment, the full plan, the receipt) waits on several answers in turn.
    test.setTimeout(120_000);
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
    await waitForCardForm(page);
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
    for (const card of Object.values(TEST_CARDS))
      await expect(page.getByText(card, { exact: true })).toBeVisible();
    await expect(page.getByText('Total', { exact: true })).toBeVisible();
    await expect(page.getByText('$99.00').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();

    await fillCard(page, '4242424242424242');
    await expect(cardForm(page).getByLabel('Card number')).toHaveValue(TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay $99.00' }).click();

    // The spec's address after a card payment: the plan it unlocked (/payment-success is Stripe's return).
    await expect(page).toHaveURL(paidPlanUrl(planId), { timeout: PAYMENT_TIMEOUT });
    expect(await planState(page.request, planId)).toEqual({ isPaid: true, locked: false });
    const confirmation = page.getByRole('region', { name: 'Payment Successful' });
    await expect(confirmation).toContainText('Thank you. Your full personal plan is now unlocked.');
    // The full plan under it, not the locked preview: every recommended date with its guidance.
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' })).toBeVisible({
      timeout: PAYMENT_TIMEOUT,
    });
    await expect(page.getByText('Recommended dates', { exact: true })).toBeVisible();

    // The receipt: the amount, the date, Stripe's reference, the plan; Stripe e-mails its own.
    await confirmation.getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Payment receipt' }).getByRole('region', {
      name: 'Your receipt',
    });
    await expect(receipt).toContainText('$99.00', { timeout: PAYMENT_TIMEOUT });
    await expect(receipt).toContainText(/pi_\w+/);
    await expect(receipt).toContainText(
      // Stamped by the server now, shown on the page's calendar (the plans' time zone, playwright.config.ts).
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: PLAN_TIME_ZONE }).format(new Date()),
    );
    await expect(receipt).toContainText(/Plan for a (boy|girl), created on/);
    await expect(receipt).toContainText('Stripe also e-mails a receipt to');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Closed, the confirmation does not come back with the page; the plan stays.
    await confirmation.getByRole('button', { name: 'Close the confirmation' }).click();
    await expect(confirmation).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('Recommended dates', { exact: true })).toBeVisible({
      timeout: PAYMENT_TIMEOUT,
    });
    await expect(page.getByRole('region', { name: 'Payment Successful' })).toHaveCount(0);
  });

  test('a declined card shows Stripe’s message, and the form works again', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`);

    await fillCard(page, TEST_CARDS.declined);
    const pay = page.getByRole('button', { name: 'Pay $99.00' });
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible({
      timeout: PAYMENT_TIMEOUT,
    });
    await expect(pay).toBeEnabled();
    await expect(page).toHaveURL(/\/checkout\?plan_id=/);
    expect((await planState(page.request, planId)).isPaid).toBe(false);

    await cardForm(page).getByLabel('Card number').fill(TEST_CARDS.success);
    await pay.click();
    await expect(page).toHaveURL(paidPlanUrl(planId), { timeout: PAYMENT_TIMEOUT });
    expect((await planState(page.request, planId)).isPaid).toBe(true);
  });

  test('insufficient funds shows Stripe’s message', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`);
    await fillCard(page, TEST_CARDS.insufficientFunds);
    await page.getByRole('button', { name: 'Pay $99.00' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay $99.00' })).toBeEnabled();
  });

  test('checks the card details before sending them', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`);
    await waitForCardForm(page);
    await page.getByRole('button', { name: 'Pay $99.00' }).click();
    await expect(cardForm(page).getByText('Please check the card details')).toHaveCount(3);
    await expect(page).toHaveURL(/\/checkout\?plan_id=/);
  });

  test('speaks Arabic in the Arabic interface, card messages included', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`, 'ar');
    await expect(page.getByText('وضع الاختبار', { exact: true })).toBeVisible();
    await fillCard(page, TEST_CARDS.declined, {
      fields: { number: 'رقم البطاقة', expiry: 'تاريخ الانتهاء (شهر/سنة)', cvc: 'رمز الأمان (CVC)' },
    });
    await page.getByRole('button', { name: 'ادفع $99.00' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'تم رفض بطاقتك.' })).toBeVisible({
      timeout: PAYMENT_TIMEOUT,
    });
  });

  test('an already paid plan says so and links to the plan', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await payWithTestCard(page.request, planId);
    await expect.poll(async () => (await planState(page.request, planId)).isPaid).toBe(true);
    await navigate(`/checkout?plan_id=${planId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This plan is already paid' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Your Plan' })).toHaveAttribute(
      'href',
      `/results?plan_id=${planId}`,
    );
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('a plan not for sale: the home page opens it, the checkout says why under a neutral heading', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request, { motherAge: 55 });
    await navigate('/');
    await expect(page.getByRole('link', { name: 'Open my plan' })).toHaveAttribute(
      'href',
      `/plan-preview?id=${planId}`,
    );
    await expect(page.getByRole('link', { name: 'Complete the payment for my plan' })).toHaveCount(0);
    await navigate(`/checkout?plan_id=${planId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This plan cannot be bought' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
    await expect(page.getByText('Complete your payment')).toHaveCount(0);
    await expect(page.getByText('One payment unlocks your full personal 3-month plan.')).toHaveCount(0);
  });

  test('Go Back returns to the previous page', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate('/terms-of-service');
    await navigate(`/checkout?plan_id=${planId}`);
    await waitForCardForm(page);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/terms-of-service/);
  });
});

test.describe('checkout without a usable plan or session', () => {
  test('plan_id=undefined shows the invalid id message', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/checkout?plan_id=undefined');
    await expect(page.getByText('Invalid plan ID. Please return to the questionnaire.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('no plan_id goes home', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/checkout');
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  });

  test('an unknown plan fails to initialise with the server message and Return to Home', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    await navigate('/checkout?plan_id=no-such-plan');
    await expect(page.getByRole('alert').filter({ hasText: 'Not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('guests are sent to /auth', async ({ page, navigate }) => {
    await navigate('/checkout?plan_id=abc');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('admin unlock', () => {
  test.use(signedInAsAdmin);

  test('an admin opens a plan without paying', async ({ page, navigate }) => {
    const { id: planId } = await createPlan(page.request);
    await navigate(`/checkout?plan_id=${planId}`);
    await expect(page.getByText('You are signed in as an admin.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Access Plan (Admin)' }).click();
    await expect(page).toHaveURL(new RegExp(`/results\\?id=${planId}$`), { timeout: PAYMENT_TIMEOUT });
    expect((await planState(page.request, planId)).isPaid).toBe(true);
  });

  test('a failed unlock shows the server message', async ({ page, navigate }) => {
    await navigate('/checkout?plan_id=no-such-plan');
    await page.getByRole('button', { name: 'Access Plan (Admin)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout/);
  });
});

test.describe('payment success', () => {
  test('verifies a succeeded payment', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    const intentId = await payWithTestCard(page.request, planId);
    await navigate(`/payment-success?plan_id=${planId}&payment_intent=${intentId}`);
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Your Plan' })).toHaveAttribute(
      'href',
      `/results?plan_id=${planId}`,
    );
    expect((await planState(page.request, planId)).isPaid).toBe(true);
  });

  test('without payment_intent the payment is not verified', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/payment-success?plan_id=${planId}`);
    await expect(page.getByText(TROUBLE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('a made-up intent is not verified', async ({ page, navigate }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await navigate(`/payment-success?plan_id=${planId}&payment_intent=pi_madeUp123456`);
    await expect(page.getByText(TROUBLE)).toBeVisible();
    expect((await planState(page.request, planId)).isPaid).toBe(false);
  });
});
