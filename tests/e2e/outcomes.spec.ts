import type { Page } from '@playwright/test';
import { addDays, PLAN_TIME_ZONE, todayInTimeZone, type Outcomes, type PlanDetails } from '@nasl/core';
import adminAr from '../../web/src/locales/ar/admin.json' with { type: 'json' };
import planAr from '../../web/src/locales/ar/plan.json' with { type: 'json' };
import { ownAddressHeaders, signUp } from '../support/fixtures/accounts.ts';
import { adminSession } from '../support/fixtures/admin.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { setPlanFields, Timestamp } from '../support/firebase.ts';
import { expect, test, toast } from './fixtures.ts';
import { readPlan } from './plan-fixtures.ts';

const texts = planAr.followUp;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const HTML = Buffer.from('<html><body>not a hospital paper</body></html>');
const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/** How many girl plans paid in the last year have a boy or a girl reported, as the owner's figures say. */
async function reportedGirlPlans(): Promise<number> {
  const admin = await adminSession();
  try {
    const to = addDays(todayInTimeZone(PLAN_TIME_ZONE), 1);
    const response = await admin.get(`/api/admin/outcomes?from=2020-01-01&to=${to}`);
    expect(response.status()).toBe(200);
    const outcomes = (await response.json()) as Outcomes;
    return outcomes.byTarget.find((figures) => figures.target === 'girl')?.reported ?? 0;
  } finally {
    await admin.dispose();
  }
}

function followUp(page: Page) {
  return page.getByRole('region', { name: texts.title });
}

test.describe('after the plan, in Arabic: check-in, pregnancy, the result, the guarantee, the refund', () => {
  test('a paid girl plan: she checks in, is pregnant, a boy is born, she claims with a PDF, the owner approves, her page says refunded', async ({
    page,
    navigate,
    browser,
    baseURL,
    adminStorageState,
    expectNoAxeViolations,
  }) => {
    test.setTimeout(240_000);
    const person = await signUp(page.request);
    const { planId } = await createPaidPlan(page.request, { gender: 'girl' });
    await navigate(`/results?id=${planId}`, 'ar');

    // One tap on the today card: this week of the diet followed.
    const diet = page.locator('[data-check-in="diet-week"]');
    await expect(diet).toContainText(texts.checkIn.dietWeek);
    await diet.getByRole('button', { name: texts.checkIn.yes }).click();
    await expect(toast(page)).toContainText(texts.checkIn.saved);
    await expect(diet.getByRole('button', { name: texts.checkIn.yes })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('[data-adherence]')).toContainText('الالتزام بالنظام الغذائي 1 من أسبوع واحد');
    expect((await readPlan<unknown>(page.request, planId)) as unknown as PlanDetails).toMatchObject({
      checkIns: [{ kind: 'diet-week', done: true }],
    });

    // She is pregnant: the day of the test (today), and the plan gives early-pregnancy guidance.
    const section = followUp(page);
    await section.getByRole('button', { name: texts.pregnancy.open }).click();
    await section.getByRole('button', { name: texts.pregnancy.save, exact: true }).click();
    await expect(toast(page)).toContainText(texts.pregnancy.saved);
    await expect(page.locator('[data-pregnancy-guidance]')).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.guidance.title })).toBeVisible();
    await expect(page.locator('[data-pregnancy]')).toContainText('اختبار حمل إيجابي في');
    await expect(page.locator('[data-check-in]')).toHaveCount(0);

    // The result, asked gently: a boy, known today; it differs from the plan's goal.
    const before = await reportedGirlPlans();
    await section.getByRole('button', { name: texts.outcome.open }).click();
    await section.getByRole('radio', { name: texts.outcome.sex.boy }).check();
    await section.getByRole('button', { name: texts.outcome.save }).click();
    await expect(toast(page)).toContainText(texts.outcome.saved);
    await expect(page.locator('[data-outcome="boy"]')).toContainText('أخبرتِنا: ولد');
    expect(await reportedGirlPlans()).toBeGreaterThanOrEqual(before + 1);

    // Too early for the guarantee: the page names the day. Paid 4 months ago, the form is there.
    const claim = page.locator('[data-guarantee-claim]');
    await expect(claim).toContainText('يمكن المطالبة بالضمان ابتداءً من');
    await expect(claim.getByRole('form')).toHaveCount(0);
    await setPlanFields(planId, { paidAt: Timestamp.fromMillis(Date.now() - 4 * MONTH_MS) });
    await page.reload();
    const form = page.getByRole('form', { name: texts.claim.title });
    await expect(claim).toContainText(texts.claim.eligible);
    await expectNoAxeViolations('/results, her pregnancy, the result and the claim form (ar)');

    // Without her consent nothing is sent; a page that is not a document is refused by the server (415).
    await form.getByRole('checkbox', { name: texts.claim.followed }).check();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: HTML,
    });
    await form.getByRole('button', { name: texts.claim.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(texts.claim.needsConsent);
    await form.getByRole('checkbox', { name: texts.claim.consent }).check();
    await form.getByRole('button', { name: texts.claim.submit }).click();
    await expect(form.getByRole('alert')).toHaveText('يجب أن تكون المستندات ملفات PDF أو JPEG أو PNG');

    // The hospital's PDF instead: the claim is sent and waits for a decision.
    await form.getByRole('button', { name: texts.claim.remove.replace('{{name}}', 'report.pdf') }).click();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'birth-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('button', { name: texts.claim.submit }).click();
    await expect(toast(page)).toContainText(texts.claim.sent);
    await expect(claim.locator('[data-claim-status="submitted"]')).toContainText(
      texts.claim.status.submitted,
    );
    await expect(form).toHaveCount(0);

    // The owner's queue, in Arabic: her claim with its document and adherence; approved with a reason.
    const adminContext = await browser.newContext({
      baseURL,
      storageState: adminStorageState,
      extraHTTPHeaders: ownAddressHeaders(),
    });
    const admin = await adminContext.newPage();
    await admin.goto('/admin?tab=claims&lang=ar');
    const card = admin.getByRole('article', { name: person.account.name });
    await expect(card).toContainText(adminAr.claims.status.submitted);
    await expect(card.getByRole('link', { name: 'فتح birth-certificate.pdf' })).toHaveAttribute(
      'href',
      /guarantee-claims\/.+\/documents\//,
    );
    // Her adherence as the claim kept it: the pregnancy began on the plan's first day, so no week of the
    // diet came before it.
    await expect(card).toContainText(adminAr.claims.adherence.title);
    await expect(card).toContainText('أسابيع النظام الغذائي الملتزم بها: 0 من 0');
    await card.getByRole('radio', { name: adminAr.claims.decision.approve }).check();
    await card.getByLabel(adminAr.claims.reason).fill('شهادة الميلاد من المستشفى تُظهر ولدًا');
    await card.getByRole('button', { name: adminAr.claims.save }).click();
    await expect(admin.getByRole('alert').last()).toContainText(adminAr.claims.saved);

    // The outcomes tab counts it beside the natural odds.
    await admin.goto('/admin?tab=outcomes&lang=ar');
    await expect(admin.getByRole('region', { name: adminAr.outcomes.byTarget })).toContainText('51.2%');
    await adminContext.close();

    // Her page: refunded under the guarantee, the preview, and nothing to pay.
    await navigate(`/results?id=${planId}`, 'ar');
    const refunded = page.locator('[data-plan-refunded]');
    await expect(refunded).toContainText(planAr.refunded.title);
    await expect(refunded).toContainText('بموجب ضمان الاسترداد');
    await expect(page.locator('a[href^="/checkout"]')).toHaveCount(0);
    await expectNoAxeViolations('/results, a plan refunded under the guarantee (ar)');
  });
});
