import { readFileSync } from 'node:fs';
import type { AuthStatus } from '@nasl/core';
import { lastAuthEmailTo } from '../support/auth-emails.ts';
import { newAccount, signUp } from '../support/fixtures/accounts.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import { expect, fillSignUpDetails, loginForm, signUpForm, test, toast } from './fixtures.ts';

/**
 * The account flows a person runs into when something goes wrong or when they leave: a forgotten password
 * (through the e-mail Firebase Auth sends, read from the Auth emulator), a new e-mail address, a copy of
 * their data, deleting the account. In both languages.
 */

const TEXTS = {
  en: {
    forgotLink: 'Forgot your password?',
    sendLink: 'Send the link',
    sent: /If an account uses this e-mail address/,
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    save: 'Save the new password',
    changed: 'Password changed',
    greeting: 'Hello, Sara',
    logIn: 'Log in',
    email: 'Email',
    password: 'Password',
    currentPassword: 'Current password',
    update: 'Update Profile',
    updated: 'Profile updated',
    passwordRequired: 'Current password is required',
    download: 'Download my data',
    downloaded: 'Your data has been downloaded',
    deleteAccount: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteForGood: 'Delete for good',
    wrongPassword: 'Current password is incorrect',
    deleted: 'Your account and your data have been deleted.',
    deletedTitle: 'Account deleted',
    goHome: 'Go to the home page',
    signUpLogIn: 'Sign up / Log in',
    verified: 'Your e-mail address is verified.',
    verifiedChip: 'E-mail verified',
    linkInvalid: 'This link is invalid, has expired or was already used. Please ask for a new one.',
  },
  ar: {
    forgotLink: 'نسيت كلمة المرور؟',
    sendLink: 'أرسل الرابط',
    sent: /إذا كان هناك حساب بهذا البريد الإلكتروني/,
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    save: 'حفظ كلمة المرور الجديدة',
    changed: 'تم تغيير كلمة المرور',
    greeting: 'مرحبًا، سارة',
    logIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    update: 'تحديث الملف الشخصي',
    updated: 'تم تحديث الملف الشخصي',
    passwordRequired: 'كلمة المرور الحالية مطلوبة',
    download: 'تنزيل بياناتي',
    downloaded: 'تم تنزيل بياناتك',
    deleteAccount: 'حذف حسابي',
    deleteTitle: 'هل تريد حذف حسابك؟',
    deleteForGood: 'احذف نهائيًا',
    wrongPassword: 'كلمة المرور الحالية غير صحيحة',
    deleted: 'تم حذف حسابك وبياناتك.',
    deletedTitle: 'تم حذف الحساب',
    goHome: 'الذهاب إلى الصفحة الرئيسية',
    signUpLogIn: 'إنشاء حساب / تسجيل الدخول',
    verified: 'تم تأكيد بريدك الإلكتروني.',
    verifiedChip: 'البريد الإلكتروني مؤكَّد',
    linkInvalid: 'هذا الرابط غير صالح أو انتهت صلاحيته أو سبق استخدامه. يرجى طلب رابط جديد.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const text = TEXTS[lang];
  const name = lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed';

  test.describe(`account recovery and own data (${lang})`, () => {
    test('forgot password → the e-mail’s link → a new password → signed in', async ({ page, navigate }) => {
      const { account } = await signUp(page.request, { name });
      await page.context().clearCookies();
      await navigate('/auth?tab=login', lang);
      const form = loginForm(page);
      await form.getByLabel(text.email).fill(account.email);
      await page.getByRole('link', { name: text.forgotLink }).click();
      await expect(page).toHaveURL(/\/auth\/forgot-password/);
      // The address changes at once; the login page stays on screen until the new page's code has loaded.
      await expect(page.getByRole('button', { name: text.sendLink })).toBeVisible();
      await expect(page.getByLabel(text.email)).toHaveValue(account.email);
      await page.getByRole('button', { name: text.sendLink }).click();
      await expect(page.getByRole('status').filter({ hasText: text.sent })).toBeVisible();

      // The link of the e-mail, as the project's action URL makes it.
      const sent = await lastAuthEmailTo(account.email, 'PASSWORD_RESET');
      await page.goto(`/auth/action?mode=resetPassword&oobCode=${sent.oobCode}&lang=${lang}`);
      await expect(page).toHaveURL(/\/auth\/reset-password\?oobCode=/);
      await page.getByLabel(text.newPassword, { exact: true }).fill('chosen-again-1');
      await page.getByLabel(text.confirmNewPassword).fill('chosen-again-1');
      await page.getByRole('button', { name: text.save }).click();
      await expect(toast(page)).toContainText(text.changed);
      await expect(page.getByText(text.greeting, { exact: true })).toBeVisible();

      // The same link does not work twice.
      await page.goto(`/auth/reset-password?oobCode=${sent.oobCode}&lang=${lang}`);
      await page.getByLabel(text.newPassword, { exact: true }).fill('third-one-1');
      await page.getByLabel(text.confirmNewPassword).fill('third-one-1');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.linkInvalid })).toBeVisible();

      const login = await page.request.post('/api/auth/login', {
        data: { email: account.email, password: 'chosen-again-1' },
      });
      expect(login.status()).toBe(200);
    });

    test('the verification link verifies the address, and the profile says so', async ({
      page,
      navigate,
    }) => {
      const { account } = await signUp(page.request, { name });
      const sent = await lastAuthEmailTo(account.email, 'VERIFY_EMAIL');
      await page.goto(`/auth/action?mode=verifyEmail&oobCode=${sent.oobCode}&lang=${lang}`);
      await expect(page.getByRole('status').filter({ hasText: text.verified })).toBeVisible();
      await navigate('/profile', lang);
      await expect(page.getByText(text.verifiedChip, { exact: true })).toBeVisible();
    });

    test('changes the e-mail address with the current password', async ({ page, navigate }) => {
      const { account } = await signUp(page.request, { name });
      await navigate('/profile', lang);
      await expect(page.getByLabel(text.currentPassword)).toHaveCount(0);
      const newEmail = `moved.${lang}.${Date.now().toString(36)}.${process.pid}@example.com`;
      await page.getByLabel(text.email).fill(newEmail);
      const currentPassword = page.getByLabel(text.currentPassword);
      await expect(currentPassword).toBeVisible();
      await page.getByRole('button', { name: text.update }).click();
      await expect(page.getByText(text.passwordRequired).first()).toBeVisible();

      await currentPassword.fill(account.password);
      await page.getByRole('button', { name: text.update }).click();
      await expect(toast(page)).toContainText(text.updated);
      await expect(page.getByLabel(text.currentPassword)).toHaveCount(0);
      await expect(page.getByLabel(text.email)).toHaveValue(newEmail);
      // Still signed in here; the old address was told of the change.
      expect(((await (await page.request.get('/api/auth/me')).json()) as AuthStatus).isAuthenticated).toBe(
        true,
      );
      await lastAuthEmailTo(account.email, 'RECOVER_EMAIL');
    });

    test('downloads a copy of the person’s data', async ({ page, navigate }) => {
      const { account } = await signUp(page.request, { name });
      const { id: planId } = await createPlan(page.request);
      await navigate('/profile', lang);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^nasl-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(readFileSync((await file.path())!, 'utf8')) as {
        profile: { email: string };
        plans: { id: string; locked: boolean }[];
      };
      expect(data.profile.email).toBe(account.email);
      expect(data.plans).toEqual([expect.objectContaining({ id: planId, locked: true })]);
      await expect(toast(page)).toContainText(text.downloaded);
    });

    test('deletes the account behind the password, then is signed out at home', async ({
      page,
      navigate,
    }) => {
      const { account } = await signUp(page.request, { name });
      await navigate('/profile', lang);
      await page.getByRole('button', { name: text.deleteAccount }).click();
      const dialog = page.getByRole('alertdialog', { name: text.deleteTitle });
      await dialog.getByLabel(text.password).fill('not-my-password');
      await dialog.getByRole('button', { name: text.deleteForGood }).click();
      await expect(dialog.getByText(text.wrongPassword)).toBeVisible();
      expect(((await (await page.request.get('/api/auth/me')).json()) as AuthStatus).isAuthenticated).toBe(
        true,
      );

      await dialog.getByLabel(text.password).fill(account.password);
      await dialog.getByRole('button', { name: text.deleteForGood }).click();
      const done = page.getByRole('alertdialog', { name: text.deletedTitle });
      // Deleting touches every collection of the person: slower than a read on a busy machine.
      await expect(done.getByRole('status')).toHaveText(text.deleted, { timeout: 30_000 });
      await done.getByRole('button', { name: text.goHome }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: text.signUpLogIn })).toBeVisible();
      const login = await page.request.post('/api/auth/login', {
        data: { email: account.email, password: account.password },
      });
      expect(login.status()).toBe(401);
    });
  });
}

test.describe('an address squatted outside the app', () => {
  test('her sign-up sends the link, and its page finishes the account: her password, her details, her consent', async ({
    page,
    navigate,
  }) => {
    // Someone creates an account for her address straight through Firebase Auth's public API.
    const email = `squatted.${Date.now().toString(36)}.${process.pid}@example.com`;
    const squat = await page.request.post(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
      { data: { email, password: 'squatter-secret', returnSecureToken: true } },
    );
    expect(squat.ok()).toBe(true);

    // Her sign-up is not a dead end: it says a link is on its way to her mailbox.
    await navigate('/auth');
    const form = signUpForm(page);
    const account = newAccount({ email, name: 'Noura Khalid', phone: '+966557654321' });
    await fillSignUpDetails(form, account);
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /health data/ }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page)).toContainText(
      'An unfinished account already uses this e-mail address. We have sent it a link: open it to choose your password and finish your account.',
    );
    await expect(page).toHaveURL(/\/auth/);
    expect(((await (await page.request.get('/api/auth/me')).json()) as AuthStatus).isAuthenticated).toBe(
      false,
    );

    // The link of the e-mail, as the project's action URL makes it.
    const link = await lastAuthEmailTo(email, 'PASSWORD_RESET');
    await page.goto(`/auth/action?mode=resetPassword&oobCode=${link.oobCode}&lang=en`);
    await expect(page).toHaveURL(/\/auth\/reset-password\?oobCode=/);
    await page.getByLabel('New password', { exact: true }).fill('hers-at-last-1');
    await page.getByLabel('Confirm new password').fill('hers-at-last-1');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'This account is not finished yet' }),
    ).toBeVisible();
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Phone number').fill(account.phone);
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByText('Please agree to the processing of your health data: the plan is built from it'),
    ).toBeVisible();
    await page.getByRole('checkbox', { name: /health data/ }).check();
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(toast(page)).toContainText('Password changed');
    await expect(page).toHaveURL(/\/$|\/\?/);
    const status = (await (await page.request.get('/api/auth/me')).json()) as AuthStatus;
    expect(status.user).toMatchObject({ email, name: 'Noura Khalid' });

    // Hers now: her password signs in, the squatter's does not.
    await page.context().clearCookies();
    const mine = await page.request.post('/api/auth/login', { data: { email, password: 'hers-at-last-1' } });
    expect(mine.status()).toBe(200);
    await page.context().clearCookies();
    const theirs = await page.request.post('/api/auth/login', {
      data: { email, password: 'squatter-secret' },
    });
    expect(theirs.status()).toBe(401);
  });
});
