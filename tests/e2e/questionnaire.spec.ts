import type { Page } from '@playwright/test';
import { signUp } from '../support/fixtures/accounts.ts';
import { planDoc } from '../support/firebase.ts';
import { today } from '../support/plans.ts';
import { expect, installRunDayClock, test, toast } from './fixtures.ts';
import { advanceTo, readPlan, wizard } from './plan-fixtures.ts';
import { addDays, parseCivilDate, type LockedPlanData } from '@nasl/core';

/** Types into a whole-number question and checks the message the shared schema gives. */
async function expectNumberMessage(page: Page, label: string, value: string, message: string) {
  await page.getByLabel(label).fill(value);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(wizard(page).next).toBeDisabled();
}

async function answerNumber(page: Page, label: string, value: string) {
  await page.getByLabel(label).fill(value);
  await expect(wizard(page).next).toBeEnabled();
  await wizard(page).next.click();
}

/**
 * Opens a select and picks an option, as a person would. MUI opens the menu on mouse-down, over the field:
 * on a busy machine the mouse-up can land on the menu's first option, which picks it and closes the menu
 * (seen in CI: "A+" chosen, no menu). A person then opens it again and picks the right one; so does this.
 */
async function chooseOption(page: Page, label: string, option: string) {
  const field = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) await field.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    await expect(field).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/** The run's day moved by `days`, as the calendar shows it (the page's clock is at the run's day). */
function localDay(days: number) {
  return parseCivilDate(addDays(today, days))!;
}

test.describe('questionnaire access', () => {
  test('a signed-out visitor is told to log in and sent home', async ({ page, navigate }) => {
    await navigate('/questionnaire', 'ar');
    await expect(toast(page)).toContainText('يرجى تسجيل الدخول');
    await expect(page).toHaveURL(/\/(\?lang=ar)?$/);
  });
});

test.describe('the 17 steps', () => {
  test('every step, its validation messages and the “none” rule, then the locked preview', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    await navigate('/questionnaire');
    const { question, next, previous, submit, progress } = wizard(page);

    // Step 1: the desired sex. No Previous button on the first step.
    await expect(page.getByText('question 1 of 17', { exact: true })).toBeVisible();
    await expect(page.getByText('completed 6%', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '6');
    await expect(previous).toHaveCount(0);
    await expect(question).toHaveText('Which sex would you like your baby to be?');
    await expect(page.getByRole('radio', { name: 'Boy' })).toBeChecked();
    await page.getByRole('radio', { name: 'Girl' }).check();
    await next.click();

    // Step 2: the question takes the focus; empty, out of range and decimal inputs are refused.
    await expect(page.getByText('question 2 of 17', { exact: true })).toBeVisible();
    await expect(page.getByText('completed 12%', { exact: true })).toBeVisible();
    await expect(question).toBeFocused();
    await expect(previous).toBeVisible();
    await expectNumberMessage(page, "Mother's age in years", '', "Please enter the mother's age");
    await expectNumberMessage(
      page,
      "Mother's age in years",
      '17',
      "The mother's age must be between 18 and 90 years",
    );
    await expectNumberMessage(page, "Mother's age in years", '29.5', 'Please enter a whole number');
    await answerNumber(page, "Mother's age in years", '29');

    await expectNumberMessage(page, "Father's age in years", '', "Please enter the father's age");
    await expectNumberMessage(
      page,
      "Father's age in years",
      '91',
      "The father's age must be between 18 and 90 years",
    );
    await answerNumber(page, "Father's age in years", '35');

    // Step 4: the calendar. Today is preselected; clicking it again clears it; after tomorrow is disabled.
    await expect(page.getByText('question 4 of 17', { exact: true })).toBeVisible();
    const runDay = localDay(0);
    const selectedDay = page.getByRole('gridcell', { name: String(runDay.day), exact: true });
    await expect(selectedDay).toHaveAttribute('aria-selected', 'true');
    const dayAfterTomorrow = localDay(2);
    if (dayAfterTomorrow.month === runDay.month) {
      await expect(
        page.getByRole('gridcell', { name: String(dayAfterTomorrow.day), exact: true }),
      ).toBeDisabled();
    } else {
      await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    }
    await selectedDay.click();
    await expect(
      page.getByText('Please choose the first day of the last period', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('No date selected yet', { exact: true })).toBeVisible();
    await expect(next).toBeDisabled();
    const lastPeriod = localDay(-10);
    if (lastPeriod.month !== runDay.month) await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('gridcell', { name: String(lastPeriod.day), exact: true }).click();
    await expect(page.getByText(/^Selected date: .+ \(.+ AH\)$/)).toBeVisible();
    await next.click();

    await expectNumberMessage(
      page,
      'Cycle length in days',
      '',
      'Please enter the length of the menstrual cycle in days',
    );
    await expectNumberMessage(
      page,
      'Cycle length in days',
      '20',
      'The cycle length must be between 21 and 35 days',
    );
    await expectNumberMessage(
      page,
      'Cycle length in days',
      '36',
      'The cycle length must be between 21 and 35 days',
    );
    await answerNumber(page, 'Cycle length in days', '26');

    await expectNumberMessage(page, "Mother's height in cm", '', "Please enter the mother's height in cm");
    await expectNumberMessage(
      page,
      "Mother's height in cm",
      '139',
      "The mother's height must be between 140 and 220 cm",
    );
    await answerNumber(page, "Mother's height in cm", '160');
    await expectNumberMessage(page, "Mother's weight in kg", '', "Please enter the mother's weight in kg");
    await expectNumberMessage(
      page,
      "Mother's weight in kg",
      '151',
      "The mother's weight must be between 40 and 150 kg",
    );
    await answerNumber(page, "Mother's weight in kg", '58');
    await expectNumberMessage(page, "Father's height in cm", '', "Please enter the father's height in cm");
    await expectNumberMessage(
      page,
      "Father's height in cm",
      '231',
      "The father's height must be between 150 and 230 cm",
    );
    await answerNumber(page, "Father's height in cm", '176');
    await expectNumberMessage(page, "Father's weight in kg", '', "Please enter the father's weight in kg");
    await expectNumberMessage(
      page,
      "Father's weight in kg",
      '49',
      "The father's weight must be between 50 and 200 kg",
    );
    await answerNumber(page, "Father's weight in kg", '82');

    // Steps 10-11: blood types, with "I don't know".
    await expect(page.getByText('question 10 of 17', { exact: true })).toBeVisible();
    await chooseOption(page, "Mother's blood type", "I don't know");
    await next.click();
    await chooseOption(page, "Father's blood type", 'B+');
    await next.click();

    // Step 12: a count is asked only after "Yes".
    await expect(page.getByLabel('How many pregnancies?')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Yes' }).check();
    await expect(
      page.getByText('Please enter the number of previous pregnancies', { exact: true }),
    ).toBeVisible();
    await expect(next).toBeDisabled();
    // Her health, on the same step: optional, several choices, "None of these" alone.
    const health = page.getByRole('group', { name: /^Does the mother have any of these health conditions/ });
    await expect(health.getByRole('checkbox')).toHaveCount(8);
    const diabetes = health.getByRole('checkbox', { name: 'Diabetes' });
    const noneOfThese = health.getByRole('checkbox', { name: 'None of these' });
    await expect(diabetes).not.toBeChecked();
    await diabetes.check();
    await health.getByRole('checkbox', { name: 'Breastfeeding now' }).check();
    await noneOfThese.check();
    await expect(diabetes).not.toBeChecked();
    await diabetes.check();
    await expect(noneOfThese).not.toBeChecked();
    await health.getByRole('checkbox', { name: 'Breastfeeding now' }).check();
    await expectNumberMessage(
      page,
      'How many pregnancies?',
      '16',
      'The number of previous pregnancies must be between 1 and 15',
    );
    await answerNumber(page, 'How many pregnancies?', '2');

    // Steps 13-16: option cards, usable with the keyboard (arrow keys move the choice).
    await page.getByRole('radio', { name: /^Vegetarian/ }).check();
    await next.click();
    await page.getByRole('radio', { name: /^Moderate/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
    await next.click();
    await page.getByRole('radio', { name: /^High/ }).check();
    await next.click();
    await page.getByRole('radio', { name: /^Fair/ }).check();
    await next.click();

    // Step 17: "none" clears the others and any other choice clears "none".
    await expect(page.getByText('question 17 of 17', { exact: true })).toBeVisible();
    await expect(page.getByText('completed 100%', { exact: true })).toBeVisible();
    await expect(next).toHaveCount(0);
    const none = page.getByRole('checkbox', { name: 'None of the above' });
    const smoking = page.getByRole('checkbox', { name: /^Smoking/ });
    await expect(none).toBeChecked();
    await smoking.check();
    await expect(none).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'Alcohol' }).check();
    await none.check();
    await expect(smoking).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Alcohol' })).not.toBeChecked();
    await none.uncheck();
    await expect(page.getByText('Please choose at least one option', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await smoking.check();
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(page).toHaveURL(/\/plan-preview\?id=[\w-]+$/);
    const planId = new URL(page.url()).searchParams.get('id')!;

    // The locked preview: the counts of what stays hidden.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your personal 3-month plan is ready' }),
    ).toBeVisible();
    await expect(page.getByText('Goal: Girl', { exact: true })).toBeVisible();
    const plan = await readPlan<LockedPlanData>(page.request, planId);
    expect(plan.locked).toBe(true);
    // The locked answer keeps her answers but the calendar ones (the schedule stays with the full plan).
    expect((plan as unknown as { formData: Record<string, unknown> }).formData).toMatchObject({
      healthConditions: ['diabetes', 'breastfeeding'],
    });
    expect((plan as unknown as { formData: Record<string, unknown> }).formData).not.toHaveProperty(
      'lastPeriodDate',
    );
    const { intercourse, diet, exercise } = plan.planData;
    const hidden = [
      intercourse.totalDates - 3,
      diet.includeCount - 2,
      diet.avoidCount - 2,
      exercise.recommendedCount - 1,
      exercise.limitCount - 1,
    ].map((count) => `${Math.max(0, count)} more hidden`);
    await expect(page.getByText(/^\d+ more hidden$/)).toHaveText(hidden);
    await expect(page.getByText(`Dates calculated over 3 months: ${intercourse.totalDates}`)).toBeVisible();
    for (const sample of diet.sampleIncludeItems)
      await expect(page.getByText(sample, { exact: true })).toBeVisible();
    const unlock = page.getByRole('link', { name: 'Unlock the full plan for $99' });
    await expect(unlock).toHaveCount(3);
    for (const link of await unlock.all()) {
      await expect(link).toHaveAttribute('href', `/checkout?plan_id=${planId}`);
    }

    // The server keeps the answers; the device keeps the plan but not a second copy of her health answers;
    // the questionnaire starts afresh.
    const stored = await page.evaluate(() => ({
      plan: localStorage.getItem('nasl-latest-plan'),
      formData: localStorage.getItem('nasl-latest-form-data'),
    }));
    expect(JSON.parse(stored.plan!)).toMatchObject({ id: planId, locked: true });
    expect(stored.formData).toBeNull();
    expect((await planDoc(planId))!.formData).toMatchObject({
      gender: 'girl',
      motherAge: 29,
      cycleLength: 26,
      previousPregnanciesCount: 2,
      motherActivity: 'active',
      environmentalFactors: ['smoking'],
      healthConditions: ['diabetes', 'breastfeeding'],
    });
    await navigate('/questionnaire');
    await expect(page.getByText('question 1 of 17', { exact: true })).toBeVisible();
  });

  test('step 5 also asks how many days the period lasts: 5 by default, 2 to 10, kept in the draft and sent with the plan', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(90_000);
    await signUp(page.request);
    await navigate('/questionnaire');
    await advanceTo(page, 5);
    const { next, submit } = wizard(page);
    await expect(
      page.getByRole('heading', { level: 3, name: 'And how many days does her period usually last?' }),
    ).toBeVisible();
    await expect(page.getByLabel('Cycle length in days')).toHaveValue('28');
    await expect(page.getByLabel('Period length in days')).toHaveValue('5');
    await expectNumberMessage(
      page,
      'Period length in days',
      '',
      'Please enter how many days your period usually lasts',
    );
    await expectNumberMessage(
      page,
      'Period length in days',
      '1',
      'The period length must be between 2 and 10 days',
    );
    await expectNumberMessage(
      page,
      'Period length in days',
      '11',
      'The period length must be between 2 and 10 days',
    );
    await expectNumberMessage(page, 'Period length in days', '4.5', 'Please enter a whole number');
    // Either field blocks the step.
    await page.getByLabel('Period length in days').fill('6');
    await expect(next).toBeEnabled();
    await page.getByLabel('Cycle length in days').fill('40');
    await expect(next).toBeDisabled();
    await page.getByLabel('Cycle length in days').fill('30');
    await expect(next).toBeEnabled();

    // Saved with the other answers: on the account, and still there after a reload.
    await expect
      .poll(async () => {
        const draft = (await (await page.request.get('/api/questionnaire/draft')).json()) as {
          answers: Record<string, unknown>;
        };
        return [draft.answers.cycleLength, draft.answers.periodLength];
      })
      .toEqual([30, 6]);
    await page.reload();
    await expect(page.getByLabel('Period length in days')).toHaveValue('6');

    await advanceTo(page, 17);
    await submit.click();
    await expect(page).toHaveURL(/\/plan-preview\?id=/, { timeout: 30_000 });
    const submitted = await planDoc(new URL(page.url()).searchParams.get('id')!);
    expect(submitted!.formData).toMatchObject({ cycleLength: 30, periodLength: 6 });

    await navigate('/questionnaire', 'ar');
    await advanceTo(page, 5);
    await expect(
      page.getByRole('heading', { level: 3, name: 'وكم يومًا يستمر نزول الدورة عادةً؟' }),
    ).toBeVisible();
    await expect(page.getByLabel('مدة نزول الدورة بالأيام')).toHaveValue('5');
  });

  test('in Arabic: the labels, a reload mid-way, and continuing where it stopped', async ({
    page,
    navigate,
  }) => {
    // Thirty steps forward and back and a reload: over a minute on a loaded 2-core machine.
    test.setTimeout(120_000);
    await signUp(page.request);
    await navigate('/questionnaire', 'ar');
    const { question, progress } = wizard(page);
    await expect(page.getByText('السؤال 1 من 17', { exact: true })).toBeVisible();
    await expect(page.getByText('اكتمل 6%', { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ولد' })).toBeChecked();
    await page.getByRole('radio', { name: 'بنت' }).check();
    await advanceTo(page, 2);
    await page.getByLabel('عمر الأم بالسنوات').fill('٣٣');
    await expect(page.getByLabel('عمر الأم بالسنوات')).toHaveValue('33');
    await advanceTo(page, 5);
    await expect(page.getByText('السؤال 5 من 17', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByText('السؤال 5 من 17', { exact: true })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '29');
    await expect(question).toHaveText('كم يومًا تستمر الدورة الشهرية عادةً؟');
    for (let step = 5; step > 2; step -= 1) await wizard(page).previous.click();
    await expect(page.getByLabel('عمر الأم بالسنوات')).toHaveValue('33');
    await wizard(page).previous.click();
    await expect(page.getByRole('radio', { name: 'بنت' })).toBeChecked();
    await advanceTo(page, 17);
    await expect(wizard(page).submit).toHaveText('إنشاء الخطة');
  });

  test('answers the account saved elsewhere are picked up, including empty ones the person must answer', async ({
    page,
    navigate,
    baseURL,
  }) => {
    await signUp(page.request);
    const saved = await page.request.put('/api/questionnaire/draft', {
      headers: { origin: baseURL! },
      data: { step: 10, answers: { gender: null, motherBloodType: null, motherAge: 41 } },
    });
    expect(saved.status()).toBe(200);
    await navigate('/questionnaire');
    await expect(page.getByText('question 10 of 17', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: "Mother's blood type" })).toContainText(
      'Select blood type',
    );
    await expect(page.getByText("Please choose the mother's blood type", { exact: true })).toBeVisible();
    await expect(wizard(page).next).toBeDisabled();
    await chooseOption(page, "Mother's blood type", 'O-');
    await expect(wizard(page).next).toBeEnabled();
    for (let step = 10; step > 1; step -= 1) await wizard(page).previous.click();
    await expect(page.getByText("Please choose the baby's desired sex", { exact: true })).toBeVisible();
    await expect(wizard(page).next).toBeDisabled();
    await page.getByRole('radio', { name: 'Boy' }).check();
    await wizard(page).next.click();
    await expect(page.getByLabel("Mother's age in years")).toHaveValue('41');
  });
});

test.describe('offline', () => {
  test('answers given offline are kept, synced on reconnection, and the plan is created when back online', async ({
    page,
    context,
    browser,
    navigate,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { account } = await signUp(page.request);
    await navigate('/questionnaire');
    await advanceTo(page, 3);
    await expect(page.getByText('Saved to your account', { exact: true })).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(/^You are offline\. Your answers are saved on this device/)).toBeVisible();
    await page.getByLabel("Father's age in years").fill('44');
    await advanceTo(page, 4);
    // The date question works offline too: its code was fetched in advance.
    await expect(page.getByRole('grid')).toBeVisible();
    await advanceTo(page, 6);
    await page.getByLabel("Mother's height in cm").fill('171');
    await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
    const onDevice = await page.evaluate(() => JSON.parse(localStorage.getItem('nasl-questionnaire')!));
    expect(onDevice.state).toMatchObject({ step: 6, answers: { fatherAge: 44, motherHeight: 171 } });

    await context.setOffline(false);
    await expect(page.getByText('Saved to your account', { exact: true })).toBeVisible();
    const draft = await page.request.get('/api/questionnaire/draft');
    expect(await draft.json()).toMatchObject({ step: 6, answers: { fatherAge: 44, motherHeight: 171 } });

    // Another device signed in to the same account continues at the same question.
    const otherDevice = await browser.newContext({ baseURL });
    await installRunDayClock(otherDevice);
    const otherPage = await otherDevice.newPage();
    const login = await otherPage.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(login.status()).toBe(200);
    await otherPage.goto('/questionnaire?lang=en');
    await expect(otherPage.getByText('question 6 of 17', { exact: true })).toBeVisible();
    await expect(otherPage.getByLabel("Mother's height in cm")).toHaveValue('171');
    await otherDevice.close();

    // Submitting offline: a clear message, nothing lost, and the plan is created on reconnection.
    await advanceTo(page, 17);
    await context.setOffline(true);
    await wizard(page).submit.click();
    await expect(page.getByText(/^You are offline, so the plan has not been created yet\./)).toBeVisible();
    await expect(page).toHaveURL(/\/questionnaire/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/plan-preview\?id=[\w-]+$/);
    const submitted = await planDoc(new URL(page.url()).searchParams.get('id')!);
    expect(submitted!.formData).toMatchObject({ fatherAge: 44, motherHeight: 171 });
  });
});

test.describe('a failed plan generation', () => {
  for (const language of ['ar', 'en'] as const) {
    test(`shows the failure alert and toast (${language})`, async ({ page, navigate }) => {
      await signUp(page.request);
      await page.route('**/api/generate-plan', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' }),
      );
      await navigate('/questionnaire', language);
      await advanceTo(page, 17);
      await wizard(page).submit.click();
      const texts =
        language === 'ar'
          ? {
              alert: 'حدث خطأ أثناء إنشاء خطتك. يرجى المحاولة مرة أخرى أو الاتصال بالدعم إذا استمرت المشكلة.',
              title: 'خطأ',
              description: 'لم نتمكن من إنشاء خطتك. يرجى المحاولة مرة أخرى.',
            }
          : {
              alert:
                'An error occurred while creating your plan. Please try again or contact support if the problem persists.',
              title: 'Error',
              description: 'We could not create your plan. Please try again.',
            };
      await expect(page.getByRole('alert').filter({ hasText: texts.alert })).toBeVisible();
      await expect(toast(page)).toContainText(texts.title);
      await expect(toast(page)).toContainText(texts.description);
      await expect(page).toHaveURL(/\/questionnaire/);
      await expect(wizard(page).submit).toBeEnabled();
    });
  }
});
