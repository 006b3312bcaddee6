import type { Locator, Page } from '@playwright/test';
import { addDays, type PlanData } from '@nasl/core';
import arPlan from '../../web/src/locales/ar/plan.json' with { type: 'json' };
import { startNetworkSwitch, type NetworkSwitch } from '../support/network-switch';
import { signUp } from '../support/fixtures/accounts.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { today } from '../support/plans.ts';
import { expect, test } from './fixtures';
import { civilDateText, newLockedPlan, readPlan } from './plan-fixtures';

// This suite needs the real service worker; the others block it (see playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

let network: NetworkSwitch;

test.beforeEach(async () => {
  network = await startNetworkSwitch(process.env.NASL_BASE_URL!);
});

test.afterEach(async () => {
  await network.close();
});

/** Opens a page through the switchable network, in English unless asked otherwise. */
async function open(page: Page, path: string, lang: 'ar' | 'en' = 'en') {
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${network.url}${path}${separator}lang=${lang}`);
}

/** The worker registers after the first page is painted, then takes control of the open tab. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function goOffline(page: Page, offline: boolean) {
  network.setOffline(offline);
  await page.context().setOffline(offline);
}

async function cachedAddresses(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, cacheName);
}

test('the app is installable: Arabic right-to-left manifest, icons, and a registered service worker', async ({
  page,
}) => {
  await open(page, '/', 'ar');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');

  const manifestResponse = await page.request.get(`${network.url}${manifestHref}`);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    short_name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: 'نسل',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    display: 'standalone',
  });
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((entry) => entry.sizes === sizes && entry.purpose === purpose);
    expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
    const image = await page.request.get(`${network.url}${icon!.src}`);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await waitForServiceWorker(page);
  const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(scriptUrl).toBe(`${network.url}/sw.js`);
});

test('a plan opened once opens again offline; public pages open offline; other pages show the offline page; logout removes the plan', async ({
  page,
  expectNoAxeViolations,
}) => {
  test.setTimeout(120_000);
  await signUp(page.request);
  const { id: planId } = await createPlan(page.request);
  const planPath = `/plan-preview?id=${planId}`;
  const planHeading = page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan is ready' });
  const offlineHeading = page.getByRole('heading', { level: 1, name: "You're offline" });

  await open(page, '/');
  await waitForServiceWorker(page);
  await open(page, planPath);
  await expect(planHeading).toBeVisible();

  await goOffline(page, true);
  await page.reload();
  await expect(planHeading).toBeVisible();

  // A public page opens offline from the device's copy of the build, opened before or not.
  await open(page, '/research');
  await expect(page.getByRole('heading', { level: 1, name: 'The science behind Nasl' })).toBeVisible();

  // A page that needs the session, never opened on this device: the offline page, which offers what is saved.
  await open(page, '/profile');
  await expect(offlineHeading).toBeVisible();
  await expect(page.getByText("This page isn't saved on your device yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your plan preview', exact: true })).toBeVisible();
  await expectNoAxeViolations('the offline page with a saved plan (en)');
  await page.getByRole('link', { name: 'Your plan preview', exact: true }).click();
  await page.waitForURL(`${network.url}${planPath}`);
  await expect(planHeading).toBeVisible();

  await goOffline(page, false);
  await open(page, '/');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
  expect((await cachedAddresses(page, 'nasl-api')).filter((url) => url.includes('/api/plans/'))).toEqual([]);
  expect((await cachedAddresses(page, 'nasl-pages')).filter((url) => url.includes('/plan-preview'))).toEqual(
    [],
  );

  await goOffline(page, true);
  await open(page, planPath);
  await expect(offlineHeading).toBeVisible();
  await expect(page.getByRole('link', { name: /Your plan/ })).toHaveCount(0);
  await expect(planHeading).toHaveCount(0);
});

test('every address that opens a plan, and /profile, open offline after one online visit, however she got there', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page.request);
  const { id: unpaidId } = await createPlan(page.request);
  const { planId: paidId } = await createPaidPlan(page.request);
  const fullPlan = page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' });
  const preview = page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan is ready' });
  const profile = page.getByRole('heading', { level: 1, name: 'My profile' });

  await open(page, '/');
  await waitForServiceWorker(page);
  // Within the app, as she goes: home → My Reports → a paid plan, then the preview of the unpaid one.
  await page.getByRole('link', { name: 'View previous reports' }).click();
  await expect(profile).toBeVisible();
  const reports = page.getByRole('tabpanel').getByRole('listitem');
  await expect(reports).toHaveCount(2);
  await reports.filter({ hasText: 'Paid' }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/results\\?id=${paidId}$`));
  await expect(fullPlan).toBeVisible();
  await page.goBack();
  await expect(profile).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Preview' }).click();
  await expect(preview).toBeVisible();
  // The worker hears of each page opened within the app.
  await expect
    .poll(() => cachedAddresses(page, 'nasl-pages'))
    .toEqual(
      expect.arrayContaining([
        `${network.url}/results?id=${paidId}`,
        `${network.url}/plan-preview?id=${unpaidId}`,
        `${network.url}/profile`,
      ]),
    );

  await goOffline(page, true);
  for (const [path, heading] of [
    [`/results?id=${paidId}`, fullPlan],
    // The checkout's way back to a paid plan names it with plan_id: the same page, the same plan.
    [`/results?plan_id=${paidId}`, fullPlan],
    [`/plan-preview?id=${unpaidId}`, preview],
    ['/profile', profile],
  ] as const) {
    await open(page, path);
    await expect(heading, path).toBeVisible();
  }
  await page.reload();
  await expect(profile).toBeVisible();
});

test('the offline page loads the page asked for once the browser says the connection is back', async ({
  page,
}) => {
  await signUp(page.request);
  await open(page, '/');
  await waitForServiceWorker(page);
  // Only the network goes: Playwright's own offline switch reaches the page and its worker one after the
  // other, so the page would hear it is online while its worker is not yet.
  network.setOffline(true);
  await open(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

  network.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile');
});

test('a plan preview the server rendered opens again offline: the worker kept the session and plan it carried', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { planId, planData } = await newLockedPlan(page);
  const heading = page.getByRole('heading', { level: 1, name: arPlan.preview.title });
  const notice = page.getByRole('note').filter({ hasText: planData.notices[0]!.text });

  await open(page, '/', 'ar');
  await waitForServiceWorker(page);
  const planReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/plans/')) planReads.push(request.url());
  });
  await open(page, `/plan-preview?id=${planId}`, 'ar');
  await expect(heading).toBeVisible();
  await expect(notice).toBeVisible();
  // The page came with its plan and asked the API for nothing.
  expect(planReads).toEqual([]);
  await expect
    .poll(() => cachedAddresses(page, 'nasl-api'))
    .toEqual(expect.arrayContaining([expect.stringContaining(`/api/plans/${planId}?__lang=ar`)]));

  await goOffline(page, true);
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(notice).toBeVisible();
});

test('the offline page speaks Arabic, right to left, and passes axe', async ({
  page,
  expectNoAxeViolations,
}) => {
  await open(page, '/', 'ar');
  await waitForServiceWorker(page);
  await goOffline(page, true);
  await page.goto(`${network.url}/welcome`);
  await expect(page.getByRole('heading', { level: 1, name: 'لا يوجد اتصال بالإنترنت' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  await expectNoAxeViolations('the offline page (ar)');
});

test('a new deploy is offered with an update prompt and replaces the running version', async ({ page }) => {
  await open(page, '/');
  await waitForServiceWorker(page);

  network.deployNewServiceWorker();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(page.getByText('A new version of Nasl is available.')).toBeVisible({ timeout: 30_000 });

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(page.getByText('A new version of Nasl is available.')).toHaveCount(0);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: registration?.waiting ?? null, controller: navigator.serviceWorker.controller?.state };
  });
  expect(state).toEqual({ waiting: null, controller: 'activated' });
  await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
});

test.describe('cycle events logged offline', () => {
  async function paidPlanPage(page: Page) {
    const { planId } = await createPaidPlan(page.request, {
      lastPeriodDate: addDays(today, -30),
    });
    await open(page, '/');
    await waitForServiceWorker(page);
    await open(page, `/results?id=${planId}`);
    const panel = page.getByRole('region', { name: 'My cycle' });
    await expect(panel.getByText('Nothing logged yet.')).toBeVisible({ timeout: 30_000 });
    return { planId, panel };
  }

  async function logOnPanel(panel: Locator, type: 'Period started' | 'Positive LH test', pickDay?: string) {
    await panel.getByRole('button', { name: type, exact: true }).click();
    const form = panel.getByRole('form');
    if (pickDay) {
      if (pickDay.slice(0, 7) !== today.slice(0, 7)) {
        await form.getByRole('button', { name: 'Previous month' }).click();
      }
      await form.getByRole('gridcell', { name: String(Number(pickDay.slice(8))), exact: true }).click();
    }
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form).toHaveCount(0);
  }

  test('wait on the device, are sent once and in order when back online, and a refused one shows its message', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId, panel } = await paidPlanPage(page);
    const before = await readPlan<PlanData>(page.request, planId);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/cycle-events')) {
        posted.push(request.postData() ?? '');
      }
    });

    await goOffline(page, true);
    // Today's period start, then one the day before (too close to it: the server will refuse it), then an
    // LH test undone before it is ever sent.
    await logOnPanel(panel, 'Period started');
    await logOnPanel(panel, 'Period started', addDays(today, -1));
    await logOnPanel(panel, 'Positive LH test');
    const history = panel.getByRole('list', { name: 'Logged so far' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByText('Waiting to be sent')).toHaveCount(3);
    await history
      .getByRole('button', { name: `Undo: Positive LH test, ${civilDateText(today, 'en')}` })
      .click();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    // Reloaded offline, the plan and the waiting entries are still there.
    await page.reload();
    await expect(history.getByText('Waiting to be sent')).toHaveCount(2);
    expect(posted).toEqual([]);

    await goOffline(page, false);
    await expect(history.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 30_000 });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(civilDateText(today, 'en'));
    await expect(panel.getByRole('alert')).toContainText(
      'Period starts must be at least 15 days apart. Please check the date.',
    );
    // In order, once each: today's start first (accepted), then the day before (refused), nothing else.
    expect(posted.map((body) => JSON.parse(body) as unknown)).toEqual([
      { type: 'period-start', date: today },
      { type: 'period-start', date: addDays(today, -1) },
    ]);
    const after = await readPlan<PlanData>(page.request, planId);
    expect((after as unknown as { cycleEvents: unknown[] }).cycleEvents).toMatchObject([
      { type: 'period-start', date: today },
    ]);
    expect(after.planData.intercourse.dates).not.toEqual(before.planData.intercourse.dates);
    await expect
      .poll(() => page.locator('[data-plan-date]').first().getAttribute('data-plan-date'))
      .toBe(after.planData.intercourse.dates.find((entry) => entry.date >= today)?.date);

    // The refusal is dismissed, and nothing is left on the device.
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('nasl-cycle-event-queue'))).toBeNull();

    // The re-planned plan is what the device keeps: offline, the new dates open.
    await goOffline(page, true);
    await page.reload();
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(page.locator('[data-plan-date]').first()).toHaveAttribute(
      'data-plan-date',
      after.planData.intercourse.dates.find((entry) => entry.date >= today)!.date,
    );
  });

  test('logout removes what the device keeps of the cycle entries', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await signUp(page.request);
    const { planId, panel } = await paidPlanPage(page);
    const logged = await page.request.post(`/api/plans/${planId}/cycle-events`, {
      data: { type: 'period-start', date: today },
      headers: { origin: baseURL! },
    });
    expect(logged.status()).toBe(201);
    // Logged offline, then refused once back online: the device keeps it, with the message, until seen.
    await goOffline(page, true);
    await logOnPanel(panel, 'Period started', addDays(today, -1));
    await goOffline(page, false);
    await expect(panel.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('nasl-cycle-event-queue'))).not.toBeNull();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nasl-cycle-event-queue'))).toBeNull();
  });
});
