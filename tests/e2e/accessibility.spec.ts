import type { Page } from '@playwright/test';
import { lastAuthEmailTo } from '../support/auth-emails.ts';
import { signUp, newRequestContext } from '../support/fixtures/accounts.ts';
import { unlockPlan } from '../support/fixtures/admin.ts';
import { payWithTestCard, createPaidPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { today } from '../support/plans.ts';
import { routes } from '../../web/src/config/routes.ts';
import { expect as baseExpect, loginForm, signUpForm, test, signedInAsAdmin } from './fixtures.ts';
import { searchForPerson } from './admin-fixtures.ts';
import { advanceTo, scanCyclePanel, wizard } from './plan-fixtures.ts';

// A cold function instance on a shared two-core machine can take several seconds to answer.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The pages of the route table that a test below opens itself: with a link's code, a form filled, a dialog
 * open or someone signed in. Every other public page is scanned as it opens, so a new page is scanned at once;
 * a new page that needs a session fails the check below until a test opens it.
 */
const OPENED_BY_THEIR_TESTS = new Set([
  'contact',
  'auth',
  'auth-action',
  'forgot-password',
  'reset-password',
  'verify-email',
  'recover-email',
  'questionnaire',
  'plan-preview',
  'results',
  'profile',
  'admin',
  'checkout',
  'payment-success',
  'welcome',
  'partner-invite',
]);

const SCANNED_AS_OPENED = [
  ...routes
    .filter((route) => route.kind === 'public' && !OPENED_BY_THEIR_TESTS.has(route.page))
    .map(({ path }) => path),
  // The not-found page, at an address no route has.
  '/no-such-page',
];

test('every page of the route table is scanned', () => {
  const pages = routes.map((route) => route.page);
  const needingASession = routes.filter((route) => route.kind === 'session').map((route) => route.page);
  expect(needingASession.filter((page) => !OPENED_BY_THEIR_TESTS.has(page))).toEqual([]);
  expect([...OPENED_BY_THEIR_TESTS].filter((page) => !pages.includes(page))).toEqual([]);
});

/** The page's main heading is shown and no spinner is left (the page's data has arrived). */
async function pageReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root')).toHaveCount(0);
}

/** Dark theme from the first paint, as if the visitor had switched it before. */
async function useDarkTheme(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem('nasl-theme', JSON.stringify({ state: { mode: 'dark' }, version: 0 })),
  );
}

/** Finds the person in the admin's users tab and opens their details; answers their row. */
async function openDetails(
  page: Page,
  navigate: (path: string, lang?: 'ar' | 'en') => Promise<void>,
  lang: 'ar' | 'en',
  email: string,
) {
  await navigate('/admin?tab=users', lang);
  const row = await searchForPerson(page, email);
  await row.getByRole('button', { name: /^(Details|التفاصيل)$/ }).click();
  return row;
}

for (const lang of ['ar', 'en'] as const) {
  test.describe(`axe finds nothing (${lang})`, () => {
    test.describe('public pages', () => {
      for (const path of SCANNED_AS_OPENED) {
        test(`${path}`, async ({ page, navigate, expectNoAxeViolations }) => {
          await navigate(path, lang);
          await pageReady(page);
          await expectNoAxeViolations(`${path} (${lang})`);
        });
      }

      test('/ in the dark theme', async ({ page, navigate, expectNoAxeViolations }) => {
        await useDarkTheme(page);
        await navigate('/', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/ dark (${lang})`);
      });

      test('/contact with the chat open and answered', async ({ page, navigate, expectNoAxeViolations }) => {
        await navigate('/contact', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/contact (${lang})`);
        await page.getByRole('button', { name: /^(Start a chat|ابدأ المحادثة)$/ }).click();
        const input = page.getByRole('textbox', { name: /^(Your message|رسالتك)$/ });
        await expectNoAxeViolations(`/contact, chat open (${lang})`);
        await input.fill('How much does the plan cost?');
        await input.press('Enter');
        // The reply (or, if another suite switched the stand-in to failing, the apology) has arrived.
        await expect(input).toBeEnabled();
        await expect(input).toHaveValue('');
        await expectNoAxeViolations(`/contact, chat answered (${lang})`);
      });

      test('/auth: log in, sign up, and the sign-up messages', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        await navigate('/auth?tab=login', lang);
        await expect(loginForm(page)).toBeVisible();
        await expectNoAxeViolations(`/auth log in (${lang})`);
        await loginForm(page)
          .getByRole('button', { name: /^(log in|تسجيل الدخول)$/i })
          .click();
        await expectNoAxeViolations(`/auth log in, messages (${lang})`);
        await navigate('/auth?tab=signup', lang);
        await expect(signUpForm(page)).toBeVisible();
        await expectNoAxeViolations(`/auth sign up (${lang})`);
        await signUpForm(page)
          .getByRole('button', { name: /^(Create account|إنشاء الحساب)$/ })
          .click();
        await expect(signUpForm(page).locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoAxeViolations(`/auth sign up, messages (${lang})`);
      });

      test('the pages of Firebase Auth’s e-mails, and forgot password', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        // Ten pages and states, each scanned: on a busy machine this runs past the default 60 s.
        test.slow();
        const { account } = await signUp(page.request);
        await page.context().clearCookies();
        await navigate('/auth/forgot-password', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/auth/forgot-password (${lang})`);
        await page.getByRole('textbox').fill(account.email);
        await page.locator('form button[type=submit]').click();
        await expect(page.getByRole('status').first()).toBeVisible();
        await expectNoAxeViolations(`/auth/forgot-password, sent (${lang})`);

        const reset = await lastAuthEmailTo(account.email, 'PASSWORD_RESET');
        await navigate(`/auth/reset-password?oobCode=${reset.oobCode}`, lang);
        await pageReady(page);
        await expectNoAxeViolations(`/auth/reset-password (${lang})`);
        await page.locator('input[name=newPassword]').fill('abc');
        await page.locator('input[name=confirmPassword]').fill('abd');
        await page.locator('form button[type=submit]').click();
        await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
        await expectNoAxeViolations(`/auth/reset-password, messages (${lang})`);
        await navigate('/auth/reset-password', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/auth/reset-password without a code (${lang})`);

        const verification = await lastAuthEmailTo(account.email, 'VERIFY_EMAIL');
        await navigate(`/auth/verify-email?oobCode=${verification.oobCode}`, lang);
        await expect(page.getByRole('status').first()).toBeVisible();
        await pageReady(page);
        await expectNoAxeViolations(`/auth/verify-email (${lang})`);

        await navigate('/auth/recover-email?oobCode=unknown', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/auth/recover-email (${lang})`);
        await page
          .getByRole('button', { name: /^(Restore my e-mail address|استعادة بريدي الإلكتروني)$/ })
          .click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expectNoAxeViolations(`/auth/recover-email, refused (${lang})`);

        await navigate('/auth/action?mode=unknown', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/auth/action, unknown link (${lang})`);
      });

      test.describe('the first-visit welcome modal', () => {
        test.use({ welcomeModal: true });

        test('open over the home page', async ({ page, navigate, expectNoAxeViolations }) => {
          await navigate('/', lang);
          await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
          await expectNoAxeViolations(`welcome modal (${lang})`);
        });
      });
    });

    test.describe('signed in', () => {
      test('/ and /welcome', async ({ page, navigate, expectNoAxeViolations }) => {
        await signUp(page.request);
        await navigate('/', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/ signed in (${lang})`);
        await navigate('/welcome', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/welcome (${lang})`);
      });

      test('/questionnaire: every step and a validation message', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        test.setTimeout(180_000);
        await signUp(page.request);
        await navigate('/questionnaire', lang);
        const { next, submit, progress } = wizard(page);
        for (let step = 1; step <= 17; step += 1) {
          await expect(progress).toHaveAttribute('aria-valuetext', new RegExp(`^\\D*${step}\\D`));
          await expectNoAxeViolations(`/questionnaire step ${step} (${lang})`);
          if (step === 2) {
            const age = page.getByRole('textbox').first();
            const answer = await age.inputValue();
            await age.fill('17');
            await expect(page.getByRole('alert').first()).toBeVisible();
            await expectNoAxeViolations(`/questionnaire step 2, out of range (${lang})`);
            await age.fill(answer);
          }
          if (step < 17) await next.click();
        }
        await expect(submit).toBeEnabled();
      });

      test('/questionnaire: a failed plan generation', async ({ page, navigate, expectNoAxeViolations }) => {
        await signUp(page.request);
        await page.route('**/api/generate-plan', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Internal error"}',
          }),
        );
        await navigate('/questionnaire', lang);
        await advanceTo(page, 17);
        const { submit } = wizard(page);
        await submit.click();
        await expect(submit).toBeEnabled();
        // The page's alert and the toast, which mounts a moment later (its code loads with the first toast):
        // axe must not read the toast while it fades in.
        await expect(page.getByRole('alert')).toHaveCount(2);
        await expectNoAxeViolations(`/questionnaire, generation failed (${lang})`);
      });

      test('/plan-preview, /checkout, /payment-success, /results', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        test.setTimeout(120_000);
        await signUp(page.request);
        const { id: planId } = await createPlan(page.request);
        await navigate(`/plan-preview?id=${planId}`, lang);
        await pageReady(page);
        await expectNoAxeViolations(`/plan-preview locked (${lang})`);

        await navigate(`/checkout?plan_id=${planId}`, lang);
        await expect(page.getByRole('form', { name: /^(Payment details|بيانات الدفع)$/ })).toBeVisible();
        await expectNoAxeViolations(`/checkout (${lang})`);

        const intentId = await payWithTestCard(page.request, planId);
        await navigate(`/payment-success?plan_id=${planId}&payment_intent=${intentId}`, lang);
        await expect(page.getByRole('link', { name: /^(View Your Plan|عرض خطتك)$/ })).toBeVisible();
        await expectNoAxeViolations(`/payment-success (${lang})`);

        await navigate(`/results?plan_id=${planId}`, lang);
        await pageReady(page);
        await expect(page.getByRole('toolbar')).toBeVisible();
        await expectNoAxeViolations(`/results paid (${lang})`);

        // The "my cycle" panel: its form open, then an entry logged; the calendar file's choices.
        await scanCyclePanel(page, expectNoAxeViolations, `(${lang})`, { scanned: true });
        await page.getByRole('button', { name: /^(Add to calendar|إضافة إلى التقويم)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(`/results, calendar file dialog (${lang})`);
      });

      test('/profile: profile, password and my reports', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        await signUp(page.request);
        const { id: planId } = await createPlan(page.request);
        await payWithTestCard(page.request, planId);
        // My Reports lists unpaid plans too, with their own status and actions.
        await createPlan(page.request);
        await navigate('/profile', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/profile, profile tab (${lang})`);
        const tabs = page.getByRole('tab');
        await tabs.nth(1).click();
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(`/profile, password tab (${lang})`);
        await tabs.nth(2).click();
        await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(2);
        await expectNoAxeViolations(`/profile, my reports tab (${lang})`);
        await page.getByRole('button', { name: /^(Receipt|الإيصال)$/ }).click();
        await expect(page.getByRole('dialog').getByText(/\$99\.00/)).toBeVisible();
        await expectNoAxeViolations(`/profile, a receipt (${lang})`);
      });

      test('/results: the share sheet, the calendar subscription and the reminders', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        test.setTimeout(120_000);
        await signUp(page.request);
        const { planId } = await createPaidPlan(page.request);
        await navigate(`/results?id=${planId}`, lang);
        await pageReady(page);
        const toolbar = page.getByRole('toolbar');
        await toolbar.getByRole('button', { name: /^(Share|مشاركة)$/ }).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('button', { name: /^(Invite my husband|دعوة زوجي)$/ }).click();
        await expect(sheet.getByRole('textbox')).toHaveValue(/partner-invite#/);
        await expectNoAxeViolations(`/results, share sheet with an invitation (${lang})`);
        await page.keyboard.press('Escape');
        await expect(sheet).toHaveCount(0);

        await toolbar.getByRole('button', { name: /^(Add to calendar|إضافة إلى التقويم)$/ }).click();
        const calendar = page.getByRole('dialog');
        await calendar
          .getByRole('button', { name: /^(Get my calendar address|الحصول على عنوان التقويم)$/ })
          .click();
        await expect(calendar.getByRole('textbox')).toHaveValue(/\.ics$/);
        await expectNoAxeViolations(`/results, calendar subscription (${lang})`);
        await page.keyboard.press('Escape');
        await expect(calendar).toHaveCount(0);

        await toolbar.getByRole('button', { name: /^(Reminders|التذكيرات)$/ }).click();
        await expect(page.getByRole('dialog').getByRole('combobox').first()).toBeVisible();
        await expectNoAxeViolations(`/results, reminder settings (${lang})`);
      });

      test('/partner-invite and the partner view', async ({ page, navigate, expectNoAxeViolations }) => {
        test.setTimeout(120_000);
        const wife = await signUp(await newRequestContext());
        const { planId } = await createPaidPlan(wife.request);
        const invite = (await (await wife.request.post(`/api/plans/${planId}/partner-invites`)).json()) as {
          url: string;
        };
        const hash = new URL(invite.url).hash;
        await page.goto(`/partner-invite?lang=${lang}${hash}`);
        await pageReady(page);
        await expectNoAxeViolations(`/partner-invite signed out (${lang})`);

        await signUp(page.request, { gender: 'male' });
        await navigate('/partner-invite', lang);
        await pageReady(page);
        await expectNoAxeViolations(`/partner-invite signed in (${lang})`);
        await page.getByRole('button', { name: /^(Accept the invitation|قبول الدعوة)$/ }).click();
        await expect(page).toHaveURL(new RegExp(`/results\\?id=${planId}`));
        await pageReady(page);
        await expectNoAxeViolations(`/results, the partner view (${lang})`);
        await wife.request.dispose();
      });

      test('/profile: the e-mail change and the account deletion', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        await signUp(page.request);
        await navigate('/profile', lang);
        await pageReady(page);
        await page.locator('input[name=email]').fill('another.address@example.com');
        await expect(page.locator('input[name=currentPassword]')).toBeVisible();
        await page.locator('form button[type=submit]').click();
        await expect(page.locator('input[name=currentPassword]')).toHaveAttribute('aria-invalid', 'true');
        await expectNoAxeViolations(`/profile, e-mail change (${lang})`);
        await page.getByRole('button', { name: /^(Delete my account|حذف حسابي)$/ }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(`/profile, delete dialog (${lang})`);
      });
    });

    test.describe('admin', () => {
      test.use(signedInAsAdmin);

      for (const tab of ['overview', 'trends', 'users', 'questionnaires', 'payments']) {
        test(`/admin?tab=${tab}`, async ({ page, navigate, expectNoAxeViolations }) => {
          await navigate(`/admin?tab=${tab}`, lang);
          await expect(page.getByRole('tab', { selected: true })).toBeVisible();
          await pageReady(page);
          await expectNoAxeViolations(`/admin ${tab} (${lang})`);
        });
      }

      for (const theme of ['light', 'dark'] as const) {
        test(`/admin trends, every chart as a table and the date picker open (${theme})`, async ({
          page,
          navigate,
          expectNoAxeViolations,
        }) => {
          // Three scans, one of four 90-row tables.
          test.slow();
          if (theme === 'dark') await useDarkTheme(page);
          await navigate('/admin?tab=trends', lang);
          await expect(page.getByRole('figure')).toHaveCount(4);
          await pageReady(page);
          await expectNoAxeViolations(`/admin trends, charts (${lang}, ${theme})`);
          // Each button becomes "Show as a chart" once clicked: always click the first one left.
          const showTable = page.getByRole('button', { name: /^(Show as a table|عرض كجدول)$/ });
          for (let left = 4; left > 0; left -= 1) {
            await expect(showTable).toHaveCount(left);
            await showTable.first().click();
          }
          await expect(page.getByRole('figure').getByRole('table')).toHaveCount(4);
          await expectNoAxeViolations(`/admin trends, tables (${lang}, ${theme})`);
          await page
            .getByRole('button', { name: /^(Choose a date|اختر تاريخًا)/ })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(`/admin trends, date picker (${lang}, ${theme})`);
        });
      }

      test('/admin users: the refund and export dialogs', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        const { account: person, request: api } = await signUp(await newRequestContext());
        const { id: planId } = await createPlan(api);
        await payWithTestCard(api, planId);
        await api.dispose();

        await openDetails(page, navigate, lang, person.email);
        await page.getByRole('button', { name: /^(Refund…|استرداد…)$/ }).click();
        await expect(
          page.getByRole('dialog', { name: /^(Refund under the guarantee|استرداد المبلغ بموجب الضمان)$/ }),
        ).toBeVisible();
        await page.getByRole('button', { name: /^(Refund|استرداد) / }).click();
        await expect(page.getByRole('textbox', { name: /^(Reason|السبب)/ })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        await expectNoAxeViolations(`/admin refund dialog, reason missing (${lang})`);
        await page.getByRole('button', { name: /^(Cancel|إلغاء)$/ }).click();
        await page.getByRole('button', { name: /^(Close|إغلاق)$/ }).click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await page.getByRole('button', { name: /^(Export CSV: people|تصدير CSV: الأشخاص)$/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(`/admin export dialog (${lang})`);
      });

      test('/admin users: the details dialog with cycle events', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        const { account: person, request: api } = await signUp(await newRequestContext());
        const { id: planId } = await createPlan(api);
        await unlockPlan(page.request, planId);
        const logged = await api.post(`/api/plans/${planId}/cycle-events`, {
          data: { type: 'lh-positive', date: today },
        });
        expect(logged.status()).toBe(201);
        await api.dispose();

        await openDetails(page, navigate, lang, person.email);
        await expect(page.getByRole('dialog').getByRole('list').getByRole('listitem')).toHaveCount(1);
        await expectNoAxeViolations(`/admin user details dialog with cycle events (${lang})`);
      });

      test('/admin users: the details and delete dialogs', async ({
        page,
        navigate,
        expectNoAxeViolations,
      }) => {
        // Several pages and dialogs, each scanned: on a busy machine this runs past the default 60 s.
        test.slow();
        const { account: person, request: api } = await signUp(await newRequestContext());
        await api.dispose();

        await navigate('/admin?tab=users', lang);
        await page.getByRole('button', { name: /^(Show the activity|عرض السجل)$/ }).click();
        await expect(page.getByRole('table', { name: /^(Admin activity|سجل نشاط المشرفين)$/ })).toBeVisible();
        await pageReady(page);
        await expectNoAxeViolations(`/admin users, audit log open (${lang})`);
        const row = await openDetails(page, navigate, lang, person.email);
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolations(`/admin user details dialog (${lang})`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
        await row.getByRole('button', { name: /^(Delete|حذف)$/ }).click();
        await expect(page.getByRole('alertdialog')).toBeVisible();
        await expectNoAxeViolations(`/admin delete dialog (${lang})`);
      });
    });
  });
}
