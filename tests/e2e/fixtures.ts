import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { diffDays, PLAN_TIME_ZONE, todayInTimeZone } from '@nasl/core';
import type { Result } from 'axe-core';
import { ownAddressHeaders, type Account } from '../support/fixtures/accounts.ts';
import { adminSession } from '../support/fixtures/admin.ts';
import { today } from '../support/plans.ts';

type StorageState = Awaited<ReturnType<Awaited<ReturnType<typeof adminSession>>['storageState']>>;

interface WorkerFixtures {
  /**
   * The admin's session, signed in once per worker: a test that starts signed in as the admin uses
   * `test.use(signedInAsAdmin)`. Only for tests that leave the admin's session as it is (no logout, no
   * password or e-mail change, no "sign out other devices"), which would end it for the worker's other tests.
   */
  adminStorageState: StorageState;
}

interface Fixtures {
  /**
   * The pages' clock. `'run-day'` (the default): it starts on the run's "today", the day the function
   * counts plans from, and runs on from there (`installRunDayClock`).
   * `'device'`: the machine's own clock, for pages whose "today" is the day the server counts business
   * figures on, which follows the real clock in the test stack too (the admin dashboard).
   */
  pageClock: 'run-day' | 'device';
  /** Opens a route in the given UI language (default English, where the product's English wordings are exact). */
  navigate: (path: string, lang?: 'ar' | 'en') => Promise<void>;
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
  const state = () =>
    page
      .evaluate(() =>
        document.documentElement.hasAttribute('data-nasl-started')
          ? 'started'
          : document.getElementById('root')
            ? 'starting'
            : 'not-the-app',
      )
      .catch(() => 'navigating');
  await expect
    .poll(state, { message: `the app did not start on ${page.url()}`, timeout: 30_000, intervals: [50] })
    .toMatch(/^(started|not-the-app)$/);
}

const HOUR_MS = 3_600_000;

/**
 * The time the pages' clock starts at: now, moved by whole days to the run's "today" (NASL_PLAN_TODAY) in the
 * plans' time zone. On the day the run started that is the real clock itself: the app compares its own
 * stamps with the server's (the questionnaire draft's "newer copy wins"), and the server stamps real time.
 */
export function runDayTime(now: number = Date.now()): Date {
  const realDay = todayInTimeZone(PLAN_TIME_ZONE, new Date(now));
  const shifted = now + diffDays(today, realDay) * 24 * HOUR_MS;
  return new Date(shifted);
}

/**
 * Puts every page of `context` on Playwright's clock, starting at `runDayTime()`. The clock then runs in
 * real time, timers and animation frames included (so the app works as ever), and a test can move it on
 * with `page.clock.runFor` instead of waiting. For contexts a test opens itself (another person's phone).
 */
export async function installRunDayClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: runDayTime() });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminStorageState: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const admin = await adminSession();
      const state = await admin.storageState();
      await admin.dispose();
      await use(state);
    },
    { scope: 'worker' },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...ownAddressHeaders() });
  },
  pageClock: ['run-day', { option: true }],
  context: async ({ context, pageClock }, use) => {
    if (pageClock === 'run-day') await installRunDayClock(context);
    await use(context);
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
});

export { expect };

/** `test.use(signedInAsAdmin)`: the tests' pages start with the worker's admin session. */
export const signedInAsAdmin: Parameters<typeof test.use>[0] = {
  storageState: async ({ adminStorageState }, use) => {
    await use(adminStorageState);
  },
};

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

/**
 * Holds the requests to `url` until the test lets them go, as on a slow connection, however fast or slow
 * the machine: what the page shows meanwhile is what a person sees while waiting. Returns the release.
 */
export async function holdRequests(page: Page, url: string, options: { times?: number } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    url,
    async (route) => {
      await released;
      await route.continue();
    },
    options,
  );
  return release;
}

/** The one toast on screen. */
export function toast(page: Page) {
  return page
    .getByRole('alert')
    .filter({ hasNot: page.locator('form') })
    .last();
}
