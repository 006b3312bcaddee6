import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, type AdminAuditEntry, type AdminOverview } from '@nasl/core';
import { signUp, logIn, newRequestContext, type Account } from '../support/fixtures/accounts.ts';
import { ADMIN, unlockPlan } from '../support/fixtures/admin.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { today } from '../support/plans.ts';
import { peopleTable, searchForPerson, userRow } from './admin-fixtures.ts';
import { appStarted, expect as baseExpect, holdRequests, signedInAsAdmin, test, toast } from './fixtures.ts';
import { civilDateText } from './plan-fixtures.ts';

// The dashboard's "today" is the business day the server counts its figures on, which follows the real
// clock in the test stack too (plans count from the run's day): its pages keep the device's clock.
test.use({ pageClock: 'device' });

// The stack shares two CPU cores with other suites; a cold function instance can take several seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A person signed up through the API in a request context of her own (her own session cookie). */
function newPerson(overrides: Partial<Account> = {}) {
  return newRequestContext().then((request) => signUp(request, overrides));
}

async function readOverview(page: Page): Promise<AdminOverview> {
  const response = await page.request.get('/api/admin/overview');
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminOverview;
}

async function statsStatus(api: APIRequestContext): Promise<number> {
  return (await api.get('/api/stats')).status();
}

// The cards' texts, written out here rather than with the dashboard's own formatters, so a wrong formatter
// fails these tests.
/** A count in English digits grouped by threes: 1234567 → "1,234,567". */
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Cents as the cards show them: 108900 → "$1,089.00". */
const money = (cents: number) => `$${count(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
/** A share in tenths of a percent, rounded, 0 of nothing: 1 of 3 → "33.3%". */
function oneDecimal(part: number, whole: number): string {
  const tenths = whole === 0 ? 0 : Math.round((part * 1000) / whole);
  return `${Math.floor(tenths / 10)}.${tenths % 10}%`;
}
/** A share in whole percent, rounded: 1 of 3 → "33%". */
const wholePercent = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.round((part * 100) / whole)}%`;
/** What the dashboard counts per paid plan while payments run in test mode ($1), and the price ($99). */
const TEST_REVENUE_PER_PLAN_CENTS = 100;
const PRICE_CENTS = 9900;

/** The admin audit log, opened below the people. */
async function openAuditLog(page: Page) {
  await page.getByRole('button', { name: 'Show the activity' }).click();
  return page.getByRole('table', { name: 'Admin activity' });
}

/** Searches the people for one person, in the page's language (the search box's label says which). */
async function searchUsers(page: Page, email: string, searchLabel = 'Search by name, e-mail or phone') {
  await expect(page.getByRole('searchbox', { name: searchLabel })).toBeVisible();
  await searchForPerson(page, email);
}

test.describe('admin dashboard access', () => {
  test('a signed-in person without admin rights is sent home', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/admin');
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
    await expect(page.getByRole('heading', { name: 'Business Intelligence Dashboard' })).toHaveCount(0);
  });

  test('a guest is sent home', async ({ page, navigate }) => {
    await navigate('/admin');
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  });
});

test.describe('admin dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test.use(signedInAsAdmin);

  test('the funnel matches the server counts, including the data made here', async ({ page, navigate }) => {
    const before = await readOverview(page);
    const person = await newPerson();
    const { id: unlockedPlan } = await createPlan(person.request, { gender: 'girl' });
    await createPlan(person.request, { gender: 'boy' });
    await unlockPlan(page.request, unlockedPlan);
    const after = await readOverview(page);
    expect(after.totalUsers - before.totalUsers).toBeGreaterThanOrEqual(1);
    expect(after.totalQuestionnaires - before.totalQuestionnaires).toBeGreaterThanOrEqual(2);
    expect(after.totalPlans - before.totalPlans).toBeGreaterThanOrEqual(2);
    expect(after.paidPlans - before.paidPlans).toBeGreaterThanOrEqual(1);

    // Other tests create and delete data meanwhile: compare what is shown with the server's numbers
    // read right after, and load again in the rare case they moved in between.
    await expect(async () => {
      await navigate('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Intelligence Dashboard');
      const visitors = page.getByRole('region', { name: 'Total Visitors' });
      await expect(visitors).toBeVisible();
      const shown = {
        visitors: await visitors.innerText(),
        leads: await page.getByRole('region', { name: 'Engaged Leads' }).innerText(),
        prospects: await page.getByRole('region', { name: 'Qualified Prospects' }).innerText(),
        customers: await page.getByRole('region', { name: 'Paying Customers' }).innerText(),
        funnel: await page.getByRole('region', { name: 'Conversion Funnel' }).innerText(),
        revenue: await page.getByRole('region', { name: 'Revenue Summary' }).innerText(),
        gender: await page.getByRole('region', { name: 'Gender Preferences' }).innerText(),
      };
      const o = await readOverview(page);
      expect(shown.visitors).toContain(count(o.totalUsers));
      expect(shown.leads).toContain(count(o.totalQuestionnaires));
      expect(shown.leads).toContain(`${oneDecimal(o.totalQuestionnaires, o.totalUsers)} of users`);
      expect(shown.prospects).toContain(count(o.totalPlans));
      expect(shown.prospects).toContain(
        `${oneDecimal(o.totalPlans, o.totalQuestionnaires)} of questionnaires`,
      );
      expect(shown.customers).toContain(count(o.paidPlans));
      expect(shown.customers).toContain(`${oneDecimal(o.paidPlans, o.totalPlans)} of plans`);
      for (const step of [
        'Visitor Registration',
        'Questionnaire Completion',
        'Plan Generation',
        'Payment Completion',
      ]) {
        expect(shown.funnel).toContain(step);
      }
      const testRevenue = o.paidPlans * TEST_REVENUE_PER_PLAN_CENTS;
      const potential = o.pendingPlans * PRICE_CENTS;
      expect(shown.revenue).toContain(money(testRevenue));
      expect(shown.revenue).toContain(money(potential));
      expect(shown.revenue).toContain(money(testRevenue + potential));
      expect(shown.gender).toContain(wholePercent(o.genderPreferences.boy, o.totalQuestionnaires));
      expect(shown.gender).toContain(wholePercent(o.genderPreferences.girl, o.totalQuestionnaires));
    }).toPass({ timeout: 45_000 });

    await page.getByRole('button', { name: 'Manage Users' }).click();
    await expect(page.getByRole('tab', { name: 'User Journey' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=users/);
    await page.getByRole('tab', { name: 'Conversion Funnel' }).click();
    await page.getByRole('button', { name: 'View Reports' }).click();
    await expect(page.getByRole('tab', { name: 'Lead Analysis' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Conversion Funnel' }).click();
    await page.getByRole('button', { name: 'Setup Payments' }).click();
    await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
  });

  test('opens Details, grants and revokes admin rights, and the target’s access follows', async ({
    page,
    navigate,
  }) => {
    const person = await newPerson({ name: 'Layla Hassan' });
    await createPlan(person.request, {
      gender: 'girl',
      motherAge: 31,
      fatherAge: 35,
      cycleLength: 29,
      healthConditions: ['pcos', 'thyroid'],
    });
    expect(await statsStatus(person.request)).toBe(403);

    await navigate('/admin?tab=users');
    await searchUsers(page, person.account.email);
    const row = userRow(page, person.account.email);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Layla Hassan');
    await expect(row).toContainText('Plan Generated (Unpaid)');
    await expect(row).toContainText('Plan ready, needs payment');
    await expect(row).toContainText('Girl');
    await expect(row).toContainText('Pending Payment');
    await expect(row).toContainText('$0');
    await expect(row).toContainText('Potential $99');

    await row.getByRole('button', { name: 'Details' }).click();
    const dialog = page.getByRole('dialog', { name: /User details/ });
    await expect(dialog).toBeVisible();
    for (const text of [
      'Layla Hassan',
      person.account.email,
      person.account.phone,
      '3/4 · Plan Generated (Unpaid)',
      'Mother age',
      '31',
      'Father age',
      '35',
      '29 days',
      'Last period date',
      'Mother blood type',
      'Father blood type',
      'Diet',
      'Activity level',
      'Health',
      'PCOS and Thyroid',
      'Plan ID',
      'Payment intent',
      'N/A',
    ]) {
      await expect(dialog).toContainText(text);
    }
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: 'Make Admin' }).click();
    await expect(toast(page)).toContainText('User admin status updated successfully');
    await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeVisible();
    await expect.poll(() => statsStatus(person.request)).toBe(200);

    await row.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(row.getByRole('button', { name: 'Make Admin' })).toBeVisible();
    await expect(toast(page)).toContainText('User admin status updated successfully');
    await expect.poll(() => statsStatus(person.request)).toBe(403);
  });

  test('the details dialog lists the cycle events of the person’s plan, newest first, in English and Arabic', async ({
    page,
    navigate,
  }) => {
    const person = await newPerson({ name: 'Huda Karim' });
    const { id: planId } = await createPlan(person.request, { lastPeriodDate: addDays(today, -30) });
    await unlockPlan(page.request, planId);
    for (const event of [
      { type: 'period-start', date: addDays(today, -1) },
      { type: 'lh-positive', date: today },
    ]) {
      const logged = await person.request.post(`/api/plans/${planId}/cycle-events`, { data: event });
      expect(logged.status()).toBe(201);
    }

    for (const lang of ['en', 'ar'] as const) {
      await navigate('/admin?tab=users', lang);
      const row = await searchForPerson(page, person.account.email);
      await row.getByRole('button', { name: lang === 'en' ? 'Details' : 'التفاصيل' }).click();
      const dialog = page.getByRole('dialog');
      const events = dialog.getByRole('list', { name: lang === 'en' ? 'Cycle events' : 'تسجيلات الدورة' });
      await expect(events.getByRole('listitem')).toHaveCount(2);
      const date = (civil: string) => civilDateText(civil, lang);
      const [newest, oldest] =
        lang === 'en' ? ['Positive LH test', 'Period start'] : ['اختبار إباضة إيجابي', 'بدء الدورة'];
      await expect(events.getByRole('listitem').nth(0)).toContainText(`${newest}: ${date(today)}`);
      await expect(events.getByRole('listitem').nth(1)).toContainText(
        `${oldest}: ${date(addDays(today, -1))}`,
      );
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('deletes a person after confirmation', async ({ page, navigate }) => {
    const person = await newPerson({ name: 'Omar Said' });
    const { id: planId } = await createPlan(person.request);
    await unlockPlan(page.request, planId);

    await navigate('/admin?tab=users');
    await searchUsers(page, person.account.email);
    const row = userRow(page, person.account.email);
    await expect(row).toContainText('Paid Customer');
    await expect(row).toContainText('$1.00');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
    await expect(confirm).toContainText(person.account.email);
    // The name and the address are isolated: no user text can reorder the sentence around it.
    await expect(confirm.locator('bdi', { hasText: person.account.email })).toHaveCount(1);
    await expect(confirm.locator('bdi', { hasText: 'Omar Said' })).toHaveCount(1);
    await expect(confirm).toContainText('payment records are kept for accounting');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(toast(page)).toContainText('User deleted successfully');
    await expect(row).toHaveCount(0);
    expect(await (await person.request.get('/api/auth/me')).json()).toEqual({
      isAuthenticated: false,
      user: null,
    });
    const search = await page.request.get(
      `/api/admin/users?search=${encodeURIComponent(person.account.email)}`,
    );
    expect(await search.json()).toEqual([]);

    // The log names a deleted person only by the pseudonym her kept records carry: the unlock of her plan
    // (found by the plan's id) tells which one.
    const audit = (await (await page.request.get('/api/admin/audit?limit=200')).json()) as AdminAuditEntry[];
    const pseudonym = audit.find((item) => item.action === 'unlock-plan' && item.planId === planId)
      ?.targetUser?.id;
    expect(pseudonym).toMatch(/^deleted-/);
    expect(audit.some((item) => item.targetUser?.id === person.user.id)).toBe(false);
    const log = await openAuditLog(page);
    // Other tests act as the same admin at the same time: this test's entries are found by their ids.
    const entry = log
      .getByRole('row')
      .filter({ hasText: 'Deleted the account' })
      .filter({ hasText: pseudonym! });
    await expect(entry).toContainText('Deleted account');
    await expect(
      log.getByRole('row').filter({ hasText: 'Unlocked a plan without payment' }).filter({ hasText: planId }),
    ).toHaveCount(1);
  });

  test('the owner cannot be demoted nor deleted by another admin', async ({ page, navigate }) => {
    const other = await newPerson({ name: 'Second Admin' });
    await navigate('/admin?tab=users');
    await searchUsers(page, other.account.email);
    await userRow(page, other.account.email).getByRole('button', { name: 'Make Admin' }).click();
    await expect(toast(page)).toContainText('User admin status updated successfully');
    const log = await openAuditLog(page);
    await expect(
      log.getByRole('row').filter({ hasText: 'Made admin' }).filter({ hasText: other.account.email }),
    ).toHaveCount(1);

    await page.context().clearCookies();
    await logIn(page.request, other.account);
    await navigate('/admin?tab=users');
    await searchUsers(page, ADMIN.email);
    const ownerRow = userRow(page, ADMIN.email);
    await expect(ownerRow.getByText('Owner', { exact: true })).toBeVisible();
    await expect(ownerRow.getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    await expect(ownerRow.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  });

  test('cannot delete themselves nor remove their own rights', async ({ page, navigate }) => {
    await navigate('/admin?tab=users');
    await searchUsers(page, ADMIN.email);
    const row = userRow(page, ADMIN.email);
    await expect(row.getByRole('button', { name: 'Cannot Delete Self' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Remove Admin' })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  });

  test('pages through a search with the server’s cursor and sorts the loaded rows', async ({
    page,
    navigate,
  }) => {
    const prefix = `paging.${Date.now().toString(36)}.${process.pid}`;
    for (const [index, name] of ['Charlie Adams', 'Alice Brown', 'Bob Clark'].entries()) {
      await newPerson({ name, email: `${prefix}.${index}@example.com` });
    }
    // Two rows a page instead of fifty, so three people need the "load more" button.
    await page.route('**/api/admin/users?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    });
    await navigate('/admin?tab=users');
    // The unsearched list's first page can hold the same two newest people, so the rows are read only after
    // the search's own answer (words the three share, typed in capitals).
    const searchAnswered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search')?.toLowerCase() === prefix,
    );
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(prefix.toUpperCase());
    await searchAnswered;
    const table = page.getByRole('table', { name: 'User Journey' });
    const names = table.locator('tbody tr td:first-child p:first-child');
    await expect(names).toHaveText(['Bob Clark', 'Alice Brown']);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(names).toHaveText(['Bob Clark', 'Alice Brown', 'Charlie Adams']);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByText('All rows are loaded.')).toBeVisible();

    await table.getByRole('button', { name: 'Customer' }).click();
    await expect(names).toHaveText(['Alice Brown', 'Bob Clark', 'Charlie Adams']);
    await table.getByRole('button', { name: 'Customer' }).click();
    await expect(names).toHaveText(['Charlie Adams', 'Bob Clark', 'Alice Brown']);
  });

  test('Lead Analysis and Revenue list the new questionnaire and payment; each tab marks its first render', async ({
    page,
    navigate,
  }) => {
    const person = await newPerson({ name: 'Huda Nasser' });
    const { id: planId } = await createPlan(person.request, { gender: 'boy', motherAge: 27 });
    await unlockPlan(page.request, planId);

    // The dashboard reads the overview once (cached data never goes stale): its cards are checked against
    // the answer the page itself received, since parallel tests keep paying for plans meanwhile. The
    // function renders the dashboard with it (ADR 0031): the page carries that answer and asks for no other.
    const overviewsReceived: AdminOverview[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/admin/overview' && response.ok()) {
        void response.json().then((body: AdminOverview) => overviewsReceived.push(body));
      }
    });
    await navigate('/admin?tab=questionnaires');
    const leads = page.getByRole('table', { name: 'Lead Analysis' });
    const lead = leads.getByRole('row').filter({ hasText: person.account.email });
    await expect(lead).toContainText('Huda Nasser');
    await expect(lead).toContainText('Boy');
    await expect(lead).toContainText('27');
    await expect(page.getByRole('region', { name: 'Mother age ranges' })).toContainText('26-35');

    await page.getByRole('tab', { name: 'Revenue' }).click();
    await expect(page.getByRole('region', { name: 'Payment provider' })).toContainText('Connected');
    const payment = page
      .getByRole('table', { name: 'Payment History' })
      .getByRole('row')
      .filter({ hasText: planId });
    await expect(payment).toContainText(person.user.id);
    await expect(payment).toContainText('Huda Nasser');
    await expect(payment).toContainText('$1.00');
    await expect(payment).toContainText('Completed');
    await expect(payment).toContainText('N/A');
    const carried = JSON.parse((await page.locator('script#nasl-plan-page').textContent()) ?? '{}') as {
      adminOverview?: AdminOverview;
    };
    expect(carried.adminOverview).toBeDefined();
    const shown = overviewsReceived.at(-1) ?? carried.adminOverview!;
    expect(shown.paidPlans).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('region', { name: 'Total Revenue' })).toContainText(
      money(shown.paidPlans * TEST_REVENUE_PER_PLAN_CENTS),
    );
    await expect(page.getByRole('region', { name: 'Pending Payments' })).toContainText(
      count(shown.pendingPlans),
    );

    await page.getByRole('tab', { name: 'User Journey' }).click();
    await expect(page.getByRole('table', { name: 'User Journey' })).toBeVisible();
    await page.getByRole('tab', { name: 'Conversion Funnel' }).click();
    await expect(page.getByRole('region', { name: 'Total Visitors' })).toBeVisible();
    const marks = await page.evaluate(() =>
      ['overview', 'users', 'questionnaires', 'payments'].map(
        (tab) => performance.getEntriesByName(`nasl:admin:${tab}:rendered`, 'mark').length,
      ),
    );
    expect(marks).toEqual([1, 1, 1, 1]);
  });

  test('Trends sets each total beside the period before it, as long as the range', async ({
    page,
    navigate,
  }) => {
    await navigate('/admin?tab=trends');
    // The stack's data is all from this run: the 90 days before the first range hold nothing.
    for (const title of ['Sign-ups', 'Plans', 'Payments', 'Net revenue']) {
      const card = page.getByRole('region', { name: title, exact: true });
      await expect(card.locator('[data-stat-comparison]')).toHaveText(
        title === 'Net revenue' ? 'Previous period: $0.00' : 'Previous period: 0',
      );
    }
    await navigate('/admin?tab=trends', 'ar');
    await expect(
      page.getByRole('region', { name: 'التسجيلات' }).locator('[data-stat-comparison]'),
    ).toHaveText('الفترة السابقة: 0');
  });

  test('works in Arabic, right to left', async ({ page, navigate }) => {
    await navigate('/admin', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('لوحة ذكاء الأعمال');
    await expect(page.getByRole('region', { name: 'إجمالي الزوار' })).toBeVisible();
    await page.getByRole('tab', { name: 'رحلة المستخدم' }).click();
    await searchUsers(page, ADMIN.email, 'البحث بالاسم أو البريد الإلكتروني أو الهاتف');
    await expect(
      userRow(page, ADMIN.email).getByRole('button', { name: 'لا يمكنك حذف نفسك' }),
    ).toBeDisabled();
  });

  test('a search typed into the users tab as it appears stays, and is what the tab searches for', async ({
    page,
  }) => {
    const person = await newPerson();
    await person.request.dispose();
    // The tab's own code comes last, after the search is typed: the page (rendered by the function with the
    // tab open) must not hydrate without it and empty the box.
    const tabCode = await holdRequests(page, '**/assets/users-tab-*.js');
    await page.goto('/admin?tab=users', { waitUntil: 'commit' });
    await page.getByRole('searchbox').pressSequentially(person.account.email);
    expect(await page.locator('html').getAttribute('data-nasl-started')).toBeNull();
    tabCode();
    await appStarted(page);
    await expect(page.getByRole('searchbox')).toHaveValue(person.account.email);
    await expect(peopleTable(page).getByRole('rowgroup').last().getByRole('row')).toHaveCount(1);
    await expect(userRow(page, person.account.email)).toHaveCount(1);
  });

  test('refunds a paid plan from the person’s details, and the refund shows in the trend, the log and her reports', async ({
    page,
    navigate,
  }) => {
    const person = await newPerson({ name: 'Amal Saleh' });
    const { id: planId } = await createPlan(person.request, { gender: 'girl' });
    await payForPlan(person.request, planId);

    /**
     * The "Refunded" amounts of the revenue chart's table, summed, in cents: its first range, the last 90
     * days up to the business day (the stack's data is all from this run), so a refund counted on either
     * side of midnight is in it.
     */
    async function refundedInTheChart(): Promise<number> {
      await navigate('/admin?tab=trends');
      const figure = page.getByRole('figure', { name: 'Real revenue' });
      await figure.getByRole('button', { name: 'Show as a table' }).click();
      const table = figure.getByRole('table', { name: 'Real revenue' });
      const columns = await table.getByRole('columnheader').allInnerTexts();
      // The period is each row's header cell; the other cells follow the column headers after it.
      const column = columns.indexOf('Refunded') - 1;
      expect(column).toBeGreaterThanOrEqual(0);
      const texts = await table
        .getByRole('row')
        .evaluateAll(
          (rows, index) => rows.map((row) => row.querySelectorAll('td')[index]?.textContent ?? ''),
          column,
        );
      return texts.reduce((sum, text) => sum + Math.round(Number(text.replace(/[^\d.]/g, '')) * 100), 0);
    }
    const before = await refundedInTheChart();

    await navigate('/admin?tab=users');
    const row = await searchForPerson(page, person.account.email);
    await row.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog', { name: /^User details/ });
    const payments = details.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('Paid');
    await payments.getByRole('button', { name: 'Refund…' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund under the guarantee' });
    await expect(refund).toContainText('$99.00');
    // The reason is required: nothing is refunded without one.
    await refund.getByRole('button', { name: 'Refund $99.00' }).click();
    await expect(refund.getByText('Please write why the plan is refunded')).toBeVisible();
    await refund
      .getByRole('textbox', { name: 'Reason (e.g. the hospital report received)' })
      .fill('Hospital report received by e-mail after 3 months');
    await refund.getByRole('button', { name: 'Refund $99.00' }).click();
    await expect(refund).toBeHidden();
    await expect(payments.getByRole('status')).toHaveText(
      'The payment was refunded and the plan is locked again',
    );
    await expect(payments).toContainText('Refunded $99.00');
    await expect(payments.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const log = await openAuditLog(page);
    const entry = log.getByRole('row').filter({ hasText: 'Refunded a plan' }).filter({ hasText: planId });
    await expect(entry).toContainText('Hospital report received by e-mail after 3 months');
    await expect(entry).toContainText('$99.00');

    // Parallel tests may refund meanwhile: at least this refund more than before.
    expect(await refundedInTheChart()).toBeGreaterThanOrEqual(before + PRICE_CENTS);
    expect((await person.request.get(`/api/plans/${planId}`)).status()).toBe(200);
    const plan = (await (await person.request.get(`/api/plans/${planId}`)).json()) as { locked: boolean };
    expect(plan.locked).toBe(true);

    // Her own My Reports says so: refunded, locked again, its preview only and nothing to pay.
    await logIn(page.request, person.account);
    for (const [lang, texts] of [
      [
        'en',
        {
          title: 'Plan for a girl',
          chip: 'Refunded',
          note: 'The payment was refunded under the guarantee, so this plan is locked again.',
          preview: 'Preview',
        },
      ],
      [
        'ar',
        {
          title: 'خطة لإنجاب بنت',
          chip: 'مُسترد',
          note: 'استُرد المبلغ بموجب الضمان، لذلك قُفلت هذه الخطة من جديد.',
          preview: 'المعاينة',
        },
      ],
    ] as const) {
      await navigate('/profile?tab=reports', lang);
      const report = page.getByRole('listitem').filter({ hasText: texts.title });
      await expect(report).toHaveCount(1);
      await expect(report).toContainText(texts.chip);
      await expect(report).toContainText(texts.note);
      await expect(report.getByRole('link')).toHaveCount(1);
      await expect(report.getByRole('link', { name: texts.preview })).toHaveAttribute(
        'href',
        `/plan-preview?id=${planId}`,
      );
    }
  });
});

test.describe('admin exports', () => {
  test.use(signedInAsAdmin);

  test('downloads the people of a date range as CSV, Arabic names intact and a formula made harmless', async ({
    page,
    navigate,
  }) => {
    const arabic = await newPerson({ name: 'نورة العتيبي' });
    const formula = await newPerson({ name: '=HYPERLINK("http://x.example")' });
    await navigate('/admin?tab=users');
    await page.getByRole('button', { name: 'Export CSV: people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export people as CSV' });
    await expect(dialog).toContainText('Arabic names kept (UTF-8)');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    await expect(dialog).toBeHidden();

    // The last 30 days unless the range is changed.
    const [, from, to] = /^nasl-users-(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})\.csv$/.exec(
      download.suggestedFilename(),
    ) ?? ['', '', ''];
    expect(addDays(to, -29)).toBe(from);
    const bytes = readFileSync(await download.path());
    // The byte-order mark that makes Excel read UTF-8, then the English header row.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toMatch(/^User id,/);
    expect(text).toContain(`${arabic.user.id},نورة العتيبي,${arabic.account.email},`);
    expect(text).toContain(`${formula.user.id},"'=HYPERLINK(""http://x.example"")",`);
  });
});
