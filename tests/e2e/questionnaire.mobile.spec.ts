import type { Page } from '@playwright/test';
import { signUp } from '../support/fixtures/accounts.ts';
import { expect, test } from './fixtures.ts';

/** A 390 px phone (iPhone 12-15), the width the questionnaire is judged at. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Where her health question starts and its options end, on the page as it first shows (not scrolled). */
async function healthQuestion(page: Page) {
  const group = page.getByRole('group', { name: /health conditions|الحالات الصحية/ });
  await expect(group.getByRole('checkbox')).toHaveCount(8);
  const heading = await page
    .getByText(/^(Does the mother have any of these|هل لدى الأم أيٌّ من)/)
    .boundingBox();
  const bottoms = await group
    .getByRole('checkbox')
    .evaluateAll((inputs) => inputs.map((input) => input.closest('label')!.getBoundingClientRect().bottom));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  return {
    top: heading!.y,
    firstRowBottom: Math.max(bottoms[0]!, bottoms[1]!),
    bottom: Math.max(...bottoms),
  };
}

async function openStep12(
  page: Page,
  baseURL: string,
  navigate: (path: string, lang?: 'ar' | 'en') => Promise<void>,
  lang: 'ar' | 'en',
) {
  await signUp(page.request);
  const saved = await page.request.put('/api/questionnaire/draft', {
    headers: { origin: baseURL },
    data: { step: 12, answers: {} },
  });
  expect(saved.status()).toBe(200);
  await navigate('/questionnaire', lang);
  await expect(
    page.getByText(lang === 'en' ? 'question 12 of 17' : 'السؤال 12 من 17', { exact: true }),
  ).toBeVisible();
}

test.describe('the optional health question on a 390 px phone', () => {
  test('in Arabic it is seen whole, every option, without scrolling', async ({ page, navigate, baseURL }) => {
    await openStep12(page, baseURL!, navigate, 'ar');
    const question = await healthQuestion(page);
    expect(question.bottom).toBeLessThanOrEqual(PHONE.height);
  });

  test('in English its heading and first options show without scrolling, and it fits one screen', async ({
    page,
    navigate,
    baseURL,
  }) => {
    await openStep12(page, baseURL!, navigate, 'en');
    const question = await healthQuestion(page);
    expect(question.firstRowBottom).toBeLessThanOrEqual(PHONE.height);
    // Scrolled to, it is seen whole: no option lies a screen below its heading.
    expect(question.bottom - question.top).toBeLessThan(PHONE.height - 120);
  });
});
