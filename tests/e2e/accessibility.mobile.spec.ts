import { signUp } from '../support/fixtures/accounts.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { expect, test } from './fixtures.ts';
import { scanCyclePanel } from './plan-fixtures.ts';

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

    test('the open menu of a signed-in person', async ({ page, navigate, expectNoAxeViolations }) => {
      await signUp(page.request);
      await navigate('/', lang);
      await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(`the open phone menu, signed in (${lang})`);
    });

    test('a paid plan with its "my cycle" panel, the log form and a logged entry', async ({
      page,
      navigate,
      expectNoAxeViolations,
    }) => {
      test.setTimeout(90_000);
      await signUp(page.request);
      const { planId } = await createPaidPlan(page.request);
      await navigate(`/results?id=${planId}`, lang);
      await scanCyclePanel(page, expectNoAxeViolations, `on a phone (${lang})`);
    });
  });
}
