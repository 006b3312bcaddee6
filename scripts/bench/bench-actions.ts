/**
 * `npm run bench:actions`: how long a person waits on the account actions, in Chromium against a private
 * local stack: sign-up, logout (in English and in Arabic), login, a password change on the profile and a
 * password reset from the e-mail's link; and how long her paid plan, opened every day, takes to show today's
 * card after a reload of `/results` (in Arabic, with the service worker she has by then). Each action is
 * timed from the click the page receives on its button to the screen that says it is done (the welcome page,
 * the signed-out home page, the greeting, the toast), the reload from its navigation's start,
 * `--runs N` times (default 5, after one run that is not counted), each run a new person in a new browser
 * context. Prints the p50 and the range of each, beside the 1 s goal, and the p50 of the action's API request
 * as the browser saw it, so the rest is the page's own work (a reload, the next page's code, the session
 * check). `--build NAME` measures a saved build (`npm run bench:web -- --save-build NAME`), for A/B runs.
 * A measurement: it exits 0 whatever the figures, and non-zero only when an action fails.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { TODAY_CARD_ANCHOR } from '@nasl/core/reminders';
import ar from '../../web/src/locales/ar.json' with { type: 'json' };
import { lastAuthEmailTo } from '../../tests/support/auth-emails.ts';
import { newClientAddress, viaHosting } from '../../tests/support/addresses.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../chromium.ts';
import { buildForStack } from '../stack/build.ts';
import { startStack } from '../stack/stack.ts';
import { savedBuild } from './saved-builds.ts';

const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5);
/** `--build NAME`: measure a build saved by `npm run bench:web -- --save-build NAME` instead of the working tree's. */
const BUILD = process.argv.includes('--build')
  ? process.argv[process.argv.indexOf('--build') + 1]
  : undefined;
const GOAL_MS = 1000;

const ACTIONS = [
  'sign-up',
  'logout',
  'logout (Arabic)',
  'login',
  'password change',
  'password reset',
  'reload /results',
] as const;
type Action = (typeof ACTIONS)[number];

interface Timing {
  /** From the click (or the navigation's start) to the screen that says it is done. */
  totalMs: number;
  /**
   * The action's API request, from its start to its answer's end, as the browser saw it; for the reload,
   * the request that brought the plan (the page itself when the function rendered it into the page).
   */
  apiMs: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function apiDuration(response: Response): number {
  const timing = response.request().timing();
  return timing.responseEnd >= 0 ? timing.responseEnd : Number.NaN;
}

/** When the page last received a click (wall-clock ms), reported by the listener `timeClicks` installs. */
let lastClickAt = Number.NaN;

/**
 * Every page of the context reports the time stamp of each click it receives, before the page's own
 * handlers run (a capturing listener on the document). Timing starts there, not at Playwright's `click()`,
 * which first waits for the button to be visible, stable and enabled: 100-300 ms on a loaded machine that
 * no person waits. An exposed binding survives the logout's full reload.
 */
async function timeClicks(context: BrowserContext): Promise<void> {
  await context.exposeBinding('naslBenchClicked', (_source, at: number) => {
    lastClickAt = at;
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const report = (window as unknown as { naslBenchClicked(at: number): void }).naslBenchClicked;
        void report(performance.timeOrigin + event.timeStamp);
      },
      true,
    );
  });
}

/** Clicks `button` and waits for `done`, timing both the whole and the API request whose path is `apiPath`. */
async function timed(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  apiPath: string,
  done: ReturnType<Page['getByRole']>,
): Promise<Timing> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === apiPath);
  lastClickAt = Number.NaN;
  await button.click();
  await done.waitFor({ state: 'visible', timeout: 30_000 });
  const doneAt = Date.now();
  const apiMs = apiDuration(await answer);
  if (Number.isNaN(lastClickAt)) throw new Error(`the page did not report the click on ${apiPath}`);
  return { totalMs: doneAt - lastClickAt, apiMs };
}

/**
 * Reloads the page and waits for `done`: timed from the new page's navigation start (its time origin) to the
 * moment `done` is visible. Its "API" is the request that brought the plan: `GET /api/plans/{id}` when the
 * page asked for it, or else the page's own document (which the function rendered with the plan in it).
 */
async function timedReload(page: Page, planId: string, done: ReturnType<Page['locator']>): Promise<Timing> {
  const planRequests: Response[] = [];
  let documentAnswer: Response | undefined;
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (pathname === `/api/plans/${planId}`) planRequests.push(response);
    else if (response.request().resourceType() === 'document') documentAnswer ??= response;
  };
  page.on('response', onResponse);
  try {
    await page.reload({ waitUntil: 'commit' });
    await done.waitFor({ state: 'visible', timeout: 30_000 });
    const doneAt = Date.now();
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const bringer = planRequests[0] ?? documentAnswer;
    return { totalMs: doneAt - navigationStart, apiMs: bringer ? apiDuration(bringer) : Number.NaN };
  } finally {
    page.off('response', onResponse);
  }
}

const PASSWORD = 'secret123';

async function oneRun(browser: Browser, baseUrl: string): Promise<Record<Action, Timing>> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    extraHTTPHeaders: viaHosting(newClientAddress()),
  });
  await timeClicks(context);
  // The first-visit welcome would cover the page.
  await context.addInitScript(() => window.localStorage.setItem('nasl-welcome-seen', 'true'));
  const page = await context.newPage();
  const email = `bench.actions.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const started = async (path: string) => {
    await page.goto(path);
    await page.waitForSelector('html[data-nasl-started]', { state: 'attached', timeout: 30_000 });
  };
  const greeting = page.getByText('Hello, Sara', { exact: true });
  const timings = {} as Record<Action, Timing>;
  try {
    await started('/auth?tab=signup&lang=en');
    const signUp = page.getByRole('form', { name: /create an account/i });
    await signUp.getByLabel('Full name').fill('Sara Ahmed');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Phone number').fill('+966501234567');
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm password').fill(PASSWORD);
    await signUp.getByLabel('Female').check();
    for (const checkbox of await signUp.getByRole('checkbox').all()) await checkbox.check();
    timings['sign-up'] = await timed(
      page,
      signUp.getByRole('button', { name: 'Create account' }),
      '/api/auth/register',
      page.getByRole('heading', { level: 1, name: /Sara/ }),
    );

    timings.logout = await timed(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Log out' }),
      '/api/auth/logout',
      page.getByRole('link', { name: 'Sign up / Log in' }),
    );

    await started('/auth?tab=login&lang=en');
    const login = page.getByRole('form', { name: /^log in$/i });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    timings.login = await timed(
      page,
      login.getByRole('button', { name: 'Log in' }),
      '/api/auth/login',
      greeting,
    );

    await started('/profile?lang=en');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('changed-once-1');
    await page.getByLabel('Confirm new password').fill('changed-once-1');
    timings['password change'] = await timed(
      page,
      page.getByRole('button', { name: 'Change Password' }),
      '/api/user/password',
      page.getByText('Password changed', { exact: true }),
    );

    await context.clearCookies();
    const request = await page.request.post('/api/auth/password-reset', {
      data: { email },
      headers: { origin: baseUrl },
    });
    if (request.status() !== 202) throw new Error(`password-reset request: ${request.status()}`);
    const { oobCode } = await lastAuthEmailTo(email, 'PASSWORD_RESET');
    await started(`/auth/reset-password?oobCode=${encodeURIComponent(oobCode)}&lang=en`);
    await page.getByLabel('New password', { exact: true }).fill('chosen-again-1');
    await page.getByLabel('Confirm new password').fill('chosen-again-1');
    timings['password reset'] = await timed(
      page,
      page.getByRole('button', { name: 'Save the new password' }),
      '/api/auth/password-reset/confirm',
      greeting,
    );

    // Her paid plan, which she opens every day, in Arabic (the function renders it with her plan in it).
    const { createPaidPlan } = await import('../../tests/support/fixtures/payments.ts');
    const { planId } = await createPaidPlan(page.request);
    await started(`/results?plan_id=${planId}&lang=ar`);
    await page.locator(`#${TODAY_CARD_ANCHOR}`).waitFor({ state: 'visible', timeout: 30_000 });
    timings['reload /results'] = await timedReload(page, planId, page.locator(`#${TODAY_CARD_ANCHOR}`));

    // Arabic, the default: its pages are pre-rendered, so the reloaded home page paints before its app runs.
    await started('/?lang=ar');
    timings['logout (Arabic)'] = await timed(
      page,
      page.getByRole('banner').getByRole('button', { name: ar.header.logout }),
      '/api/auth/logout',
      page.getByRole('link', { name: ar.header.signUpOrLogin }),
    );
    return timings;
  } finally {
    await context.close();
  }
}

ensureChromium();
if (!BUILD) buildForStack({ web: true });
const stack = await startStack({
  persist: false,
  randomPorts: true,
  verbose: false,
  build: BUILD ? savedBuild(BUILD) : undefined,
});
let failed = false;
let browser: Browser | undefined;
try {
  Object.assign(process.env, stack.env);
  // The fixtures' requests name the site they are sent from (tests/support/fixtures/caller.ts).
  process.env.NASL_BASE_URL ??= stack.baseUrl;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadBefore = loadavg()[0]!;
  await oneRun(browser, stack.baseUrl);
  console.log('[bench:actions] warm-up run done');
  const runs: Record<Action, Timing>[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    runs.push(await oneRun(browser, stack.baseUrl));
    console.log(`[bench:actions] run ${run} of ${RUNS}`);
  }
  console.log(
    `\nAccount actions and her plan's reload in Chromium, ${RUNS} runs: click (or reload) → done, p50 [min-max], ` +
      `goal < ${GOAL_MS} ms`,
  );
  console.log(
    `${'action'.padEnd(18)}${'total p50'.padEnd(14)}${'range'.padEnd(18)}${'API p50'.padEnd(12)}rest p50`,
  );
  for (const action of ACTIONS) {
    const totals = runs.map((run) => run[action].totalMs);
    const apis = runs.map((run) => run[action].apiMs);
    const rest = runs.map((run) => run[action].totalMs - run[action].apiMs);
    const p50 = median(totals);
    console.log(
      action.padEnd(18) +
        `${p50.toFixed(0)} ms ${p50 < GOAL_MS ? 'OK' : 'OVER'}`.padEnd(14) +
        `${Math.min(...totals).toFixed(0)}-${Math.max(...totals).toFixed(0)} ms`.padEnd(18) +
        `${median(apis).toFixed(0)} ms`.padEnd(12) +
        `${median(rest).toFixed(0)} ms`,
    );
  }
  console.log(
    `\nLoad average (1 min) when the runs started: ${loadBefore.toFixed(2)}, when they ended: ${loadavg()[0]!.toFixed(2)}`,
  );
} catch (error) {
  failed = true;
  console.error('[bench:actions] could not measure:', error);
} finally {
  await browser?.close();
  await stack.stop();
}
process.exit(failed ? 1 : 0);
