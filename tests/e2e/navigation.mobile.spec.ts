import { expect, test } from './fixtures.ts';

test('the phone menu opens with the links and the login and register entries', async ({ page, navigate }) => {
  await navigate('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = page.getByRole('dialog');
  for (const name of ['Home', 'About us', 'Scientific studies', 'Contact', 'Log in', 'Register']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth/);
});

test('the menu button names the menu it opens on a page hydrated from its pre-rendered HTML', async ({
  page,
  navigate,
}) => {
  await navigate('/about', 'ar');
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The open menu makes the rest of the page inert, the button too: read it by its markup.
  const menuId = await page.locator('header button[aria-haspopup="dialog"]').getAttribute('aria-controls');
  expect(menuId).toBeTruthy();
  await expect(page.locator(`[id="${menuId}"] a[href="/research"]`)).toBeVisible();
});
