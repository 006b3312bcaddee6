import { createECDH, randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import { PLAN_TIME_ZONE, reminderPayload, type PartnerPlan } from '@nasl/core';
import { newAccount, signUp } from '../support/fixtures/accounts.ts';
import { payWithTestCard, createPaidPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { today } from '../support/plans.ts';
import {
  expect as baseExpect,
  fillSignUpDetails,
  installRunDayClock,
  signUpForm,
  test,
  toast,
} from './fixtures.ts';

// A cold function instance on a shared two-core machine can take several seconds to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('My plan', () => {
  test('the header, the home page and My Reports lead back to her plans, paid and unpaid', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { id: unpaid } = await createPlan(page.request);
    await navigate('/');
    // Not paid yet: the home page offers to complete the payment, beside a new questionnaire.
    await expect(page.getByRole('link', { name: 'Complete the payment for my plan' })).toHaveAttribute(
      'href',
      `/checkout?plan_id=${unpaid}`,
    );
    await expect(page.getByRole('link', { name: 'Start a new questionnaire' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My plan', exact: true })).toHaveAttribute(
      'href',
      `/plan-preview?id=${unpaid}`,
    );

    const { id: paid } = await createPlan(page.request);
    await payWithTestCard(page.request, paid);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/plans/${paid}`)).json()) as { isPaid: boolean }).isPaid,
      )
      .toBe(true);
    await navigate('/');
    await page.getByRole('link', { name: 'Open my plan' }).click();
    await expect(page).toHaveURL(new RegExp(`/results\\?id=${paid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My plan', exact: true })).toHaveAttribute(
      'href',
      `/results?id=${paid}`,
    );

    // "View previous reports" opens My Reports: every plan, newest first, each with its status and actions.
    await navigate('/');
    await page.getByRole('link', { name: 'View previous reports' }).click();
    await expect(page.getByRole('tab', { name: 'My Reports' })).toHaveAttribute('aria-selected', 'true');
    const reports = page.getByRole('tabpanel').getByRole('listitem');
    await expect(reports).toHaveCount(2);
    await expect(reports.nth(0)).toContainText('Paid');
    await expect(reports.nth(0).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/results?id=${paid}`,
    );
    await expect(reports.nth(0).getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(reports.nth(1)).toContainText('Awaiting payment');
    await expect(reports.nth(1).getByRole('link', { name: 'Complete payment' })).toHaveAttribute(
      'href',
      `/checkout?plan_id=${unpaid}`,
    );
    await expect(reports.nth(1).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/plan-preview?id=${unpaid}`,
    );

    // The receipt stays in My Reports.
    await reports.nth(0).getByRole('button', { name: 'Receipt' }).click();
    const receipt = page.getByRole('dialog', { name: 'Payment receipt' });
    await expect(receipt).toContainText('$99.00');
    await expect(receipt).toContainText(/pi_\w+/);
  });
});

test.describe('sharing with her husband', () => {
  test('she invites him from the share sheet; he signs up, accepts and sees his view; she removes him', async ({
    page,
    navigate,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { account: wife } = await signUp(page.request, { name: 'Sara Ahmad', gender: 'female' });
    const { planId } = await createPaidPlan(page.request, { gender: 'boy' });
    await navigate(`/results?id=${planId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share the plan' });
    await expect(sheet.getByRole('button', { name: "Share the plan's link" })).toBeVisible();
    // A failure is said inside the sheet: while it is open, the page behind it is hidden from assistive
    // technology, so a message there (a toast) would not be found by role.
    const answerDown = (route: Route) => route.fulfill({ status: 500, body: 'down' });
    await page.route('**/api/plans/*/partner-invites', answerDown, { times: 1 });
    await sheet.getByRole('button', { name: 'Invite my husband' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await sheet.getByRole('button', { name: 'Invite my husband' }).click();
    const link = sheet.getByRole('textbox', { name: 'Send him this link' });
    await expect(link).toHaveValue(new RegExp(`^${baseURL}/partner-invite#[A-Za-z0-9_-]{43}$`));
    const inviteUrl = await link.inputValue();
    await expect(sheet).toContainText('It works once, until');

    // His first visit, on his own phone: not signed in, the page asks him to sign up, then brings him back.
    const his = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '2001:db8:30::1' },
    });
    await installRunDayClock(his);
    const husband = await his.newPage();
    await husband.addInitScript(() => window.localStorage.setItem('nasl-welcome-seen', 'true'));
    await husband.goto(`${inviteUrl.replace('#', '?lang=en#')}`);
    await expect(
      husband.getByRole('heading', { level: 1, name: 'Your wife invited you to follow your plan together' }),
    ).toBeVisible();
    // The token left the address at once.
    await expect.poll(() => new URL(husband.url()).hash).toBe('');
    await husband.getByRole('link', { name: 'Create an account' }).click();
    const account = newAccount({ name: 'Ahmad Ali', gender: 'male' });
    const form = signUpForm(husband);
    await fillSignUpDetails(form, account);
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /I consent to Nasl processing my health data/ }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(husband).toHaveURL(/\/partner-invite$/);
    await husband.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(husband).toHaveURL(new RegExp(`/results\\?id=${planId}$`));
    await expect(
      husband.getByRole('heading', { level: 1, name: 'The plan you follow with Sara Ahmad' }),
    ).toBeVisible();
    await expect(husband.getByRole('heading', { name: 'What to do today' })).toBeVisible();
    await expect(husband.getByRole('heading', { name: 'Attempt days ahead' })).toBeVisible();
    // His view: no cycle panel, no diet, no toolbar to share, print or log.
    await expect(husband.getByRole('toolbar')).toHaveCount(0);
    await expect(husband.getByRole('region', { name: 'My cycle' })).toHaveCount(0);
    await expect(husband.getByRole('heading', { name: 'Diet' })).toHaveCount(0);
    const view = (await (await husband.request.get(`/api/plans/${planId}`)).json()) as PartnerPlan;
    expect(view.view).toBe('partner');
    await expect(husband.getByRole('link', { name: 'My plan', exact: true })).toHaveAttribute(
      'href',
      `/results?id=${planId}`,
    );

    // She sees him in the share sheet, and removes him: his next request is refused.
    await page.reload();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(sheet).toContainText('He follows the plan:');
    await expect(sheet).toContainText(account.email);
    await page.route('**/api/plans/*/partners/*', answerDown, { times: 1 });
    // Removal asks first; nothing is sent until she confirms.
    await sheet.getByRole('button', { name: `Remove ${account.name} from the plan` }).click();
    await expect(sheet).toContainText(`Remove ${account.name} from the plan? He will no longer see it.`);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect(sheet.getByRole('button', { name: `Remove ${account.name} from the plan` })).toBeVisible();
    await sheet.getByRole('button', { name: `Remove ${account.name} from the plan` }).click();
    await sheet.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(sheet.getByRole('alert')).toBeVisible();
    await expect(sheet).toContainText(account.email);
    await sheet.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(
      sheet.getByRole('status').filter({ hasText: 'He no longer has access to the plan.' }),
    ).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Invite my husband' })).toBeVisible();
    expect((await husband.request.get(`/api/plans/${planId}`)).status()).toBe(403);
    await his.close();
    expect(wife.email).toBeTruthy();
  });
});

test.describe('after the sharing ended', () => {
  test('a removed husband who opens his link again is told the sharing ended, and how to be invited again', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request, { gender: 'female' });
    const { planId } = await createPaidPlan(page.request);
    const invited = await page.request.post(`/api/plans/${planId}/partner-invites`);
    const { url } = (await invited.json()) as { url: string };
    const his = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '2001:db8:31::1' },
    });
    const { user } = await signUp(his.request, { gender: 'male' });
    const token = new URL(url).hash.slice(1);
    expect((await his.request.post('/api/partner-invites/accept', { data: { token } })).status()).toBe(200);
    expect((await page.request.delete(`/api/plans/${planId}/partners/${user.id}`)).status()).toBe(200);

    const husband = await his.newPage();
    await husband.addInitScript(() => window.localStorage.setItem('nasl-welcome-seen', 'true'));
    await husband.goto(`/partner-invite?lang=en#${token}`);
    await husband.getByRole('button', { name: 'Accept the invitation' }).click();
    const ended = husband.getByRole('status').filter({ hasText: 'Sharing has ended' });
    await expect(ended.getByRole('heading', { name: 'Sharing has ended' })).toBeVisible();
    await expect(ended).toContainText('your wife ended the sharing, or you left it');
    await expect(ended.getByRole('listitem')).toHaveText([
      'Ask your wife to open her plan, choose “Share”, then “Invite my husband”.',
      'She sends you the new link. It works once, for 7 days.',
      'Open it while signed in to this account, then accept the invitation.',
    ]);
    await expect(husband.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await his.close();
  });
});

test.describe('a calendar that follows the plan', () => {
  test('she gets a webcal:// address with the steps per app, copies it, and the address serves the plan', async ({
    page,
    context,
    navigate,
    baseURL,
  }) => {
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    await navigate(`/results?id=${planId}`);
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
    // A failure is said inside the dialog (the page behind it is hidden from assistive technology), and she
    // can try again.
    const failOnce = new Set(['POST', 'DELETE']);
    await page.route('**/api/plans/*/calendar-feed', (route) =>
      failOnce.delete(route.request().method())
        ? route.fulfill({ status: 500, body: 'down' })
        : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Get my calendar address' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: 'Get my calendar address' }).click();
    await expect(dialog.getByRole('alert')).toBeHidden();
    const address = dialog.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(
      new RegExp(`^${baseURL}/api/calendar-feeds/${planId}/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const url = await address.inputValue();
    await expect(dialog.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute(
      'href',
      url.replace(/^http:\/\//, 'webcal://'),
    );
    for (const app of ['Google Calendar', 'Apple Calendar (iPhone, iPad, Mac)', 'Outlook']) {
      await expect(dialog.getByText(app, { exact: true })).toBeVisible();
    }
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dialog.getByRole('button', { name: 'Copy the address' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Address copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // What a calendar app gets from it, without a cookie: the plan's dates, with the same UIDs as the file.
    const feed = await fetch(url);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    const feedUids = [...text.matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!.trim());
    expect(feedUids.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await (await download).path();
    const { readFile } = await import('node:fs/promises');
    const fileUids = [...(await readFile(file!, 'utf8')).matchAll(/^UID:(.+)$/gm)].map((m) => m[1]!.trim());
    expect(fileUids.length).toBeGreaterThan(0);
    expect(feedUids).toEqual(expect.arrayContaining(fileUids));

    // The download closed the dialog; a failed stop keeps the address.
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    await dialog.getByRole('button', { name: 'Stop this address' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(url);
  });
});

/** A subscription as a browser's push service would give it: an endpoint and the device's keys. */
function fakeSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${randomBytes(9).toString('base64url')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/**
 * Debian's Chromium has no push service: the page's push manager is stood in for, with real keys. It gives
 * `fake` when asked to subscribe and forgets it when unsubscribed; `subscribed` says whether the phone starts
 * with it.
 */
async function installStandInPush(
  page: Page,
  fake: ReturnType<typeof fakeSubscription>,
  { subscribed }: { subscribed: boolean },
): Promise<void> {
  await page.addInitScript(
    ({ fake, subscribed }) => {
      const subscription = {
        endpoint: fake.endpoint,
        expirationTime: null,
        options: {},
        toJSON: () => ({
          endpoint: fake.endpoint,
          expirationTime: null,
          keys: { p256dh: fake.p256dh, auth: fake.auth },
        }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      let current: PushSubscription | null = subscribed ? subscription : null;
      PushManager.prototype.subscribe = async () => (current = subscription);
      PushManager.prototype.getSubscription = async () => current;
    },
    { fake, subscribed },
  );
}

test.describe('reminders on the phone', () => {
  // The worker receives the push; the other suites block it (playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('logging out makes the server forget this phone while the session still says whose it is', async ({
    page,
    context,
    navigate,
    baseURL,
  }) => {
    await signUp(page.request);
    await context.grantPermissions(['notifications']);
    // This phone is subscribed already; ending the subscription leaves none.
    const fake = fakeSubscription();
    await installStandInPush(page, fake, { subscribed: true });
    const saved = await page.request.post('/api/push-subscriptions', {
      headers: { origin: baseURL! },
      data: { endpoint: fake.endpoint, keys: { p256dh: fake.p256dh, auth: fake.auth } },
    });
    expect(saved.status()).toBe(201);
    await navigate('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    const calls: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname === '/api/push-subscriptions' || pathname === '/api/auth/logout')
        calls.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
    expect(calls).toEqual(['DELETE /api/push-subscriptions 200', 'POST /api/auth/logout 200']);
  });

  test('in a browser without a push service the dialog says so within seconds, and saves nothing', async ({
    page,
    context,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    await context.grantPermissions(['notifications']);
    // Debian's Chromium has no push service: its subscribe() fails, as in a private window.
    await navigate(`/results?id=${planId}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminders on this phone' });
    await dialog.getByLabel('Send me reminders').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('This browser or window cannot receive notifications', { exact: false }),
    ).toBeVisible({ timeout: 8_000 });
    const settings = (await (await page.request.get(`/api/plans/${planId}/reminders`)).json()) as {
      enabled: boolean;
    };
    expect(settings.enabled).toBe(false);
  });

  test('she turns them on; a push delivered to the service worker shows its notification', async ({
    page,
    context,
    navigate,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    await context.grantPermissions(['notifications']);
    const subscription = fakeSubscription();
    await installStandInPush(page, subscription, { subscribed: false });
    await navigate(`/results?id=${planId}`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Reminders' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reminders on this phone' });
    await dialog.getByLabel('Send me reminders').check();
    await expect(
      dialog.getByRole('checkbox', { name: 'Discreet text ("You have a reminder")' }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Reminders are on');
    const settings = (await (await page.request.get(`/api/plans/${planId}/reminders`)).json()) as {
      enabled: boolean;
      timeZone: string;
      nextReminderAt: string | null;
    };
    expect(settings).toMatchObject({ enabled: true, timeZone: PLAN_TIME_ZONE });
    expect(settings.nextReminderAt).not.toBeNull();

    // The push itself, delivered to the worker through the DevTools protocol as the push service would.
    const payload = reminderPayload({
      planId,
      kind: 'attempt-eve',
      date: today,
      lang: 'ar',
      discreet: true,
      ramadan: false,
    });
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => resolve(list)),
    );
    await cdp.send('ServiceWorker.enable');
    const [registration] = await registrations;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            data: notification.data as unknown,
          })),
        ),
      )
      .toEqual([
        {
          title: 'نسل',
          body: 'لديك تذكير لغد.',
          tag: payload.tag,
          data: { url: `/results?id=${planId}#today` },
        },
      ]);
  });
});
