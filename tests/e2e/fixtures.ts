import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { newClientAddress, viaHosting } from '../support/addresses.ts';

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  // Fixed widths: the admin search matches word starts, so no address may be the start of another's
  // ("….1@" would also find "….12@").
  return `${prefix}.${Date.now().toString(36)}.${10_000_000 + process.pid}.${100_000 + counter}@example.com`;
}

/**
 * The X-Forwarded-For of a client at an address of its own, as Hosting would pass it to the function. Every
 * browser context and API context of the suite gets one, so the per-address limits (sign-ups, failed
 * logins) count each test apart, as they would count different households.
 */
export function ownAddressHeaders(): Record<string, string> {
  return viaHosting(newClientAddress());
}

export interface Account {
  name: string;
  email: string;
  phone: string;
  password: string;
  gender: 'male' | 'female';
  /** Her explicit consent to process health data, which sign-up requires. */
  healthDataConsent: true;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    name: 'Sara Ahmed',
    email: uniqueEmail(),
    phone: '+966501234567',
    password: 'secret123',
    gender: 'female',
    healthDataConsent: true,
    ...overrides,
  };
}

interface Fixtures {
  /** Opens a route in the given UI language (default English, where the product's English wordings are exact). */
  navigate: (path: string, lang?: 'ar' | 'en') => Promise<void>;
  /** Registers an account through the API (the browser keeps its session cookie). */
  register: (account?: Partial<Account>) => Promise<Account>;
  /** Logs in through the API with an existing account. */
  login: (account: Pick<Account, 'email' | 'password'>) => Promise<void>;
  /**
   * Whether the first-visit welcome modal may appear. Off by default (the seen flag is set before every
   * page load) so it cannot cover other suites' pages; the welcome tests turn it on with `test.use`.
   */
  welcomeModal: boolean;
  /** Applies `welcomeModal` to every test's page. */
  welcomeFlag: undefined;
  /**
   * Scans the page as it now is with axe (WCAG 2.1 A/AA and best practices) and fails softly, naming
   * `state`, with each violation's rule, impact, selectors and help address.
   */
  expectNoAxeViolations: (state: string) => Promise<void>;
}

/** What axe checks: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
    })
    .join('\n');
}

/** Waits until the fonts are in and no transition is under way, so axe sees the settled colours. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two frames first: a toast mounted just now starts its transition only on the next frame.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Waits until the app runs the page (`data-nasl-started` on `<html>`). A page that is not the app (the
 * offline page) has nothing to wait for; a page that navigates meanwhile is asked again.
 */
export async function appStarted(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const state = await page
      .evaluate(() =>
        document.documentElement.hasAttribute('data-nasl-started')
          ? 'started'
          : document.getElementById('root')
            ? 'starting'
            : 'not-the-app',
      )
      .catch(() => 'navigating');
    if (state === 'started' || state === 'not-the-app') return;
    await page.waitForTimeout(50);
  }
  throw new Error(`the app did not start on ${page.url()} within 30 s`);
}

/**
 * Sends a request again when the connection was reset before any answer: the emulator closes an idle
 * keep-alive socket after a few seconds, and a request that reuses it at that moment never reached it
 * (seen in CI as `read ECONNRESET` on a login). Any answer, even an error status, is returned as it is.
 */
async function againIfReset<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof Error && /ECONNRESET|socket hang up/.test(error.message)) return send();
    throw error;
  }
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...ownAddressHeaders() });
  },
  welcomeModal: [false, { option: true }],
  welcomeFlag: [
    async ({ page, welcomeModal }, use) => {
      if (!welcomeModal) {
        await page.addInitScript(() => window.localStorage.setItem('nasl-welcome-seen', 'true'));
      }
      await use(undefined);
    },
    { auto: true },
  ],
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (state) => {
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect.soft(describeViolations(violations), `axe violations on ${state}`).toBe('');
    });
  },
  navigate: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path, lang = 'en') => {
      const separator = path.includes('?') ? '&' : '?';
      await page.goto(`${path}${separator}lang=${lang}`);
      // A pre-rendered page shows before the app runs; a person's typing and taps count once it has started.
      if (javaScriptEnabled) await appStarted(page);
    });
  },
  register: async ({ page, baseURL }, use) => {
    await use(async (overrides = {}) => {
      const account = newAccount(overrides);
      const response = await againIfReset(() =>
        page.request.post('/api/auth/register', { data: account, headers: { origin: baseURL! } }),
      );
      expect(response.status()).toBe(201);
      return account;
    });
  },
  login: async ({ page, baseURL }, use) => {
    await use(async ({ email, password }) => {
      const response = await againIfReset(() =>
        page.request.post('/api/auth/login', { data: { email, password }, headers: { origin: baseURL! } }),
      );
      expect(response.status()).toBe(200);
    });
  },
});

export { expect };

export function signUpForm(page: Page) {
  return page.getByRole('form', { name: /create an account|إنشاء حساب/i });
}

/** Fills the sign-up form's own fields in English (the boxes to tick are left to the test). */
export async function fillSignUpDetails(form: Locator, account: Account): Promise<void> {
  await form.getByLabel('Full name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Phone number').fill(account.phone);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByLabel(account.gender === 'female' ? 'Female' : 'Male', { exact: true }).check();
}

export function loginForm(page: Page) {
  return page.getByRole('form', { name: /^(log in|تسجيل الدخول)$/i });
}

/** The one toast on screen. */
export function toast(page: Page) {
  return page
    .getByRole('alert')
    .filter({ hasNot: page.locator('form') })
    .last();
}
