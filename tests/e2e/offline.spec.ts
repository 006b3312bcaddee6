import type { Page } from '@playwright/test';
import { startNetworkSwitch, type NetworkSwitch } from '../support/network-switch';
import { expect, test } from './fixtures';
import { createPlanThroughApi } from './plan-fixtures';

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
  register,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await register();
  const planId = await createPlanThroughApi(page.request, baseURL!);
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
