import { authEmailsTo } from '../support/auth-emails.ts';
import { ownAddressHeaders, signUp } from '../support/fixtures/accounts.ts';
import { expect, test } from './fixtures.ts';

test.describe('profile: the buttons that act on the account', () => {
  test('"Sign out of all other devices" ends the other session and keeps this one', async ({
    page,
    browser,
    baseURL,
    navigate,
  }) => {
    const { account } = await signUp(page.request);
    const otherDevice = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddressHeaders() });
    const login = await otherDevice.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(login.status()).toBe(200);
    const otherIsSignedIn = async () =>
      ((await (await otherDevice.request.get('/api/auth/me')).json()) as { isAuthenticated: boolean })
        .isAuthenticated;
    expect(await otherIsSignedIn()).toBe(true);

    await navigate('/profile');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('Other devices signed out', { exact: true })).toBeVisible();

    expect(await otherIsSignedIn()).toBe(false);
    // This browser is still signed in: the profile opens again rather than the sign-in prompt.
    await navigate('/profile');
    await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
    await expect(page.getByText('Unauthorized')).toHaveCount(0);
    await otherDevice.close();
  });

  test('"Send the link again" e-mails a new verification link to the address', async ({ page, navigate }) => {
    const { account } = await signUp(page.request);
    const sentBefore = (await authEmailsTo(account.email, 'VERIFY_EMAIL')).length;
    await navigate('/profile');
    await expect(page.getByText('E-mail not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('Link sent', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await authEmailsTo(account.email, 'VERIFY_EMAIL')).length)
      .toBe(sentBefore + 1);
  });
});
