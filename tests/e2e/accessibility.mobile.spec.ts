import { markPlanPaid } from '../support/firebase.ts';
import { expect, test } from './fixtures.ts';
import { createPlanThroughApi } from './plan-fixtures.ts';

for (const lang of ['ar', 'en'] as const) {
  test.describe(`axe finds nothing on a phone (${lang})`, () => {
    test('the home page and the open menu', async ({ page, navigate, expectNoAxeViolations }) => {
      await navigate('/', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(`/ on a phone (${lang})`);
      await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(`the open phone menu (${lang})`);
    });

    test('the open menu of a signed-in person', async ({
      page,
      navigate,
      register,
      expectNoAxeViolations,
    }) => {
      await register();
      await navigate('/', lang);
      await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(`the open phone menu, signed in (${lang})`);
    });

    test('a paid plan with its "my cycle" panel, the log form and a logged entry', async ({
      page,
      navigate,
      register,
      baseURL,
      expectNoAxeViolations,
    }) => {
      test.setTimeout(90_000);
      await register();
      const planId = await createPlanThroughApi(page.request, baseURL!);
      await markPlanPaid(planId);
      await navigate(`/results?id=${planId}`, lang);
      const panel = page.getByRole('region', { name: /^(My cycle|دورتي)$/ });
      await expect(
        panel
          .getByRole('list', { name: /^(Logged so far|التسجيلات)$/ })
          .or(panel.getByText(/^(Nothing logged yet\.|لا توجد تسجيلات بعد\.)$/)),
      ).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(`/results paid on a phone (${lang})`);
      await panel.getByRole('button', { name: /^(Positive LH test|اختبار إباضة إيجابي)$/ }).click();
      await expect(panel.getByRole('form').getByRole('gridcell', { selected: true })).toBeVisible();
      await expectNoAxeViolations(`/results, cycle log form on a phone (${lang})`);
      await panel.getByRole('button', { name: /^(Save|حفظ)$/ }).click();
      await expect(panel.getByRole('button', { name: /^(Undo|تراجع)/ })).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(`/results, cycle entry logged on a phone (${lang})`);
    });
  });
}
