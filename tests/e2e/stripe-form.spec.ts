import type { Page } from '@playwright/test';
import { signUp } from '../support/fixtures/accounts.ts';
import { TEST_CARDS } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { cardForm, fillCard, PAYMENT_TIMEOUT, paidPlanUrl, planState } from './checkout-fixtures.ts';
import { expect, test } from './fixtures.ts';

/**
 * The production card form (Stripe Elements' Payment Element) against a fake Stripe.js: the page is told
 * real Stripe is configured, and the script `loadStripe` injects is answered with a Stripe object whose
 * Payment Element is a small form in the page and whose `confirmPayment` confirms the real intent through
 * the local stack's Stripe stand-in. Everything the page hands Stripe is recorded for the assertions.
 */

const PUBLISHABLE_KEY = 'pk_test_fakeStripeJsForTheBrowserTests';
const STRIPE_JS = 'https://js.stripe.com/**';

/** The fake Payment Element's fields, in the Elements' locale as Stripe's own would be. */
const FIELD_LABELS = {
  en: { number: 'Card number', expiry: 'Expiration date (MM / YY)', cvc: 'Security code' },
  ar: { number: 'رقم البطاقة', expiry: 'تاريخ انتهاء الصلاحية (شهر / سنة)', cvc: 'رمز الأمان' },
};

/** What the page gave the fake Stripe.js, kept on `window.fakeStripe`. */
interface FakeStripeRecord {
  publishableKey: string | null;
  elementsOptions: Record<string, unknown>[];
  paymentElementOptions: Record<string, unknown> | null;
  confirmations: { sameElements: boolean; redirect: unknown; returnUrl: unknown }[];
}

/**
 * The fake Stripe.js, served as the script's body (so it runs in the page and refers to nothing here).
 * It passes the checks of @stripe/stripe-js (`window.Stripe`, its `version`) and of @stripe/react-stripe-js
 * (`elements`, `createToken`, `createPaymentMethod`, `confirmCardPayment`).
 */
function fakeStripeJs(fieldLabels: typeof FIELD_LABELS) {
  type Listener = (event: unknown) => void;
  const record: FakeStripeRecord = {
    publishableKey: null,
    elementsOptions: [],
    paymentElementOptions: null,
    confirmations: [],
  };
  (window as unknown as { fakeStripe: FakeStripeRecord }).fakeStripe = record;
  const copy = (value: unknown) => JSON.parse(JSON.stringify(value ?? {})) as Record<string, unknown>;
  const unsupported = () => Promise.reject(new Error('not part of the fake Stripe.js'));

  function createElements(options: Record<string, unknown>) {
    let elementsOptions = { ...options };
    const inputs = new Map<string, HTMLInputElement>();

    function createPaymentElement(elementOptions: Record<string, unknown>) {
      const listeners = new Map<string, Set<Listener>>();
      let container: HTMLElement | null = null;
      const emit = (event: string, payload: unknown) =>
        listeners.get(event)?.forEach((listener) => listener(payload));
      const element = {
        mount(target: HTMLElement | string) {
          container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
          if (!container) throw new Error('The Payment Element has nowhere to mount');
          const labels = elementsOptions.locale === 'ar' ? fieldLabels.ar : fieldLabels.en;
          for (const [name, text] of Object.entries(labels)) {
            const label = document.createElement('label');
            label.style.display = 'block';
            label.textContent = text;
            const input = document.createElement('input');
            input.name = name;
            input.inputMode = 'numeric';
            label.append(input);
            container.append(label);
            inputs.set(name, input);
          }
          // Stripe says `ready` once its iframe has drawn the fields, never during `mount` itself.
          setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
          return element;
        },
        off(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
          return element;
        },
        update(updates: Record<string, unknown>) {
          record.paymentElementOptions = { ...record.paymentElementOptions, ...copy(updates) };
        },
        unmount() {
          container?.replaceChildren();
          inputs.clear();
        },
        destroy() {
          element.unmount();
          listeners.clear();
        },
      };
      record.paymentElementOptions = copy(elementOptions);
      return element;
    }

    const elements = {
      create(type: string, elementOptions: Record<string, unknown>) {
        if (type !== 'payment') throw new Error(`The fake has no ${type} element`);
        return createPaymentElement(elementOptions);
      },
      update(updates: Record<string, unknown>) {
        elementsOptions = { ...elementsOptions, ...updates };
        record.elementsOptions.push(copy(elementsOptions));
      },
      submit: () => Promise.resolve({}),
      clientSecret: () => String(elementsOptions.clientSecret),
      typed: (name: string) => inputs.get(name)?.value ?? '',
      locale: () => String(elementsOptions.locale ?? 'auto'),
    };
    record.elementsOptions.push(copy(elementsOptions));
    return elements;
  }

  type FakeElements = ReturnType<typeof createElements>;
  const createdElements: FakeElements[] = [];

  /** Confirms the intent with the typed card through the stack's test-card endpoint (the stand-in). */
  async function confirmPayment({
    elements,
    redirect,
    confirmParams,
  }: {
    elements: FakeElements;
    redirect?: string;
    confirmParams?: { return_url?: string };
  }) {
    record.confirmations.push({
      sameElements: createdElements.includes(elements),
      redirect,
      returnUrl: confirmParams?.return_url,
    });
    const clientSecret = elements.clientSecret();
    const [expMonth = '', expYear = ''] = elements
      .typed('expiry')
      .split('/')
      .map((part) => part.trim());
    const response = await fetch('/api/test-payments/confirm', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Accept-Language': elements.locale(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        paymentIntentId: clientSecret.split('_secret_')[0],
        clientSecret,
        card: {
          number: elements.typed('number'),
          exp_month: expMonth,
          exp_year: expYear,
          cvc: elements.typed('cvc'),
        },
      }),
    });
    const body = (await response.json()) as { status?: string; paymentIntentId?: string; message?: string };
    if (response.ok) return { paymentIntent: { id: body.paymentIntentId, status: body.status } };
    const type = response.status === 402 ? 'card_error' : 'api_error';
    return { error: { type, message: body.message } };
  }

  function Stripe(publishableKey: string) {
    record.publishableKey = publishableKey;
    return {
      elements(options: Record<string, unknown>) {
        const elements = createElements(options);
        createdElements.push(elements);
        return elements;
      },
      confirmPayment,
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper: () => undefined,
      registerAppInfo: () => undefined,
    };
  }
  // The release @stripe/stripe-js expects; another makes it warn.
  Stripe.version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

/**
 * The checkout finds real Stripe configured; Stripe.js is the fake above, or never arrives. Returns how
 * many times the page asked for Stripe.js.
 */
async function useRealStripeMode(page: Page, stripeJs: 'fake' | 'unreachable' = 'fake') {
  await page.route('**/api/payment-config', (route) =>
    route.fulfill({ json: { mode: 'stripe', publishableKey: PUBLISHABLE_KEY } }),
  );
  const script = `(${fakeStripeJs.toString()})(${JSON.stringify(FIELD_LABELS)});`;
  const requests = { count: 0 };
  await page.route(STRIPE_JS, (route) => {
    requests.count += 1;
    return stripeJs === 'fake'
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.abort('internetdisconnected');
  });
  return requests;
}

function fakeStripe(page: Page): Promise<FakeStripeRecord> {
  return page.evaluate(() => (window as unknown as { fakeStripe: FakeStripeRecord }).fakeStripe);
}

/** "#0f766e" → "rgb(15, 118, 110)", as the browser reports a computed colour. */
function rgbOf(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

interface CheckoutOptions {
  lang?: 'ar' | 'en';
  stripeJs?: 'fake' | 'unreachable';
}

const stripeTest = test.extend<{
  /**
   * A newly signed-up person with a new plan opens its checkout in real Stripe mode: the plan, the client
   * secret of the intent the checkout prepared, and how many times the page asked for Stripe.js.
   */
  openCheckout: (
    options?: CheckoutOptions,
  ) => Promise<{ planId: string; clientSecret: string; stripeJsRequests: { count: number } }>;
}>({
  openCheckout: async ({ page, navigate }, use) => {
    await use(async ({ lang = 'en', stripeJs = 'fake' } = {}) => {
      await signUp(page.request);
      const { id: planId } = await createPlan(page.request);
      const stripeJsRequests = await useRealStripeMode(page, stripeJs);
      const intentAnswer = page.waitForResponse('**/api/create-payment-intent');
      await navigate(`/checkout?plan_id=${planId}`, lang);
      const intent = (await (await intentAnswer).json()) as { clientSecret: string };
      return { planId, clientSecret: intent.clientSecret, stripeJsRequests };
    });
  },
});

stripeTest.describe('checkout with Stripe Elements (a fake Stripe.js)', () => {
  stripeTest(
    'a person pays through the Payment Element and lands on her full plan',
    async ({ page, openCheckout, baseURL }) => {
      const { planId, clientSecret } = await openCheckout();

      const pay = page.getByRole('button', { name: 'Pay $99.00' });
      await expect(cardForm(page).getByLabel('Card number')).toBeVisible({ timeout: 30_000 });
      await expect(pay).toBeEnabled();
      // The real form, not the local test mode's.
      await expect(page.getByText('TEST MODE', { exact: true })).toHaveCount(0);
      await expect(
        page.getByText(
          'Payments are processed securely by Stripe. Your card details never reach our servers.',
        ),
      ).toBeVisible();

      const given = await fakeStripe(page);
      expect(given.publishableKey).toBe(PUBLISHABLE_KEY);
      const elementsOptions = given.elementsOptions.at(-1)!;
      expect(elementsOptions).toMatchObject({ clientSecret, locale: 'en' });
      // Stripe draws its fields in the site's colours: the Pay button's own.
      const appearance = elementsOptions.appearance as { theme: string; variables: Record<string, string> };
      expect(appearance.theme).toBe('stripe');
      expect(rgbOf(appearance.variables.colorPrimary!)).toBe(
        await pay.evaluate((button) => getComputedStyle(button).backgroundColor),
      );
      expect(given.paymentElementOptions).toEqual({ layout: 'tabs' });

      await fillCard(page, TEST_CARDS.success, { fields: FIELD_LABELS.en, expiry: '12 / 34' });
      await pay.click();

      await expect(page).toHaveURL(paidPlanUrl(planId), { timeout: PAYMENT_TIMEOUT });
      expect(await planState(page.request, planId)).toEqual({ isPaid: true, locked: false });
      await expect(page.getByRole('region', { name: 'Payment Successful' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' })).toBeVisible({
        timeout: PAYMENT_TIMEOUT,
      });
      await expect(page.getByText('Recommended dates', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Receipt' }).click();
      await expect(page.getByRole('region', { name: 'Your receipt' })).toContainText('$99.00', {
        timeout: PAYMENT_TIMEOUT,
      });

      expect((await fakeStripe(page)).confirmations).toEqual([
        {
          sameElements: true,
          redirect: 'if_required',
          returnUrl: new URL(`/payment-success?plan_id=${planId}`, baseURL).href,
        },
      ]);
    },
  );

  stripeTest(
    'a declined card shows the decline in Arabic, keeps the plan locked, and Pay works again',
    async ({ page, openCheckout }) => {
      const { planId } = await openCheckout({ lang: 'ar' });

      await expect(cardForm(page).getByLabel('رقم البطاقة')).toBeVisible({ timeout: 30_000 });
      expect((await fakeStripe(page)).elementsOptions.at(-1)).toMatchObject({ locale: 'ar' });

      await fillCard(page, TEST_CARDS.declined, { fields: FIELD_LABELS.ar, expiry: '12 / 34' });
      const pay = page.getByRole('button', { name: 'ادفع $99.00' });
      await pay.click();
      await expect(page.getByRole('alert').filter({ hasText: 'تم رفض بطاقتك.' })).toBeVisible({
        timeout: PAYMENT_TIMEOUT,
      });
      await expect(pay).toBeEnabled();
      await expect(page).toHaveURL(/\/checkout\?plan_id=/);
      expect(await planState(page.request, planId)).toEqual({ isPaid: false, locked: true });

      await cardForm(page).getByLabel('رقم البطاقة').fill(TEST_CARDS.success);
      await pay.click();
      await expect(page).toHaveURL(paidPlanUrl(planId), { timeout: PAYMENT_TIMEOUT });
      expect(await planState(page.request, planId)).toEqual({ isPaid: true, locked: false });
      const confirmations = (await fakeStripe(page)).confirmations;
      expect(confirmations).toHaveLength(2);
      for (const confirmation of confirmations) expect(confirmation.redirect).toBe('if_required');
    },
  );

  stripeTest(
    'when Stripe.js cannot load, the page says so instead of showing a form',
    async ({ page, openCheckout }) => {
      const { planId, stripeJsRequests } = await openCheckout({ stripeJs: 'unreachable' });

      await expect(
        page.getByRole('alert').filter({ hasText: 'An error occurred while initializing payment' }),
      ).toBeVisible({ timeout: 30_000 });
      expect(stripeJsRequests.count).toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: 'Pay $99.00' })).toHaveCount(0);
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      expect(await planState(page.request, planId)).toEqual({ isPaid: false, locked: true });
    },
  );
});
