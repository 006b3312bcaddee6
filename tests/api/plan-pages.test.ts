import type { LockedPlanData, PartnerPlan, PlanDetails } from '@nasl/core';
import type { ServerRenderedPage } from '@nasl/core/rendered-page';
import { describe, expect, it } from 'vitest';
import ar from '../../web/src/locales/ar.json' with { type: 'json' };
import arAdmin from '../../web/src/locales/ar/admin.json' with { type: 'json' };
import arPlan from '../../web/src/locales/ar/plan.json' with { type: 'json' };
import { markPlanPaid, setPlanFields } from '../support/firebase.ts';
import { husbandOf, ownerWithPaidPlan, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { adminClient, BASE_URL, registeredClient, type Client } from '../support/http.ts';
import { createPlan } from '../support/fixtures/plans.ts';

/** A page as a browser gets it: its document, with this client's session cookie. */
async function planPage(path: ServerRenderedPage, client: Client | null, query: string) {
  const headers: Record<string, string> = {};
  if (client?.cookie) headers.cookie = `__session=${client.cookie}`;
  const response = await fetch(`${BASE_URL}${path}${query}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

const planPreviewPage = (client: Client | null, query: string) => planPage('/plan-preview', client, query);
const resultsPage = (client: Client | null, query: string) => planPage('/results', client, query);

type FullDetails = Extract<PlanDetails, { locked: false }>;

const DATA_SCRIPT = /<script type="application\/json" id="nasl-plan-page">([^<]*)<\/script>/;

/** React escapes these in text. */
function asHtmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The shell: the page's heading over a skeleton, no plan and no data. */
function expectShell(html: string) {
  expect(html).toContain(`>${arPlan.pageTitlePreview}</h1>`);
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toMatch(DATA_SCRIPT);
  expect(html).not.toContain(arPlan.preview.title);
}

describe('/plan-preview, rendered by the function', () => {
  it("renders the owner's locked preview into the page, with the data it was rendered from", async () => {
    const { client, user } = await registeredClient();
    const plan = await createPlan(client);
    const expected = await client.get<PlanDetails & { planData: LockedPlanData }>(`/api/plans/${plan.id}`, {
      lang: 'ar',
    });
    const me = await client.get('/api/auth/me');

    const { status, headers, html } = await planPreviewPage(client, `?id=${plan.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    // Personal: never kept by a shared cache.
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`>${arPlan.preview.title}</h1>`);
    expect(expected.body.planData.notices.length).toBeGreaterThan(0);
    for (const notice of expected.body.planData.notices) expect(html).toContain(asHtmlText(notice.text));
    expect(html).not.toContain('aria-busy="true"');
    // Its own styles, which the browser's style cache adopts: the production build's class names, as the
    // browser computes them (a development render labels each, `muirtl-…-MuiButton-root`).
    expect(html).toMatch(/<style data-nasl-styles="[^"]+">/);
    expect(html).not.toMatch(/muirtl-\w+-Mui/);
    expect(html).not.toMatch(/<template\b|\$RC\(/);
    const data: unknown = JSON.parse(DATA_SCRIPT.exec(html)![1]!);
    expect(data).toEqual({ authStatus: me.body, plan: expected.body });
    expect(user.id).toBe((me.body as { user: { id: string } }).user.id);
  });

  it('keeps the address’s query for the app and reads the id as the page does (trimmed, the first one)', async () => {
    const { client } = await registeredClient();
    const plan = await createPlan(client);
    const { html } = await planPreviewPage(client, `?id=%20${plan.id}%20&id=other&lang=ar`);
    expect(html).toContain(`>${arPlan.preview.title}</h1>`);
    expect(html).toContain(`/checkout?plan_id=${plan.id}`);
  });

  it('sends a guest the shell', async () => {
    const { client } = await registeredClient();
    const plan = await createPlan(client);
    const { status, headers, html } = await planPreviewPage(null, `?id=${plan.id}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expectShell(html);
  });

  it("sends another person the shell: nothing of the owner's plan is in it", async () => {
    const owner = await registeredClient();
    const plan = await createPlan(owner.client, { gender: 'girl' });
    const other = await registeredClient();
    const { status, html } = await planPreviewPage(other.client, `?id=${plan.id}`);
    expect(status).toBe(200);
    expectShell(html);
    expect(html).not.toContain(owner.registration.email);
    // The page then asks the API, which refuses.
    expect((await other.client.get(`/api/plans/${plan.id}`)).status).toBe(403);
  });

  it('sends an admin the shell: the app takes them to /results', async () => {
    const { client } = await registeredClient();
    const plan = await createPlan(client);
    const admin = await adminClient();
    expectShell((await planPreviewPage(admin, `?id=${plan.id}`)).html);
  });

  it('sends the owner of a paid plan the shell: the unlocked plan renders in the browser', async () => {
    const { client } = await registeredClient();
    const plan = await createPlan(client);
    await markPlanPaid(plan.id);
    expectShell((await planPreviewPage(client, `?id=${plan.id}`)).html);
  });

  it.each([
    ['no id', ''],
    ['an empty id', '?id='],
    ['an id that names nothing', '?id=doesNotExist1234567'],
    ['an id that cannot be one', `?id=${encodeURIComponent('../plans/x')}`],
    ['a very long id', `?id=${'a'.repeat(2_000)}`],
    ['a script as id', `?id=${encodeURIComponent('<script>alert(1)</script>')}`],
  ])('answers %s with the shell, status 200', async (_label, query) => {
    const { client } = await registeredClient();
    const { status, html } = await planPreviewPage(client, query);
    expect(status).toBe(200);
    expectShell(html);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('sends the same shell the service worker keeps', async () => {
    const shell = await (await fetch(`${BASE_URL}/plan-preview.shell`)).text();
    expect((await planPreviewPage(null, '?id=x')).html).toBe(shell);
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    expect(worker).toContain('"plan-preview.shell.html"');
  });
});

/** The data a rendered page carries, as its JSON script holds it. */
function carriedData(html: string): unknown {
  const json = DATA_SCRIPT.exec(html)?.[1];
  expect(json, 'the page carries the data it was rendered with').toBeDefined();
  return JSON.parse(json!);
}

/** The results page's shell: its heading over a skeleton, no plan and no data. */
function expectResultsShell(html: string) {
  expect(html).toContain(`>${arPlan.pageTitleResults}</h1>`);
  expect(html).toContain('aria-busy="true"');
  expect(html).not.toMatch(DATA_SCRIPT);
  expect(html).not.toContain(arPlan.full.title);
}

/** What the page must carry: the answers GET /api/auth/me and GET /api/plans/{id} give this client, in Arabic. */
async function answersFor(client: Client, planId: string) {
  const me = await client.get('/api/auth/me');
  const plan = await client.get(`/api/plans/${planId}`, { lang: 'ar' });
  expect(plan.status).toBe(200);
  return { authStatus: me.body, plan: plan.body };
}

describe('/results, rendered by the function', () => {
  it("renders her paid plan into the page, today's card first, with the data it was rendered from", async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const expected = await answersFor(client, planId);
    const { status, headers, html } = await resultsPage(client, `?plan_id=${planId}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain(`>${arPlan.full.title}</h1>`);
    expect(html).toContain(`>${arPlan.cycle.today.heading}</`);
    const { planData } = expected.plan as FullDetails;
    for (const notice of planData.notices) expect(html).toContain(asHtmlText(notice.text));
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toMatch(/<style data-nasl-styles="[^"]+">/);
    expect(html).not.toMatch(/<template\b|\$RC\(/);
    expect(carriedData(html)).toEqual(expected);
  });

  it('reads the id as the page does: ?id= first, then ?plan_id=', async () => {
    const { client, planId } = await ownerWithPlanMarkedPaid();
    const { html } = await resultsPage(client, `?id=%20${planId}%20&plan_id=other`);
    expect(html).toContain(`>${arPlan.full.title}</h1>`);
  });

  it('renders his view of the plan she shared, with her name', async () => {
    const owner = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(owner.client, owner.planId);
    const expected = await answersFor(husband.client, owner.planId);
    const { status, html } = await resultsPage(husband.client, `?id=${owner.planId}`);
    expect(status).toBe(200);
    expect(html).toContain(asHtmlText((expected.plan as PartnerPlan).planData.position));
    expect(html).toContain(`>${arPlan.cycle.today.heading}</`);
    expect(carriedData(html)).toEqual(expected);
    // None of her own plan: her notices and diet are not in his view.
    expect(html).not.toContain(arPlan.full.title);
  });

  it('renders a refunded plan as the page shows it: locked again, saying it was refunded, with no way to pay', async () => {
    const owner = await ownerWithPaidPlan();
    const admin = await adminClient();
    const refund = await admin.post(`/api/admin/plans/${owner.planId}/refund`, { reason: 'Guarantee' });
    expect(refund.status).toBe(200);
    const expected = await answersFor(owner.client, owner.planId);
    expect(expected.plan).toMatchObject({ locked: true, isPaid: false });
    const { html } = await resultsPage(owner.client, `?plan_id=${owner.planId}`);
    expect(html).toContain(`>${arPlan.refunded.title}</`);
    expect(html).not.toContain(`>${arPlan.unlockCard.title}</`);
    expect(html).not.toContain('/checkout?plan_id=');
    expect(carriedData(html)).toEqual(expected);
  });

  it('renders a plan not for sale with why, and no way to pay', async () => {
    const { client } = await registeredClient();
    const plan = await createPlan(client, { motherAge: 55 });
    const { html } = await resultsPage(client, `?id=${plan.id}`);
    expect(html).toContain(`>${arPlan.unlockCard.titleNotForSale}</`);
    expect(html).not.toContain('/checkout?plan_id=');
    expect(carriedData(html)).toEqual(await answersFor(client, plan.id));
  });

  it('sends a guest, another person, and her husband once the plan is no longer paid the shell', async () => {
    const owner = await ownerWithPlanMarkedPaid();
    const husband = await husbandOf(owner.client, owner.planId);
    expectResultsShell((await resultsPage(null, `?id=${owner.planId}`)).html);
    const other = await registeredClient();
    const { html } = await resultsPage(other.client, `?id=${owner.planId}`);
    expectResultsShell(html);
    expect(html).not.toContain(owner.registration.email);
    await setPlanFields(owner.planId, { isPaid: false, paymentStatus: 'refunded' });
    expectResultsShell((await resultsPage(husband.client, `?id=${owner.planId}`)).html);
  });

  it.each([
    ['no id', ''],
    ['an id that names nothing', '?plan_id=doesNotExist1234567'],
    ['a script as id', `?plan_id=${encodeURIComponent('<script>alert(1)</script>')}`],
  ])('answers %s with the shell, status 200', async (_label, query) => {
    const { client } = await registeredClient();
    const { status, html } = await resultsPage(client, query);
    expect(status).toBe(200);
    expectResultsShell(html);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('sends the same shell the service worker keeps', async () => {
    const shell = await (await fetch(`${BASE_URL}/results.shell`)).text();
    expect((await resultsPage(null, '?id=x')).html).toBe(shell);
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    expect(worker).toContain('"results.shell.html"');
  });
});

describe('/profile, rendered by the function', () => {
  const profilePage = (client: Client | null) => planPage('/profile', client, '');

  /** The shell: the heading over a skeleton, nobody's record and no data. */
  function expectProfileShell(html: string) {
    expect(html).toContain(`>${ar.profile.heading}</h1>`);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(DATA_SCRIPT);
    expect(html).not.toContain(ar.profile.form.title);
  }

  it('renders the signed-in person her own record, with the session it was rendered from', async () => {
    const { client, registration } = await registeredClient();
    const me = await client.get('/api/auth/me');
    const { status, headers, html } = await profilePage(client);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    // Personal: never kept by a shared cache, and never one cookie's page given for another's.
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toMatch(/\bCookie\b/);
    expect(html).toContain(`>${ar.profile.heading}</h1>`);
    expect(html).toContain(`>${ar.profile.form.title}</h2>`);
    expect(html).toContain(asHtmlText(registration.email));
    expect(html).toContain(asHtmlText(registration.name));
    expect(html).not.toContain('aria-busy="true"');
    const data: unknown = JSON.parse(DATA_SCRIPT.exec(html)![1]!);
    expect(data).toEqual({ authStatus: me.body });
  });

  it("renders another person her own record, nothing of the first one's", async () => {
    const first = await registeredClient();
    const other = await registeredClient();
    const { html } = await profilePage(other.client);
    expect(html).toContain(asHtmlText(other.registration.email));
    expect(html).not.toContain(first.registration.email);
  });

  it('renders an admin their own record', async () => {
    const admin = await adminClient();
    const me = await admin.get<{ user: { email: string } }>('/api/auth/me');
    const { html } = await profilePage(admin);
    expect(html).toContain(asHtmlText(me.body.user.email));
    expect(JSON.parse(DATA_SCRIPT.exec(html)![1]!)).toEqual({ authStatus: me.body });
  });

  it('sends a guest, and a session that ended, the shell', async () => {
    const { status, headers, html } = await profilePage(null);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expectProfileShell(html);
    const { client } = await registeredClient();
    const endedCookie = client.cookie;
    await client.post('/api/auth/logout');
    expectProfileShell((await planPage('/profile', { cookie: endedCookie } as Client, '')).html);
  });

  it('sends the same shell the service worker keeps', async () => {
    const shell = await (await fetch(`${BASE_URL}/profile.shell`)).text();
    expect((await profilePage(null)).html).toBe(shell);
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    expect(worker).toContain('"profile.shell.html"');
  });
});

describe('/admin, rendered by the function', () => {
  const adminPage = (client: Client | null) => planPage('/admin', client, '');

  /** The shell: the dashboard's heading over a skeleton, no counts and no data. */
  function expectAdminShell(html: string) {
    expect(html).toContain(`>${arAdmin.title}</h1>`);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(DATA_SCRIPT);
    expect(html).not.toContain(arAdmin.overview.funnel.title);
  }

  it('renders an admin the dashboard with the overview’s counts, and the answers it was rendered from', async () => {
    const admin = await adminClient();
    const me = await admin.get('/api/auth/me');
    const { status, headers, html } = await adminPage(admin);
    const overview = await admin.get<{ totalUsers: number }>('/api/admin/overview');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('vary')).toMatch(/\bCookie\b/);
    expect(html).toContain(`>${arAdmin.title}</h1>`);
    expect(html).toContain(arAdmin.overview.funnel.title);
    expect(html).not.toContain('aria-busy="true"');
    // The counts as GET /api/admin/overview answers them (other tests may add people in between).
    const data = JSON.parse(DATA_SCRIPT.exec(html)![1]!) as {
      authStatus: unknown;
      adminOverview: { totalUsers: number };
    };
    expect(data.authStatus).toEqual(me.body);
    expect(Object.keys(data.adminOverview).sort()).toEqual(Object.keys(overview.body).sort());
    expect(data.adminOverview.totalUsers).toBeGreaterThan(0);
    expect(data.adminOverview.totalUsers).toBeLessThanOrEqual(overview.body.totalUsers);
  });

  it('sends a guest and a person without admin rights the shell: no counts in it', async () => {
    expectAdminShell((await adminPage(null)).html);
    const { client } = await registeredClient();
    const { status, headers, html } = await adminPage(client);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expectAdminShell(html);
  });

  it('sends the same shell the service worker keeps', async () => {
    const shell = await (await fetch(`${BASE_URL}/admin.shell`)).text();
    expect((await adminPage(null)).html).toBe(shell);
    const worker = await (await fetch(`${BASE_URL}/sw.js`)).text();
    expect(worker).toContain('"admin.shell.html"');
  });
});
