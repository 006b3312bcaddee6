import { addDays, type PlanData, type QuestionnaireAnswers } from '@nasl/core';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { newRequestContext, signUp } from '../support/fixtures/accounts.ts';
import { payForPlan, createPaidPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { today } from '../support/plans.ts';
import { expect, test, toast, signedInAsAdmin } from './fixtures.ts';
import { advanceTo, countPdfPages, hijriOf, parseIcs, readPlan, wizard } from './plan-fixtures.ts';

const A4_HALF_INCH = {
  format: 'A4',
  margin: { top: '0.5in', right: '0.5in', bottom: '0.5in', left: '0.5in' },
} as const;

/** The most dates and the longest texts the engine writes: a girl, a 21-day cycle, the period tomorrow. */
const LONGEST_PLAN: Partial<QuestionnaireAnswers> = {
  gender: 'girl',
  cycleLength: 21,
  lastPeriodDate: addDays(today, 1),
  environmentalFactors: ['smoking', 'alcohol', 'pollution', 'chemicals', 'radiation'],
  stressLevel: 'very-high',
  sleepPattern: 'poor',
  motherActivity: 'athlete',
  motherWeight: 120,
};

test.describe('plan page states', () => {
  test('without an id and without a saved plan, the visitor goes home', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/plan-preview');
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  });

  test('a plan that cannot be loaded, and a saved plan without data, say so with a way home', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    await navigate('/results?id=no-such-plan');
    // A function's first call after the stack starts can be slow on a busy machine.
    await expect(page.getByText('Failed to load plan data. Please try again later.')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.evaluate(() => localStorage.setItem('nasl-latest-plan', '{"id":"p1","locked":true}'));
    await navigate('/results');
    await expect(
      page.getByText('No plan data found. Please complete the questionnaire to generate a plan.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('an unpaid plan on /results shows the unlock card, priced from the one constant', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request, { gender: 'girl' });
    await navigate(`/results?plan_id=${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock your full plan' })).toBeVisible();
    await expect(page.getByText('Goal: Girl')).toBeVisible();
    for (const part of [
      'Fertile window timing',
      'Optimal positions',
      'Diet plan',
      'Exercise recommendations',
      'Full day-by-day guidance',
    ]) {
      await expect(page.getByText(part, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Complete Payment ($99)' })).toHaveAttribute(
      'href',
      `/checkout?plan_id=${planId}`,
    );
    await expect(page.getByRole('toolbar')).toHaveCount(0);
  });
});

test.describe('before paying', () => {
  const unlockButton = (page: Page) =>
    page.getByRole('link', { name: /^(Unlock the full plan for|افتحوا الخطة الكاملة مقابل)/ });

  for (const lang of ['en', 'ar'] as const) {
    test(`a mother of 47 reads on the locked preview how low her odds are, with no figure, before the checkout (${lang})`, async ({
      page,
      navigate,
    }) => {
      await signUp(page.request);
      const { id: planId } = await createPlan(page.request, { motherAge: 47 });
      await navigate(`/plan-preview?id=${planId}`, lang);
      const important = page.locator('[data-notice-level="important"]');
      await expect(important).toBeVisible({ timeout: 30_000 });
      await expect(important).toContainText(lang === 'en' ? 'Important' : 'مهم');
      await expect(important).toContainText(
        lang === 'en' ? 'about 1% a cycle or less' : 'نحو 1% في الدورة أو أقل',
      );
      await expect(
        page.getByText(lang === 'en' ? 'No success figure at this age' : 'لا نسبة نجاح لهذا العمر').first(),
      ).toBeVisible();
      await expect(page.getByText(/^(Expected success rate|نسبة النجاح المتوقعة): \d+%$/)).toHaveCount(0);
      await expect(
        page.getByText(lang === 'en' ? 'Wilcox 1995' : 'ويلكوكس 1995', { exact: false }).first(),
      ).toBeVisible();
      // The notice comes first; the checkout is still offered after it.
      await expect(unlockButton(page).first()).toBeVisible();
      const noticeBox = await important.boundingBox();
      const buttonBox = await unlockButton(page).first().boundingBox();
      expect(noticeBox!.y).toBeLessThan(buttonBox!.y);
    });
  }

  test('a mother of 55 sees why the plan is not for sale instead of any checkout button', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    const { id: planId } = await createPlan(page.request, { motherAge: 55 });
    await navigate(`/plan-preview?id=${planId}`, 'en');
    const notForSale = page.locator('[data-not-for-sale]');
    await expect(notForSale).toBeVisible({ timeout: 30_000 });
    await expect(notForSale).toContainText('This plan is not for sale');
    await expect(notForSale).toContainText('At 50 or more, natural conception is very unlikely');
    await expect(unlockButton(page)).toHaveCount(0);
    await expect(page.getByText('No success figure at this age').first()).toBeVisible();
    // Nothing invites her to unlock a plan she cannot buy.
    await expect(page.getByText(/so it is not for sale: read why below\.$/)).toBeVisible();
    await expect(page.getByText(/Unlock the full plan/)).toHaveCount(0);
    await expect(page.getByText(/are in the full plan\.$/)).toHaveCount(0);
    // The same plan on /results: a title that does not invite her to unlock it, the reason, no payment link.
    await navigate(`/results?plan_id=${planId}`, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/so it is not for sale: here is why\.$/)).toBeVisible();
    await expect(page.locator('[data-not-for-sale]')).toContainText('This plan is not for sale');
    await expect(page.getByRole('link', { name: /^Complete Payment/ })).toHaveCount(0);
    await expect(page.getByText(/Unlock/)).toHaveCount(0);
    // The checkout page itself refuses, with the server's reason.
    await navigate(`/checkout?plan_id=${planId}`, 'en');
    await expect(page.getByText('This plan cannot be bought', { exact: false })).toBeVisible();
  });
});

test.describe('the full plan', () => {
  test.describe('as the admin', () => {
    test.use(signedInAsAdmin);

    test('an admin who completes the questionnaire lands on /results and sees every date in full', async ({
      page,
      navigate,
    }) => {
      await navigate('/questionnaire');
      await advanceTo(page, 17);
      await wizard(page).submit.click();
      await expect(page).toHaveURL(/\/results\?id=[\w-]+$/);
      const planId = new URL(page.url()).searchParams.get('id')!;
      const plan = await readPlan<PlanData>(page.request, planId);
      expect(plan.locked).toBe(false);

      await expect(page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' })).toBeVisible();
      await expect(page.getByRole('toolbar', { name: 'Plan tools' })).toBeVisible();
      for (const entry of plan.planData.intercourse.dates) {
        await expect(page.getByText(entry.recommendation, { exact: true })).toBeVisible();
      }
      await expect(page.getByText(plan.planData.diet.meals.breakfast, { exact: true })).toBeVisible();
      await expect(page.getByText(plan.planData.exercise.intensity, { exact: true })).toBeVisible();
      await expect(page.getByText(/more hidden/)).toHaveCount(0);
    });

    test("an admin reading someone's paid plan sees all of it and nothing of hers to change", async ({
      page,
      navigate,
    }) => {
      const her = await newRequestContext();
      try {
        await signUp(her);
        const { planId } = await createPaidPlan(her);
        const plan = await readPlan<PlanData>(her, planId);
        await navigate(`/results?id=${planId}`);
        await expect(
          page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' }),
        ).toBeVisible();
        await expect(
          page.getByText(plan.planData.intercourse.dates[0]!.recommendation, { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: 'My cycle' })).toBeVisible();

        // Her log, her check-ins, what followed, her calendar address and reminders are hers alone.
        await expect(page.getByRole('button', { name: 'Period started' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Positive LH test' })).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Pregnancy and the result' })).toHaveCount(0);
        const toolbar = page.getByRole('toolbar', { name: 'Plan tools' });
        await expect(toolbar.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
        await expect(toolbar.getByRole('button', { name: 'Reminders' })).toHaveCount(0);
        await expect(toolbar.getByRole('button', { name: 'Print' })).toBeVisible();

        // Sharing keeps the plain link; inviting her husband is hers to do.
        await toolbar.getByRole('button', { name: 'Share' }).click();
        const sheet = page.getByRole('dialog', { name: 'Share the plan' });
        await expect(sheet.getByRole('button', { name: "Share the plan's link" })).toBeVisible();
        await expect(sheet.getByRole('button', { name: 'Invite my husband' })).toHaveCount(0);
      } finally {
        await her.dispose();
      }
    });
  });

  test('a paid plan: full view with Hijri dates, a 4-page A4 print, an .ics of its dates, and sharing', async ({
    page,
    context,
    navigate,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request, LONGEST_PLAN);
    const plan = await readPlan<PlanData>(page.request, planId);
    expect(plan).toMatchObject({ isPaid: true, locked: false });
    const dates = plan.planData.intercourse.dates.map((entry) => entry.date);

    await navigate(`/plan-preview?id=${planId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan' })).toBeVisible();
    const first = plan.planData.intercourse.dates[0]!;
    await expect(page.getByText(hijriOf(first.date, 'en'), { exact: true }).first()).toBeVisible();
    await expect(page.getByText(first.recommendation, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/');

    // The calendar file: one all-day event per plan date, discreetly titled (no LH reminders, no alarm).
    await page.getByRole('button', { name: 'Add to calendar' }).click();
    const calendarDialog = page.getByRole('dialog', { name: 'Add to calendar' });
    await calendarDialog
      .getByRole('checkbox', { name: 'Add a reminder on the first day of LH tests' })
      .uncheck();
    await calendarDialog.getByRole('radio', { name: 'No alarm' }).check();
    const download = page.waitForEvent('download');
    await calendarDialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('nasl-reminders.ics');
    const events = parseIcs(await readFile((await file.path())!, 'utf8'));
    expect(events.map((event) => event.start)).toEqual(dates.map((date) => date.replace(/-/g, '')));
    expect(events.map((event) => event.end)).toEqual(dates.map((date) => addDays(date, 1).replace(/-/g, '')));
    expect(new Set(events.map((event) => event.uid)).size).toBe(dates.length);
    expect(events.every((event) => event.summary === 'Nasl reminder')).toBe(true);

    // Share without a share sheet: the link is copied and the page says so.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share' }).click();
    const sheet = page.getByRole('dialog', { name: 'Share the plan' });
    await sheet.getByRole('button', { name: "Share the plan's link" }).click();
    await expect(sheet.getByRole('status')).toContainText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/results?id=${planId}`);

    // Print: exactly four A4 pages, in English and in Arabic.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-layout] .p-page')).toHaveCount(4);
    expect(countPdfPages(await page.pdf(A4_HALF_INCH))).toBe(4);
    await page.emulateMedia({ media: 'screen' });

    await navigate(`/results?plan_id=${planId}`, 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'خطتك الشخصية لمدة 3 أشهر' })).toBeVisible();
    await expect(page.getByText(hijriOf(first.date, 'ar'), { exact: true }).first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-layout]')).toHaveAttribute('dir', 'rtl');
    expect(countPdfPages(await page.pdf(A4_HALF_INCH))).toBe(4);
  });
});

test.describe('Profile → My Reports', () => {
  test('lists every plan, newest first; opens and prints a paid one', async ({ page, navigate }) => {
    await signUp(page.request);
    await page.addInitScript(() => {
      window.print = () => {
        const counter = window as unknown as { printed?: number };
        counter.printed = (counter.printed ?? 0) + 1;
      };
    });
    const { id: paidId } = await createPlan(page.request, { gender: 'girl' });
    await createPlan(page.request, { gender: 'boy' });
    await payForPlan(page.request, paidId);

    await navigate('/profile');
    await page.getByRole('tab', { name: 'My Reports' }).click();
    const items = page.getByRole('tabpanel').getByRole('listitem');
    await expect(items).toHaveCount(2);
    // The unpaid plan was made last, so it comes first, with the way to complete its payment.
    await expect(items.nth(0)).toContainText('Plan for a boy');
    await expect(items.nth(0)).toContainText('Awaiting payment');
    await expect(items.nth(0).getByRole('button', { name: 'Print' })).toHaveCount(0);
    const reports = items.nth(1);
    await expect(reports).toContainText('Plan for a girl');
    await expect(reports).toContainText('Paid');
    await expect(reports).toContainText(/Expected success rate: \d+%/);
    await expect(reports.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/results?id=${paidId}`,
    );

    // A plan that cannot be read for printing: "Download Failed".
    await page.route('**/api/plans/*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await reports.getByRole('button', { name: 'Print' }).click();
    await expect(toast(page)).toContainText('Download Failed');
    await page.unroute('**/api/plans/*');

    await reports.getByRole('button', { name: 'Print' }).click();
    await expect(toast(page)).toContainText('Your plan is ready for printing or saving as PDF');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

    await reports.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/results\\?id=${paidId}$`));
    await expect(page.getByRole('toolbar', { name: 'Plan tools' })).toBeVisible();
  });
});
