import type { Page } from '@playwright/test';
import { PRIVACY_POLICY_VERSION } from '@nasl/core';
import { lastAuthEmailTo } from '../support/auth-emails.ts';
import { newAccount, signUp } from '../support/fixtures/accounts.ts';
import {
  appStarted,
  expect,
  fillSignUpDetails,
  holdRequests,
  loginForm,
  signUpForm,
  test,
  signedInAsAdmin,
  toast,
} from './fixtures.ts';

test.describe('language and direction', () => {
  test('Arabic right-to-left by default, English left-to-right with ?lang=en, remembered', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The choice is remembered by the app, which shows the English page once it has started.
    await appStarted(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/terms-of-service');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('sign up', () => {
  test('shows every validation message, then registers and lands on /welcome', async ({ page, navigate }) => {
    await navigate('/auth');
    const form = signUpForm(page);
    await form.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Password must be at least 6 characters',
      'Please select your gender',
      'You must agree to the Terms of Service to continue',
      'Please agree to the processing of your health data: the plan is built from it',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page).toHaveURL(/\/auth/);

    // A mismatched confirmation shows with the other messages, not only once they are all fixed.
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('something-else');
    await form.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Passwords do not match',
      'Please select your gender',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    const account = newAccount();
    await form.getByLabel('Full name').fill(account.name);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Phone number').fill(account.phone);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password').fill('something-else');
    await form.getByLabel('Female').check();
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /health data/ }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await form.getByLabel('Confirm password').fill(account.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sara');
    await expect(page.getByRole('link', { name: /Sara|Profile/ }).first()).toBeVisible();
  });

  test('links to the terms of service in a new tab, keeping the form', async ({ page, navigate }) => {
    await navigate('/auth');
    const popup = page.waitForEvent('popup');
    await signUpForm(page).getByRole('link', { name: 'Terms of Service' }).click();
    const terms = await popup;
    await expect(terms).toHaveURL(/\/terms-of-service/);
    await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('asks her explicit consent to process health data, in a box of its own, and records it', async ({
    page,
    navigate,
  }) => {
    await navigate('/auth');
    const form = signUpForm(page);
    const account = newAccount();
    await fillSignUpDetails(form, account);
    // Agreeing to the terms is not consenting to the processing of health data.
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    const consent = form.getByRole('checkbox', {
      name: 'I consent to Nasl processing my health data (my cycle, pregnancies and health answers) to build my plan, as the privacy policy describes',
    });
    await expect(consent).not.toBeChecked();
    await form.getByRole('button', { name: 'Create account' }).click();
    const refusal = form.getByText(
      'Please agree to the processing of your health data: the plan is built from it',
    );
    await expect(refusal).toBeVisible();
    await expect(consent).toHaveAttribute('aria-describedby', /.+/);
    await expect(page).toHaveURL(/\/auth/);

    // The policy opens in a new tab, keeping the form as she filled it.
    const popup = page.waitForEvent('popup');
    await form.getByRole('link', { name: 'privacy policy' }).click();
    const policy = await popup;
    await expect(policy).toHaveURL(/\/privacy/);
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await policy.close();
    await expect(form.getByLabel('Full name')).toHaveValue(account.name);

    const before = Date.now();
    await consent.check();
    await expect(refusal).toBeHidden();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/welcome$/);
    // Recorded with its date and the policy's version, as her download shows it.
    const exported = (await (await page.request.get('/api/user/export')).json()) as {
      account: { healthDataConsent: { givenAt: string; policyVersion: string } | null };
    };
    expect(exported.account.healthDataConsent?.policyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(Date.parse(exported.account.healthDataConsent!.givenAt)).toBeGreaterThanOrEqual(before - 5000);
  });

  test('shows Arabic messages in the Arabic interface', async ({ page, navigate }) => {
    await navigate('/auth', 'ar');
    const form = signUpForm(page);
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(form.getByText('يجب أن يتكون الاسم من حرفين على الأقل')).toBeVisible();
    await expect(form.getByText('يجب الموافقة على شروط الخدمة للمتابعة')).toBeVisible();
    await expect(form.getByText('يرجى الموافقة على معالجة بياناتك الصحية: فالخطة تُبنى عليها')).toBeVisible();
  });

  test('a taken email fails with the server message', async ({ page, navigate }) => {
    const { account: existing } = await signUp(page.request);
    await page.context().clearCookies();
    await navigate('/auth');
    const form = signUpForm(page);
    await form.getByLabel('Full name').fill('Other Person');
    await form.getByLabel('Email').fill(existing.email);
    await form.getByLabel('Phone number').fill('0501234567');
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret123');
    await form.getByLabel('Male', { exact: true }).check();
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /health data/ }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registration failed')).toBeVisible();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('log in and out', () => {
  test('logs out, fails with a wrong password, logs in and greets by first name', async ({
    page,
    navigate,
  }) => {
    const { account } = await signUp(page.request, { name: 'Sara Ahmed Ali' });
    await navigate('/');
    await expect(page.getByText('Hello, Sara', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
    await expect(page.getByText('Hello, Sara')).toHaveCount(0);

    await navigate('/auth?tab=login');
    const form = loginForm(page);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();

    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByText('Hello, Sara', { exact: true })).toBeVisible();
  });

  test('a toast whose code cannot be loaded is skipped, the page goes on, and the next toast loads it', async ({
    page,
    navigate,
  }) => {
    const account = newAccount();
    let requests = 0;
    const toastCode = '**/assets/toast-snackbar-*.js';
    await page.route(toastCode, (route) => {
      requests += 1;
      return route.abort('internetdisconnected');
    });
    await navigate('/auth?tab=login');
    // The page loads the toast's code ahead once it is idle; that load fails.
    await expect.poll(() => requests).toBe(1);
    const form = loginForm(page);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Log in' }).click();
    // The toast tries its code again, fails, and is skipped; the form stays, with no error page.
    await expect.poll(() => requests).toBe(2);
    await expect(form.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.getByText('Login failed')).toHaveCount(0);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await page.unroute(toastCode);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid email or password.');
  });

  test('the login form validates before sending', async ({ page, navigate }) => {
    await navigate('/auth?tab=login');
    const form = loginForm(page);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('visiting /auth when signed in says "Already logged in" and goes home', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/auth');
    await expect(page.getByText('Already logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  });

  test.describe('as the admin', () => {
    test.use(signedInAsAdmin);

    test('admins see the admin-panel link', async ({ page, navigate }) => {
      await navigate('/');
      await expect(page.getByRole('link', { name: 'Admin panel' })).toBeVisible();
    });
  });
});

test.describe('welcome', () => {
  test('greets a woman in the feminine form, in Arabic', async ({ page, navigate }) => {
    await signUp(page.request, { name: 'مريم خالد', gender: 'female' });
    await navigate('/welcome', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلاً بكِ يا مريم');
  });

  test('greets a man in the masculine form, in Arabic', async ({ page, navigate }) => {
    await signUp(page.request, { name: 'خالد عمر', gender: 'male' });
    await navigate('/welcome', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أهلاً بك يا خالد');
  });

  test('sends guests to /auth', async ({ page, navigate }) => {
    await navigate('/welcome');
    await expect(page).toHaveURL(/\/auth/);
  });
});

test.describe('profile', () => {
  test('updates the profile and changes the password', async ({ page, navigate }) => {
    const { account } = await signUp(page.request, { name: 'Sara Ahmed' });
    await navigate('/profile');
    await page.getByLabel('Full name').fill('Mona Ahmed');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
    await expect(page.getByText('Hello, Mona', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm new password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password Change Failed')).toBeVisible();
    await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm new password').fill('brand-new-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Confirm new password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();
    const relogin = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: 'brand-new-1' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(relogin.status()).toBe(200);
  });

  test('shows the empty reports state', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/profile');
    await page.getByRole('tab', { name: 'My Reports' }).click();
    await expect(page.getByText('No Reports Yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Plan' })).toBeVisible();
  });

  test('sends guests to /auth with "Unauthorized"', async ({ page, navigate }) => {
    await navigate('/profile');
    await expect(page.getByText('Unauthorized', { exact: true })).toBeVisible();
    await expect(page.getByText('You need to be logged in to access your profile')).toBeVisible();
    await expect(page).toHaveURL(/\/auth/, { timeout: 5_000 });
  });
});

test.describe('static pages', () => {
  test('the terms of service have 9 numbered sections, last updated June 2025', async ({
    page,
    navigate,
  }) => {
    await navigate('/terms-of-service', 'ar');
    await expect(page.getByText('آخر تحديث: يونيو 2025')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(9);
  });

  test('unknown routes show the 404 texts', async ({ page, navigate }) => {
    await navigate('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the theme is light by default and remembered', async ({ page, navigate }) => {
    await navigate('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('progress while an action runs', () => {
  /** The API's next answer to `path` waits until the test has seen the progress, as on a slow connection. */
  const holdAnswer = (page: Page, path: string) => holdRequests(page, `**${path}`, { times: 1 });

  test('sign-up, logout, login and saving a password (changed or reset) show progress on their button until done', async ({
    page,
    navigate,
  }) => {
    // Five actions in a row, each answered once the progress has been seen.
    const account = newAccount({ name: 'Sara Ahmed' });
    await navigate('/auth?tab=signup');
    const form = signUpForm(page);
    await fillSignUpDetails(form, account);
    await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await form.getByRole('checkbox', { name: /I consent to Nasl processing my health data/ }).check();
    const register = await holdAnswer(page, '/api/auth/register');
    const create = form.getByRole('button', { name: 'Create account' });
    await create.click();
    await expect(create.getByRole('progressbar')).toBeVisible();
    await expect(create).toBeDisabled();
    register();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sara');

    const loggedOut = await holdAnswer(page, '/api/auth/logout');
    const logout = page.getByRole('banner').getByRole('button', { name: 'Log out' });
    await logout.click();
    await expect(logout.getByRole('progressbar')).toBeVisible();
    loggedOut();
    await expect(page.getByRole('link', { name: 'Sign up / Log in' })).toBeVisible();

    await navigate('/auth?tab=login');
    await loginForm(page).getByLabel('Email').fill(account.email);
    await loginForm(page).getByLabel('Password').fill(account.password);
    const loggedIn = await holdAnswer(page, '/api/auth/login');
    const login = loginForm(page).getByRole('button', { name: 'Log in' });
    await login.click();
    await expect(login.getByRole('progressbar')).toBeVisible();
    loggedIn();
    await expect(page.getByText('Hello, Sara', { exact: true })).toBeVisible();

    await navigate('/profile');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1');
    await page.getByLabel('Confirm new password').fill('brand-new-1');
    const changed = await holdAnswer(page, '/api/user/password');
    const save = page.getByRole('button', { name: 'Change Password' });
    await save.click();
    await expect(save.getByRole('progressbar')).toBeVisible();
    changed();
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(save.getByRole('progressbar')).toHaveCount(0);

    await page.context().clearCookies();
    const request = await page.request.post('/api/auth/password-reset', {
      data: { email: account.email },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(request.status()).toBe(202);
    const { oobCode } = await lastAuthEmailTo(account.email, 'PASSWORD_RESET');
    await navigate(`/auth/reset-password?oobCode=${oobCode}`);
    await page.getByLabel('New password', { exact: true }).fill('chosen-again-1');
    await page.getByLabel('Confirm new password').fill('chosen-again-1');
    const reset = await holdAnswer(page, '/api/auth/password-reset/confirm');
    const saveReset = page.getByRole('button', { name: 'Save the new password' });
    await saveReset.click();
    await expect(saveReset.getByRole('progressbar')).toBeVisible();
    reset();
    await expect(page.getByText('Hello, Sara', { exact: true })).toBeVisible();
  });
});
