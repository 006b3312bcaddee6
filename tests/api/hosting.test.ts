import { describe, expect, it } from 'vitest';
import ar from '../../web/src/locales/ar.json' with { type: 'json' };
import arAdmin from '../../web/src/locales/ar/admin.json' with { type: 'json' };
import arCheckout from '../../web/src/locales/ar/checkout.json' with { type: 'json' };
import arPartner from '../../web/src/locales/ar/partner.json' with { type: 'json' };
import arPlan from '../../web/src/locales/ar/plan.json' with { type: 'json' };
import arPublic from '../../web/src/locales/ar/public.json' with { type: 'json' };
import arQuestionnaire from '../../web/src/locales/ar/questionnaire.json' with { type: 'json' };
import { routes } from '../../web/src/config/routes.ts';
import { BASE_URL } from '../support/http.ts';

/** What `curl` gets: the raw HTML Hosting serves, before any JavaScript runs. */
async function page(path: string) {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The text of the page's `<h1>` (its element may carry classes and attributes). */
function headingOf(html: string): string | undefined {
  return /<h1\b[^>]*>([^<]*)</.exec(html)?.[1];
}

const footerText = ar.footer.description;

/** The heading each page that needs the session shows in its shell, before the session is known. */
const SHELL_HEADINGS: Record<string, string> = {
  questionnaire: arQuestionnaire.heading,
  'plan-preview': arPlan.pageTitlePreview,
  results: arPlan.pageTitleResults,
  profile: ar.profile.heading,
  admin: arAdmin.title,
  checkout: arCheckout.heading,
  'payment-success': arCheckout.success.verifying,
  welcome: ar.welcome.pageTitle,
  'partner-invite': arPartner.heading,
};

/** Every page of the route table that needs the session, with its shell's heading. */
const SESSION_PAGES = routes
  .filter((route) => route.kind === 'session')
  .map((route) => [route.path, SHELL_HEADINGS[route.page]] as const);

describe('hosting', () => {
  it('serves the home page with the security headers, its inline script allowed by hash', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
    // The one inline script (the pre-paint script) is allowed by its hash, never by 'unsafe-inline'.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<html lang="ar" dir="rtl">');
  });

  it.each([
    ['/', ar.home.hero.title, ar.home.hero.subtitle],
    ['/about', arPublic.about.heading, arPublic.about.intro],
    ['/research', arPublic.research.heading, arPublic.research.intro],
    ['/contact', arPublic.contact.heading, arPublic.contact.intro],
    ['/terms-of-service', ar.terms.heading, ar.terms.intro],
    ['/auth', ar.auth.heading, ar.auth.subheading],
  ])('pre-renders %s in Arabic: its heading, main text, footer and styles', async (path, heading, text) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(headingOf(html)).toBe(heading);
    expect(html).toContain(text);
    expect(html).toMatch(/<footer\b/);
    expect(html).toContain(footerText);
    // The page's critical CSS, inline, with the ids of its classes, which the browser's style cache adopts.
    expect(html).toMatch(/<style data-nasl-styles="[^"]+">/);
    // Everything is in place: no part of the page waits for a script to be swapped in.
    expect(html).not.toMatch(/<template\b|\$RC\(/);
  });

  it.each(SESSION_PAGES)(
    'serves %s as a shell: header, heading, skeleton and footer',
    async (path, heading) => {
      expect(heading, `a heading for ${path} in SHELL_HEADINGS`).toBeDefined();
      const { status, html } = await page(`${path}?id=anything`);
      expect(status).toBe(200);
      expect(headingOf(html)).toBe(heading);
      expect(html).toContain('aria-busy="true"');
      expect(html).toMatch(/<header\b/);
      expect(html).toContain(footerText);
    },
  );

  it("serves the questionnaire's shell with its introduction, which needs no session", async () => {
    const { html } = await page('/questionnaire');
    expect(html).toContain(`>${arQuestionnaire.intro}</p>`);
  });

  it('answers an unknown address with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/about/more', '/questionnaire-old']) {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(headingOf(html)).toBe(ar.notFound.title);
      expect(html).toContain(footerText);
    }
  });

  it('serves each page at its clean address only', async () => {
    const { status, headers } = await page('/about.html');
    expect(status).toBe(301);
    expect(headers.get('location')).toMatch(/\/about$/);
  });

  it('asks the browser to compile the code a page runs at start as it loads, and leaves later code alone', async () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const { html } = await page('/');
    const named = /<meta name="nasl-page-code" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(named.length).toBeGreaterThan(5);
    const code = await Promise.all(named.map(async (href) => (await fetch(`${BASE_URL}${href}`)).text()));
    for (const [index, text] of code.entries()) expect(text.startsWith(hint), named[index]).toBe(true);
    // The welcome modal loads only when it is due: it is named by the home page's code, not run at start.
    const welcome = /welcome-modal-[\w-]+\.js/.exec(code.join('\n'))?.[0];
    expect(welcome).toBeDefined();
    expect(named.some((href) => href.endsWith(`/${welcome}`))).toBe(false);
    const welcomeCode = await (await fetch(`${BASE_URL}/assets/${welcome}`)).text();
    expect(welcomeCode.length).toBeGreaterThan(0);
    expect(welcomeCode.startsWith(hint)).toBe(false);
  });

  it('lets the dashboard page load its code early without putting it in the offline copy', async () => {
    const { html } = await page('/admin');
    const dashboardCode = /<link rel="modulepreload" crossorigin href="(\/assets\/admin-[^"]+\.js)">/.exec(
      html,
    )?.[1];
    expect(dashboardCode).toBeDefined();
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    expect(worker).toContain('"about.html"');
    expect(worker).not.toContain(dashboardCode!.slice(1));
  });

  it('lets the dashboard open on its overview without the other tabs’ code, which stays out of the offline copy', async () => {
    const { html } = await page('/admin');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1]!,
    );
    const code = (
      await Promise.all(preloaded.map(async (href) => (await fetch(`${BASE_URL}${href}`)).text()))
    ).join('\n');
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    for (const tab of ['users-tab', 'questionnaires-tab', 'payments-tab']) {
      // The dashboard's code imports the tab's own file when it is opened.
      const tabCode = new RegExp(`${tab}-[\\w-]+\\.js`).exec(code)?.[0];
      expect(tabCode, `${tab} is a file of its own`).toBeDefined();
      expect(preloaded.filter((href) => href.endsWith(`/${tabCode}`))).toEqual([]);
      expect(worker).not.toContain(tabCode);
    }
  });
});
