import type { Page } from '@playwright/test';
import ar from '../../web/src/locales/ar.json' with { type: 'json' };
import arPublic from '../../web/src/locales/ar/public.json' with { type: 'json' };
import en from '../../web/src/locales/en.json' with { type: 'json' };
import enPublic from '../../web/src/locales/en/public.json' with { type: 'json' };
import arPlan from '../../web/src/locales/ar/plan.json' with { type: 'json' };
import arQuestionnaire from '../../web/src/locales/ar/questionnaire.json' with { type: 'json' };
import { newAccount, signUp } from '../support/fixtures/accounts.ts';
import { postExpecting } from '../support/fixtures/caller.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { appStarted, expect, holdRequests, test } from './fixtures.ts';
import { newLockedPlan, wizard } from './plan-fixtures.ts';

/** Each public page in Arabic (the pre-rendered language): its heading and a sentence of its main text. */
const PUBLIC_PAGES = [
  { path: '/', heading: ar.home.hero.title, text: ar.home.hero.subtitle },
  { path: '/about', heading: arPublic.about.heading, text: arPublic.about.intro },
  { path: '/research', heading: arPublic.research.heading, text: arPublic.research.intro },
  { path: '/contact', heading: arPublic.contact.heading, text: arPublic.contact.intro },
  { path: '/terms-of-service', heading: ar.terms.heading, text: ar.terms.intro },
  { path: '/privacy', heading: arPublic.privacy.heading, text: arPublic.privacy.intro },
  { path: '/auth', heading: ar.auth.heading, text: ar.auth.subheading },
  { path: '/no-such-page', heading: ar.notFound.title, text: ar.notFound.description },
];

const DARK_PAGE_BACKGROUND = 'rgb(13, 20, 22)';
const LIGHT_PAGE_BACKGROUND = 'rgb(246, 248, 248)';

/** What React reports when the page it hydrates differs from the HTML (minified codes in production). */
const HYDRATION_PROBLEM = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

/** Every console message and uncaught error of the page, as text. */
function collectMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Emotion inserts each rule with insertRule in production: counted from before the page's first script. */
async function countInsertedStyleRules(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Reflect.set(window, '__insertedRules', inserted);
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
}

async function insertedStyleRules(page: Page): Promise<string[]> {
  return page.evaluate(() => Reflect.get(window, '__insertedRules') as string[]);
}

/**
 * Keeps the `<h1>` the browser parsed from the HTML, before any script ran: if React threw the pre-rendered
 * markup away and rendered afresh, the heading on screen is another element.
 */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Reflect.set(window, '__parsedHeading', document.querySelector('h1'));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, text } of PUBLIC_PAGES) {
    test(`${path} shows its heading, text, header and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // What search results and link previews show, read from the HTML.
      await expect(page.locator('head > title')).toHaveCount(1);
      await expect(page.locator('head > meta[name="description"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(ar.footer.description);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: ar.footer.terms })).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: ar.footer.privacy }),
      ).toBeVisible();
    });
  }

  test('the sign-up and login forms cannot be sent before the app runs', async ({ page }) => {
    // A native submit would put the password in the address.
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: ar.auth.login.submit, exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: ar.auth.signUp.submit, exact: true })).toBeDisabled();
  });

  test('a page that needs the session shows its shell: heading and skeleton', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: ar.profile.heading })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} keeps the pre-rendered page and logs no mismatch`, async ({ page }) => {
      const messages = collectMessages(page);
      await rememberParsedHeading(page);
      await page.goto(path);
      // The session arrived and the header shows it: the app is running.
      await expect(page.getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
      const heading1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(heading1).toBeVisible();
      expect(await heading1.evaluate((element) => element === Reflect.get(window, '__parsedHeading'))).toBe(
        true,
      );
      expect(messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
      expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    });
  }

  const descriptions = (page: Page) => () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('meta[name="description"]'), (meta) =>
        meta.getAttribute('content'),
      ),
    );

  test('each page has one title and one description, kept in step', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
    await expect.poll(descriptions(page)).toEqual([arPublic.about.intro]);
    await expect(page).toHaveTitle(`${arPublic.about.pageTitle} | ${ar.brand.name}`);
    await page.getByRole('banner').getByRole('link', { name: ar.nav.research }).click();
    await expect(page.getByRole('heading', { level: 1, name: arPublic.research.heading })).toBeVisible();
    await expect.poll(descriptions(page)).toEqual([arPublic.research.intro]);
    await expect(page).toHaveTitle(`${arPublic.research.pageTitle} | ${ar.brand.name}`);
  });

  test('a page left while it still hydrates leaves no description behind', async ({ page }) => {
    // On a slow phone the header is alive before the page under it has hydrated: React throws that page
    // away unhydrated when the person moves on. A pre-rendered description it never took over would stay.
    // The race is not forced, only made likely (about one run in three on the old code failed).
    const devTools = await page.context().newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: ar.nav.research }).click();
    await expect(page.getByRole('heading', { level: 1, name: arPublic.research.heading })).toBeVisible();
    await expect(page).toHaveTitle(`${arPublic.research.pageTitle} | ${ar.brand.name}`);
    await expect.poll(descriptions(page)).toEqual([arPublic.research.intro]);
  });

  test('a tap before the app has started is not lost: the app presses the button once it runs', async ({
    page,
  }) => {
    // The app's code arrives late, as on a slow phone: the page is there, its buttons not yet alive. The
    // code is held until the tap is made.
    const appCode = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: ar.header.switchToDark }).click();
    expect(await page.locator('html').getAttribute('data-nasl-started')).toBeNull();
    appCode();
    await expect(page.locator('html')).toHaveAttribute('data-nasl-theme', 'dark', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: ar.header.switchToLight })).toBeVisible();
  });

  test.describe('nothing done before the app starts is lost (a phone 6× slower)', () => {
    /** A mid-range phone: the page paints from its HTML seconds before its app has started. */
    async function slowPhone(page: Page, rate = 6) {
      const devTools = await page.context().newCDPSession(page);
      await devTools.send('Emulation.setCPUThrottlingRate', { rate });
      return () => devTools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }

    test("the contact page's chat button tapped as the page appears opens the chat", async ({ page }) => {
      await slowPhone(page);
      await page.goto('/contact', { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: arPublic.contact.openChat });
      await toggle.click();
      // The tap came before the app ran: the page was only its HTML.
      expect(await page.locator('html').getAttribute('data-nasl-started')).toBeNull();
      await expect(page.getByRole('button', { name: arPublic.contact.closeChat })).toHaveAttribute(
        'aria-expanded',
        'true',
        { timeout: 30_000 },
      );
      await expect(page.getByRole('textbox', { name: arPublic.chat.inputLabel })).toBeVisible();
    });

    test('what is typed into the sign-up form before the app starts stays, and is what it sends', async ({
      page,
    }) => {
      const fullSpeed = await slowPhone(page);
      // The app's code is held until the typing is done, so the whole of it comes before the app.
      const appCode = await holdRequests(page, '**/assets/*.js');
      const account = newAccount();
      await page.goto('/auth', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: ar.auth.signUp.title });
      await form.getByLabel(ar.auth.fields.name).pressSequentially(account.name);
      await form.getByLabel(ar.auth.fields.email).pressSequentially(account.email);
      await form.getByLabel(ar.auth.fields.female).check();
      expect(await page.locator('html').getAttribute('data-nasl-started')).toBeNull();
      appCode();
      await appStarted(page);
      // The form renders again as the app starts (its button comes alive): the text and the choice stay.
      await expect(form.getByRole('button', { name: ar.auth.signUp.submit })).toBeEnabled();
      await expect(form.getByLabel(ar.auth.fields.name)).toHaveValue(account.name);
      await expect(form.getByLabel(ar.auth.fields.email)).toHaveValue(account.email);
      await expect(form.getByLabel(ar.auth.fields.female)).toBeChecked();
      await fullSpeed();
      // And the form's own values: with the rest filled in, it signs her up under that name and address.
      await form.getByLabel(ar.auth.fields.phone).fill(account.phone);
      await form.getByLabel(ar.auth.fields.password, { exact: true }).fill(account.password);
      await form.getByLabel(ar.auth.fields.confirmPassword).fill(account.password);
      for (const checkbox of await form.getByRole('checkbox').all()) await checkbox.check();
      await form.getByRole('button', { name: ar.auth.signUp.submit }).click();
      await expect(page).toHaveURL(/\/welcome$/, { timeout: 30_000 });
      const me = (await (await page.request.get('/api/auth/me')).json()) as {
        user: { name: string; email: string; gender: string };
      };
      expect(me.user).toMatchObject({ name: account.name, email: account.email, gender: 'female' });
    });
  });

  test("the questionnaire's introduction is painted with its shell and stays in place on every step", async ({
    page,
  }) => {
    await signUp(page.request);
    // Where the paragraph the browser parsed from the HTML stood, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const intro = document.querySelector('main p');
        Reflect.set(window, '__parsedIntro', {
          text: intro?.textContent,
          top: intro?.getBoundingClientRect().top,
        });
      });
    });
    await page.goto('/questionnaire');
    const parsed = await page.evaluate(
      () => Reflect.get(window, '__parsedIntro') as { text: string; top: number },
    );
    expect(parsed.text).toBe(arQuestionnaire.intro);

    const intro = page.getByText(arQuestionnaire.intro, { exact: true });
    const { next } = wizard(page);
    await expect(page.getByText('السؤال 1 من 17', { exact: true })).toBeVisible();
    expect((await intro.boundingBox())?.y).toBeCloseTo(parsed.top, 0);
    await next.click();
    await expect(page.getByText('السؤال 2 من 17', { exact: true })).toBeVisible();
    await expect(intro).toBeVisible();
    expect((await intro.boundingBox())?.y).toBeCloseTo(parsed.top, 0);
  });

  test('the first click works while the app starts', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: ar.header.switchToDark }).click();
    await expect(page.locator('html')).toHaveAttribute('data-nasl-theme', 'dark');
  });
});

test.describe("a person's own locked plan, rendered by the server", () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the preview shows the plan itself: its notices, its goal and the way to unlock it', async ({
      page,
    }) => {
      const { planId, planData } = await newLockedPlan(page);
      await page.goto(`/plan-preview?id=${planId}`);
      await expect(page.getByRole('heading', { level: 1, name: arPlan.preview.title })).toBeVisible();
      expect(planData.notices.length).toBeGreaterThan(0);
      for (const notice of planData.notices) {
        await expect(page.getByRole('note').filter({ hasText: notice.text })).toBeVisible();
      }
      await expect(page.getByText(`${planData.summary.successRate}%`).first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
  });

  test.describe('with no service worker', () => {
    // The worker's first install asks again for what the page shows, to keep it for offline use.
    test.use({ serviceWorkers: 'block' });

    test('the app hydrates it as it came, logs no mismatch and asks the API for neither session nor plan', async ({
      page,
    }) => {
      const { planId, planData } = await newLockedPlan(page);
      await countInsertedStyleRules(page);
      const messages = collectMessages(page);
      const apiReads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) apiReads.push(pathname);
      });
      await rememberParsedHeading(page);
      await page.goto(`/plan-preview?id=${planId}`);
      await appStarted(page);
      const heading = page.getByRole('heading', { level: 1, name: arPlan.preview.title });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((element) => element === Reflect.get(window, '__parsedHeading'))).toBe(
        true,
      );
      await expect(page.getByRole('note').filter({ hasText: planData.notices[0]!.text })).toBeVisible();
      // The header shows the person the server rendered it for, a link to their profile.
      await expect(page.getByRole('banner').getByRole('link', { name: ar.header.profile })).toBeVisible();
      expect(messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
      expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
      expect(apiReads.filter((path) => path === '/api/auth/me' || path.startsWith('/api/plans/'))).toEqual(
        [],
      );
      // Every style the page uses came with it: the browser's cache adopted them all and inserted none.
      expect(await insertedStyleRules(page)).toEqual([]);

      // The unlock button works in the hydrated page.
      const unlock = arPlan.preview.unlock.split('{{')[0]!.trim();
      await page.getByRole('link', { name: unlock }).first().click();
      await expect(page).toHaveURL(new RegExp(`/checkout\\?plan_id=${planId}`));
    });
  });

  test("another person's plan comes as the shell, and the page asks the API, which refuses it", async ({
    page,
  }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request);
    await page.context().clearCookies();
    await signUp(page.request);
    const html = await (await page.request.get(`/plan-preview?id=${planId}`)).text();
    expect(html).not.toContain('nasl-plan-page');
    expect(html).toContain('aria-busy="true"');
    await page.goto(`/plan-preview?id=${planId}`);
    await expect(page.getByRole('alert')).toHaveText(arPlan.errors.loadFailed);
  });
});

test.describe('a first visit: the page paints alone, then the app starts without inserting styles', () => {
  test('the HTML preloads no font and none of the code it names; the app preloads that code once it runs', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const html = await (await page.request.get('/')).text();
    const named = /<meta name="nasl-page-code" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named.length).toBeGreaterThan(5);
    for (const file of named) expect(html).not.toContain(`href="${file}"`);
    expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);

    await page.goto('/');
    await appStarted(page);
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
    );
    expect(preloaded).toEqual(expect.arrayContaining(named));
    // No service worker controls a first visit, so the fonts are not on the device: the page uses the
    // device's own and never downloads the web font.
    expect(
      await page.evaluate(() => (document.getElementById('nasl-font-faces') as HTMLStyleElement).disabled),
    ).toBe(true);
    expect(requested.filter((path) => path.endsWith('.woff2'))).toEqual([]);
  });

  test.describe('with the welcome modal', () => {
    test.use({ welcomeModal: true });

    test('no style is inserted from the first paint until the welcome modal is open', async ({ page }) => {
      await countInsertedStyleRules(page);
      await page.goto('/');
      // It opens for a guest only, once the session check has answered and the header shows it.
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await insertedStyleRules(page)).toEqual([]);
    });
  });
});

test.describe("the home page's sections", () => {
  test('render in the other language when it is chosen, once, with nothing of the Arabic left', async ({
    page,
  }) => {
    await page.goto('/');
    await appStarted(page);
    await page.getByRole('button', { name: ar.language.switchLabel }).click();
    await expect(page.getByRole('heading', { level: 2, name: en.home.science.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: ar.home.science.title })).toHaveCount(0);
    await expect(page.locator('#science-title')).toHaveCount(1);

    await page.getByRole('button', { name: en.language.switchLabel }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.home.science.title })).toBeVisible();
    await expect(page.locator('#science-title')).toHaveCount(1);
  });

  test('a keyboard focus on a section link shows the focus ring', async ({ page }) => {
    await page.goto('/');
    await appStarted(page);
    // The session's answer shows the hero's buttons, which then join the tab order before the sections.
    await expect(page.getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
    const link = page.getByRole('link', { name: ar.home.science.cta });
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  });
});

test.describe('theme and language before the app runs', () => {
  test('a remembered dark theme paints the pre-rendered page dark, and stays after the app starts', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('nasl-theme')) window.localStorage.setItem('nasl-theme', 'dark');
    });
    // The app's code never arrives: what shows is the HTML and the pre-paint script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-nasl-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      DARK_PAGE_BACKGROUND,
    );

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('button', { name: ar.header.switchToLight })).toBeVisible();
    await page.getByRole('button', { name: ar.header.switchToLight }).click();
    await expect(page.locator('html')).toHaveAttribute('data-nasl-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      LIGHT_PAGE_BACKGROUND,
    );
    expect(await page.evaluate(() => window.localStorage.getItem('nasl-theme'))).toBe('light');
  });

  test("a guest's buttons show before the app runs, but not on a device where someone is signed in", async ({
    page,
  }) => {
    const guestButtons = [
      page.getByRole('banner').getByRole('link', { name: ar.header.signUpOrLogin }),
      page.getByRole('main').getByRole('link', { name: ar.home.hero.ctaGuest }),
      page.getByRole('main').getByRole('link', { name: ar.home.hero.ctaLogin }),
    ];
    // The app's code never arrives: what shows is the HTML and the pre-paint script alone.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: ar.home.hero.title })).toBeVisible();
    for (const button of guestButtons) await expect(button).toBeVisible();

    // The server's last answer on this device named a person (left by the session check).
    await page.evaluate(() => window.localStorage.setItem('nasl-signed-in', '1'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ar.home.hero.title })).toBeVisible();
    for (const button of guestButtons) await expect(button).toBeHidden();
  });

  test('after logout the reloaded home page shows the guest’s buttons before its app runs', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: ar.header.logout })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('nasl-signed-in'))).toBe('1');
    // The reload's code is held (the logout's own code is not): what the reloaded page shows first is its
    // HTML and the pre-paint script alone.
    let loggingOut = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/logout') loggingOut = true;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      if (loggingOut) await released;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('button', { name: ar.header.logout }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: ar.home.hero.ctaGuest })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-nasl-started'))).toBe(false);
    release();
    await appStarted(page);
    await expect(page.getByRole('banner').getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
  });

  test('the theme stored by earlier versions still reads as dark', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem('nasl-theme', '{"state":{"mode":"dark"},"version":0}'),
    );
    await page.goto('/');
    await expect(page.getByRole('button', { name: ar.header.switchToLight })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-nasl-theme', 'dark');
  });

  test('English never shows the Arabic page: it stays hidden until the app renders it', async ({ page }) => {
    const messages = collectMessages(page);
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: arPublic.about.heading })).toBeHidden();

    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: enPublic.about.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: en.header.signUpOrLogin })).toBeVisible();
    expect(messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
    // The choice is remembered: the next page, without ?lang=, is English too.
    await page.goto('/research');
    await expect(page.getByRole('heading', { level: 1, name: enPublic.research.heading })).toBeVisible();
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Compares two PNG screenshots of one size in the browser itself (no image library): how many pixels
 * differ (a channel by more than 2 of 255) outside the boxes to ignore, and the box that holds them.
 */
async function differingPixels(page: Page, first: Buffer, second: Buffer, ignore: Box[]) {
  return page.evaluate(
    async ({ first, second, ignore }) => {
      const decode = async (base64: string) => {
        const bitmap = await createImageBitmap(
          new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/png' }),
        );
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = await Promise.all([decode(first), decode(second)]);
      if (a.width !== b.width || a.height !== b.height) {
        return { count: -1, size: `${a.width}x${a.height} then ${b.width}x${b.height}`, box: null };
      }
      const ignored = (x: number, y: number) =>
        ignore.some((box) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height);
      let count = 0;
      let box: { left: number; top: number; right: number; bottom: number } | null = null;
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const i = (y * a.width + x) * 4;
          // A channel off by 1 or 2 of 255 is the rasteriser's rounding (seen on an outlined button's
          // anti-aliased border once its layer was composited anew), not a change a person sees.
          let same = true;
          for (let channel = 0; channel < 4 && same; channel++) {
            same = Math.abs(a.data[i + channel]! - b.data[i + channel]!) <= 2;
          }
          if (same || ignored(x, y)) continue;
          count++;
          box = box
            ? {
                left: Math.min(box.left, x),
                top: Math.min(box.top, y),
                right: Math.max(box.right, x),
                bottom: Math.max(box.bottom, y),
              }
            : { left: x, top: y, right: x, bottom: y };
        }
      }
      return { count, size: `${a.width}x${a.height}`, box };
    },
    { first: first.toString('base64'), second: second.toString('base64'), ignore },
  );
}

test.describe('the pre-rendered page and the running app look the same', () => {
  // What is meant to change when the app starts: the forms' buttons come alive. A guest's buttons (the
  // header's sign-up link, the hero's) show from the first paint on a device where no one was signed in.
  const INTENDED_CHANGES = ['form button[type="submit"]'];

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path}: a screenshot before the app starts and one after it are the same`, async ({ page }) => {
      // A first visit: the fonts may or may not have arrived before the text was first laid out. Either way
      // the page keeps what it showed first (font-display optional; the faces' stylesheet is never replaced).
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      const preRendered = await shot();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-nasl-started'))).toBe(
        false,
      );

      release();
      await appStarted(page);
      await expect(page.getByRole('link', { name: ar.header.signUpOrLogin })).toBeVisible();
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      );
      const running = await shot();

      const ignore: Box[] = [];
      for (const selector of INTENDED_CHANGES) {
        for (const element of await page.locator(selector).all()) {
          const box = await element.boundingBox();
          // Boxes in page coordinates, as the full-page screenshot is; a margin for focus rings and shadows.
          const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
          if (box)
            ignore.push({
              x: box.x + scroll.x - 4,
              y: box.y + scroll.y - 4,
              width: box.width + 8,
              height: box.height + 8,
            });
        }
      }
      await expectSameScreenshots(page, preRendered, running, ignore);
    });
  }

  test("a person's own locked plan, rendered by the server: the same before and after the app starts", async ({
    page,
  }) => {
    const { planId } = await newLockedPlan(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/plan-preview?id=${planId}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: arPlan.preview.title })).toBeVisible();
    // The function's answer arrives in pieces: the page is whole once its last element, the data it
    // carries, has been parsed (the held scripts keep DOMContentLoaded from firing).
    await page.locator('script#nasl-plan-page').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const serverRendered = await shot();

    release();
    await appStarted(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expectSameScreenshots(page, serverRendered, await shot(), []);
  });
});

test.describe('her plan, /results, rendered by the server', () => {
  // The worker's first install asks again for what the page shows, to keep it for offline use.
  test.use({ serviceWorkers: 'block' });

  /** Opens `path` as the HTML came and checks the app took it over as it was, asking for neither answer. */
  async function hydratesAsItCame(page: Page, path: string, heading: string) {
    await countInsertedStyleRules(page);
    const messages = collectMessages(page);
    const apiReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiReads.push(pathname);
    });
    await rememberParsedHeading(page);
    await page.goto(path);
    await appStarted(page);
    const heading1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(heading1).toBeVisible();
    expect(await heading1.evaluate((element) => element === Reflect.get(window, '__parsedHeading'))).toBe(
      true,
    );
    await expect(page.getByRole('heading', { name: arPlan.cycle.today.heading })).toBeVisible();
    expect(messages.filter((message) => HYDRATION_PROBLEM.test(message))).toEqual([]);
    expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
    expect(apiReads.filter((read) => read === '/api/auth/me' || read.startsWith('/api/plans/'))).toEqual([]);
    // Every style the page uses came with it: the browser's cache adopted them all and inserted none.
    expect(await insertedStyleRules(page)).toEqual([]);
  }

  test('her paid plan: the app hydrates it as it came, asks for neither session nor plan, and it works', async ({
    page,
  }) => {
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    await hydratesAsItCame(page, `/results?plan_id=${planId}`, arPlan.full.title);
    // The hydrated page works: her cycle panel opens its form.
    await page.getByRole('button', { name: arPlan.cycle.log['period-start'] }).click();
    await expect(page.getByRole('form', { name: arPlan.cycle.log.question['period-start'] })).toBeVisible();
  });

  test('his view of the plan she shared: hydrated as it came, its code loaded as the page starts', async ({
    page,
  }) => {
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    const { token } = await postExpecting<{ token: string }>(
      201,
      page.request,
      `/api/plans/${planId}/partner-invites`,
    );
    await page.context().clearCookies();
    await signUp(page.request, { name: 'Omar Ali', gender: 'male' });
    await postExpecting(200, page.request, `/api/partner-invites/accept`, { token });
    await hydratesAsItCame(
      page,
      `/results?id=${planId}`,
      arPlan.partner.title.replace('{{name}}', 'Sara Ahmed'),
    );
  });

  test('the same before and after the app starts', async ({ page }) => {
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request);
    const appCode = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/results?plan_id=${planId}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: arPlan.full.title })).toBeVisible();
    await page.locator('script#nasl-plan-page').waitFor({ state: 'attached' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const serverRendered = await shot();
    appCode();
    await appStarted(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    await expectSameScreenshots(page, serverRendered, await shot(), []);
  });
});

/** Two screenshots of a page differ nowhere outside `ignore` (both are attached to the report if they do). */
async function expectSameScreenshots(page: Page, before: Buffer, after: Buffer, ignore: Box[]) {
  const difference = await differingPixels(page, before, after, ignore);
  if (difference.count !== 0) {
    await test.info().attach('before-the-app.png', { body: before, contentType: 'image/png' });
    await test.info().attach('running.png', { body: after, contentType: 'image/png' });
  }
  expect(
    difference,
    `pixels that differ (${difference.size}, within ${JSON.stringify(difference.box)}), outside the intended changes`,
  ).toMatchObject({
    count: 0,
  });
}
