import { PRIVACY_POLICY_VERSION } from '@nasl/core';
import ar from '../../web/src/locales/ar.json' with { type: 'json' };
import arPublic from '../../web/src/locales/ar/public.json' with { type: 'json' };
import enPublic from '../../web/src/locales/en/public.json' with { type: 'json' };
import { signUp } from '../support/fixtures/accounts.ts';
import { expect, test } from './fixtures.ts';

const SUPPORT_EMAIL = process.env.VITE_SUPPORT_EMAIL || 'support@nasl.app';

test.describe('/privacy without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is the whole policy in Arabic, pre-rendered: sensitive data, purposes, retention, processors, rights, contact', async ({
    page,
  }) => {
    const response = await page.goto('/privacy');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(new RegExp(arPublic.privacy.pageTitle));
    await expect(page.getByRole('heading', { level: 1, name: arPublic.privacy.heading })).toBeVisible();
    await expect(page.getByText(PRIVACY_POLICY_VERSION)).toBeVisible();
    // Health and cycle data, named as sensitive.
    await expect(
      page.getByRole('heading', { level: 2, name: arPublic.privacy.sensitiveTitle }),
    ).toBeVisible();
    await expect(page.getByText(arPublic.privacy.sensitiveNote)).toBeVisible();
    // Every section, in order, with its numbered heading.
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    for (const [index, section] of arPublic.privacy.sections.entries()) {
      await expect(headings.filter({ hasText: `${index + 1}. ${section.title}` })).toHaveCount(1);
    }
    for (const processor of ['Google Cloud', 'Stripe', 'Gemini']) {
      await expect(page.getByText(processor).first()).toBeVisible();
    }
    await expect(page.getByText(/الولايات المتحدة/).first()).toBeVisible();
    await expect(page.getByText(/سدايا/)).toBeVisible();
    await expect(page.getByText(/تنزيل بياناتي/).first()).toBeVisible();
    await expect(page.getByText(/حذف حسابي/).first()).toBeVisible();
    // The guarantee's medical documents: consent at upload, kept until the decision and 30 days more.
    await expect(page.getByText(/بخانة مستقلة عند رفعها/)).toBeVisible();
    await expect(page.getByText(/و30 يومًا بعد القرار؛ ثم تحذفها مهمة يومية/)).toBeVisible();
    await expect(page.getByText(/مطالباتك ضمن «تنزيل بياناتي»/)).toBeVisible();
    // How to use them: the profile, and a contact.
    await expect(page.getByRole('link', { name: arPublic.privacy.openProfile })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByRole('link', { name: new RegExp(arPublic.privacy.contactLink) })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    // Reached from every page's footer.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: ar.footer.privacy }),
    ).toHaveAttribute('href', '/privacy');
  });

  test('is linked from the footer of the home page and from the sign-up form', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: ar.footer.privacy }),
    ).toHaveAttribute('href', '/privacy');
    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('link', { name: 'سياسة الخصوصية' }).first()).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

test.describe('/privacy in the app', () => {
  test('reads in English, and leads to the profile where her rights are used', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/privacy', 'en');
    await expect(page.getByRole('heading', { level: 1, name: enPublic.privacy.heading })).toBeVisible();
    await expect(page.getByText(enPublic.privacy.sensitiveNote)).toBeVisible();
    await expect(page.getByText(`Policy version: ${PRIVACY_POLICY_VERSION}`)).toBeVisible();
    await page.getByRole('link', { name: enPublic.privacy.openProfile }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
    // The profile links back to the policy.
    await page.getByRole('link', { name: 'How Nasl keeps your data: the privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy/);
    await expect(page.getByRole('heading', { level: 1, name: enPublic.privacy.heading })).toBeVisible();
  });
});
