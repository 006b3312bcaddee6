import { expect, test } from './fixtures.ts';

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
  });
}
