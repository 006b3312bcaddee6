import type { Page } from '@playwright/test';
import { setGeminiFailure } from '../support/gemini.ts';
import { signUp } from '../support/fixtures/accounts.ts';
import { expect, signUpForm, test } from './fixtures.ts';

/**
 * Runs the page's timers well past the moment the welcome would open ("about a second" after load), on
 * Playwright's clock: "it never came" is decided by the page's own timers, not by a real wait.
 */
async function passTheWelcomeDelay(page: Page) {
  await page.clock.runFor(10_000);
}

test.describe('first-visit welcome modal', () => {
  // The pages run on Playwright's clock already (the fixtures install it).
  test.use({ welcomeModal: true });

  test('appears about a second after load for a new visitor, closes with Escape, never again', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nasl' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1,000+')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('nasl-welcome-seen'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await passTheWelcomeDelay(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the close button works in Arabic and sets the flag', async ({ page, navigate }) => {
    await navigate('/', 'ar');
    const dialog = page.getByRole('dialog', { name: 'مرحباً بكم في نسل' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect(dialog).toBeHidden();
    await navigate('/', 'ar');
    await passTheWelcomeDelay(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('start goes to sign-up and the modal does not come back', async ({ page, navigate }) => {
    await navigate('/');
    const dialog = page.getByRole('dialog', { name: 'Welcome to Nasl' });
    await dialog.getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(signUpForm(page)).toBeVisible();
    await navigate('/');
    await passTheWelcomeDelay(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a signed-in visitor sees the two buttons and no modal', async ({ page, navigate }) => {
    await signUp(page.request);
    await navigate('/');
    await expect(page.getByRole('link', { name: 'Start the advanced analysis' })).toHaveAttribute(
      'href',
      '/questionnaire',
    );
    await expect(page.getByRole('link', { name: 'View previous reports' })).toHaveAttribute(
      'href',
      '/profile?tab=reports',
    );
    await passTheWelcomeDelay(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('public pages', () => {
  test('home shows the statistics band, the science section and the guarantee', async ({
    page,
    navigate,
  }) => {
    await navigate('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const stats = page.getByRole('region', { name: 'Families trust Nasl' });
    for (const figure of ['95%', '1,200+', '100%']) await expect(stats.getByText(figure)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The science of sex selection' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '100% money-back guarantee' })).toBeVisible();
  });

  test('about shows vision, mission, values, story and commitment', async ({ page, navigate }) => {
    await navigate('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nasl');
    for (const name of ['Our vision', 'Our mission', 'Our values', 'Our story', 'Our commitment']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText('1,247')).toBeVisible();
  });

  test('research tabs switch, with citations and the 60-80% statement', async ({ page, navigate }) => {
    await navigate('/research');
    await expect(page.getByText('Natural methods succeed 60-80% at best.', { exact: false })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(page.getByRole('tab', { name: 'Factors' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: 'The fertile window' })).toBeVisible();
    await expect(panel.getByText(/Wilcox AJ, Weinberg CR, Baird DD/)).toBeVisible();

    await page.getByRole('tab', { name: 'Methods' }).click();
    await expect(page.getByRole('tab', { name: 'Methods' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { name: 'The Shettles method (timing)' })).toBeVisible();
    await expect(panel.getByText(/^Islamic Fiqh Council of the Muslim World League/)).toBeVisible();

    await page.getByRole('tab', { name: 'Recent studies' }).click();
    await expect(
      panel.getByRole('heading', { name: '947 births under natural family planning' }),
    ).toBeVisible();
    await expect(panel.getByText(/Hum Reprod\. 1998/)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'The fertile window' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How Nasl builds your plan' })).toBeVisible();
  });

  test('contact shows the support e-mail', async ({ page, navigate }) => {
    await navigate('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  });
});

// The Gemini stand-in's failure switch is global: the chat tests run one at a time.
test.describe('chat assistant', () => {
  test.describe.configure({ mode: 'serial' });

  function chatRequests(page: Page): string[] {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai-chat')) sent.push(request.postData() ?? '');
    });
    return sent;
  }

  test('a guest asks about the price and gets an answer from the assistant', async ({ page, navigate }) => {
    const sent = chatRequests(page);
    await navigate('/contact');
    const toggle = page.getByRole('button', { name: 'Start a chat' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close the chat' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const log = page.getByRole('log', { name: 'Conversation with the assistant' });
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('How much does the plan cost?');
    await input.press('Enter');
    await expect(log).toContainText('How much does the plan cost?');
    await expect(log).toContainText(/99/);
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');

    await input.fill('And is there a refund?');
    await input.press('Enter');
    await expect(log).toContainText(/refund/i);
    await expect.poll(() => sent.length).toBe(2);
    const second = JSON.parse(sent[1]!) as { history?: { role: string; text: string }[] };
    expect(second.history?.map((turn) => turn.role)).toEqual(['user', 'assistant']);

    await page.getByRole('button', { name: 'Close the chat' }).click();
    await expect(log).toBeHidden();
  });

  test('whitespace-only and in-flight sends are ignored; the typing placeholder is replaced', async ({
    page,
    navigate,
  }) => {
    const sent = chatRequests(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/ai-chat', async (route) => {
      await held;
      await route.continue();
    });

    await navigate('/contact');
    await page.getByRole('button', { name: 'Start a chat' }).click();
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('    ');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('You:')).toHaveCount(0);

    await input.fill('What is the price?');
    await input.press('Enter');
    await page.keyboard.press('Enter');
    await expect(log).toContainText('Typing…');
    await expect(input).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await page.keyboard.press('Enter');
    // Requests leave in order: the first one seen is the real question, so the blank ones never left.
    await expect.poll(() => sent.length).toBe(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ message: 'What is the price?' });

    release();
    await expect(log).toContainText(/99/);
    await expect(log).not.toContainText('Typing…');
    await expect(input).toBeFocused();
    // The answer has come, so the Enter pressed while it was awaited would have been sent before it.
    expect(sent).toHaveLength(1);
  });

  test('a failing chat backend shows the apology in both languages', async ({ page, navigate }) => {
    await setGeminiFailure(true);
    try {
      await navigate('/contact');
      await page.getByRole('button', { name: 'Start a chat' }).click();
      const log = page.getByRole('log');
      const input = page.getByRole('textbox', { name: 'Your message' });
      await input.fill('How much does it cost?');
      await input.press('Enter');
      await expect(log).toContainText(
        'Sorry, a technical problem occurred. Please try again, or contact us via a messaging app.',
      );
      await expect(log).not.toContainText('Typing…');
      await expect(input).toBeEnabled();

      await navigate('/contact', 'ar');
      await page.getByRole('button', { name: 'ابدأ المحادثة' }).click();
      const arabicInput = page.getByRole('textbox', { name: 'رسالتك' });
      await arabicInput.fill('كم السعر؟');
      await arabicInput.press('Enter');
      await expect(page.getByRole('log')).toContainText('عذراً، حدث خطأ تقني');
    } finally {
      await setGeminiFailure(false);
    }
  });
});
