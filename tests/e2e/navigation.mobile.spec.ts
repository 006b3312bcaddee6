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
