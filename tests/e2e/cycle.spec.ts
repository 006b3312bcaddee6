import type { Page } from '@playwright/test';
import { addDays, type CycleEvent, type PlanData, type PlanDay } from '@nasl/core';
import { readFile } from 'node:fs/promises';
import { signUp } from '../support/fixtures/accounts.ts';
import { createPaidPlan } from '../support/fixtures/payments.ts';
import { today } from '../support/plans.ts';
import { expect as baseExpect, test, toast } from './fixtures.ts';
import { civilDateText, countPdfPages, parseIcs, readPlan } from './plan-fixtures.ts';

// A re-plan is a function call on a shared two-core machine; give it time.
const expect = baseExpect.configure({ timeout: 20_000 });

const LH_TEST_DAY = 'LH test day: test around noon and again in the early evening.';
const basic = (date: string) => date.replace(/-/g, '');

type Lang = 'ar' | 'en';

const TEXT = {
  en: {
    panel: 'My cycle',
    period: 'Period started',
    lh: 'Positive LH test',
    save: 'Save',
    savedPeriod: 'Period start saved. Your dates have been updated.',
    savedLh: 'Positive LH test saved. Your dates have been updated.',
    undone: 'Entry removed. Your dates have been updated.',
    history: 'Logged so far',
    undo: (event: string, date: string) => `Undo: ${event}, ${date}`,
    periodDay: 'Period day: no attempt today.',
    nextAttempt: (date: string) => `Next attempt date: ${date}`,
    cycleDay1: (date: string) => `${date} · cycle day 1`,
    calendar: 'Add to calendar',
    lhReminders: 'Add a reminder on the first day of LH tests',
    eveningAlarm: 'The evening before, at 9 pm',
    download: 'Download',
    attemptTitle: 'Nasl reminder',
    lhTitle: 'Nasl reminder: tests',
  },
  ar: {
    panel: 'دورتي',
    period: 'بدأت الدورة',
    lh: 'اختبار إباضة إيجابي',
    save: 'حفظ',
    savedPeriod: 'حُفظ بدء الدورة وحُدّثت المواعيد.',
    savedLh: 'حُفظ اختبار الإباضة الإيجابي وحُدّثت المواعيد.',
    undone: 'حُذف التسجيل وحُدّثت المواعيد.',
    history: 'التسجيلات',
    undo: (event: string, date: string) => `تراجع: ${event}، ${date}`,
    periodDay: 'يوم نزول الدورة: لا محاولة اليوم.',
    nextAttempt: (date: string) => `موعد المحاولة التالي: ${date}`,
    cycleDay1: (date: string) => `${date} · اليوم 1 من الدورة`,
    calendar: 'إضافة إلى التقويم',
    lhReminders: 'إضافة تذكير في أول يوم من اختبارات الإباضة',
    eveningAlarm: 'مساء اليوم السابق، الساعة 9 مساءً',
    download: 'تنزيل',
    attemptTitle: 'تذكير نسل',
    lhTitle: 'تذكير نسل: الاختبارات',
  },
} as const;

interface PlanWithEvents {
  planData: PlanData;
  cycleEvents: CycleEvent[];
}

async function readLivePlan(page: Page, id: string, lang: Lang = 'en'): Promise<PlanWithEvents> {
  return readPlan(page.request, id, lang) as unknown as Promise<PlanWithEvents>;
}

const datesOf = (plan: PlanWithEvents) => plan.planData.intercourse.dates.map((entry) => entry.date);

function panelOf(page: Page, lang: Lang) {
  return page.getByRole('region', { name: TEXT[lang].panel });
}

/** Logs an event through the panel: its button, then (after picking another day, if asked) Save. */
async function logThroughPanel(page: Page, lang: Lang, type: 'period' | 'lh', pick?: string) {
  const panel = panelOf(page, lang);
  await panel.getByRole('button', { name: TEXT[lang][type], exact: true }).click();
  const form = panel.getByRole('form');
  await expect(form.getByRole('gridcell', { selected: true })).toBeVisible();
  if (pick) {
    const day = Number(pick.slice(8));
    if (pick.slice(0, 7) !== today.slice(0, 7)) {
      await form.getByRole('button', { name: lang === 'en' ? 'Previous month' : 'الشهر السابق' }).click();
    }
    await form.getByRole('gridcell', { name: String(day), exact: true }).click();
  }
  await form.getByRole('button', { name: TEXT[lang].save, exact: true }).click();
}

/** The dates the page lists as upcoming, in order. */
async function upcomingOnPage(page: Page): Promise<string[]> {
  return page
    .locator('ol > li[data-plan-date]')
    .evaluateAll((items) =>
      items
        .filter((item) => !item.closest('section[aria-label]'))
        .map((item) => item.getAttribute('data-plan-date')!),
    );
}

test.describe('my cycle', () => {
  test('a period start re-plans from that day; undo brings the old dates back; print and .ics hold the new dates', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(150_000);
    await signUp(page.request);
    // Her period was due two days ago: it comes late, today.
    const { planId } = await createPaidPlan(page.request, {
      gender: 'boy',
      lastPeriodDate: addDays(today, -30),
    });
    const before = await readLivePlan(page, planId);
    await navigate(`/results?id=${planId}`);
    const panel = panelOf(page, 'en');
    await expect(panel.getByText('Nothing logged yet.')).toBeVisible();
    expect(await upcomingOnPage(page)).toEqual(datesOf(before).filter((date) => date >= today));

    await logThroughPanel(page, 'en', 'period');
    await expect(toast(page)).toContainText(TEXT.en.savedPeriod);
    const after = await readLivePlan(page, planId);
    expect(after.cycleEvents).toMatchObject([{ type: 'period-start', date: today }]);
    // Cycle days count from the logged day.
    const todayEntry = after.planData.cycle.days.find((day: PlanDay) => day.date === today);
    expect(todayEntry?.cycleDay).toBe(1);
    expect(datesOf(after)).not.toEqual(datesOf(before));

    const history = panel.getByRole('list', { name: TEXT.en.history });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(civilDateText(today, 'en'));
    await expect(panel.getByText(TEXT.en.cycleDay1(civilDateText(today, 'en')))).toBeVisible();
    await expect(panel.getByText(TEXT.en.periodDay)).toBeVisible();
    await expect.poll(() => upcomingOnPage(page)).toEqual(datesOf(after).filter((date) => date >= today));

    // Print: the print layout's table holds the new dates.
    await page.emulateMedia({ media: 'print' });
    const table = page.locator('[data-print-layout] table');
    for (const date of datesOf(after).slice(0, 3))
      await expect(table).toContainText(civilDateText(date, 'en'));
    await expect(page.locator('[data-print-layout] .p-page')).toHaveCount(4);
    expect(countPdfPages(await page.pdf({ format: 'A4' }))).toBe(4);
    await page.emulateMedia({ media: 'screen' });

    // The calendar file: the new dates, a "start LH tests" event per run of tests, an alarm the evening before.
    await page.getByRole('button', { name: TEXT.en.calendar }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.en.calendar });
    await expect(dialog.getByRole('checkbox', { name: TEXT.en.lhReminders })).toBeChecked();
    await dialog.getByRole('radio', { name: TEXT.en.eveningAlarm }).check();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: TEXT.en.download }).click();
    const text = await readFile((await (await download).path())!, 'utf8');
    const events = parseIcs(text);
    const attempts = events.filter((event) => event.summary === TEXT.en.attemptTitle);
    expect(attempts.map((event) => event.start)).toEqual(
      datesOf(after)
        .filter((date) => date >= today)
        .map(basic),
    );
    const days = after.planData.cycle.days;
    const lhStarts = days
      .filter(
        (day, index) =>
          day.activities.includes('lh-test') && !days[index - 1]?.activities.includes('lh-test'),
      )
      .filter((day) => day.date >= today)
      .map((day) => basic(day.date));
    expect(lhStarts.length).toBeGreaterThan(0);
    expect(events.filter((event) => event.summary === TEXT.en.lhTitle).map((event) => event.start)).toEqual(
      lhStarts,
    );
    expect(text.match(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT3H\r\n/g)).toHaveLength(events.length);

    // Undo: the plan goes back to the dates it had.
    await history
      .getByRole('button', { name: TEXT.en.undo(TEXT.en.period, civilDateText(today, 'en')) })
      .click();
    await expect(toast(page)).toContainText(TEXT.en.undone);
    await expect(panel.getByText('Nothing logged yet.')).toBeVisible();
    const undone = await readLivePlan(page, planId);
    expect(undone.cycleEvents).toEqual([]);
    expect(datesOf(undone)).toEqual(datesOf(before));
    await expect.poll(() => upcomingOnPage(page)).toEqual(datesOf(before).filter((date) => date >= today));
  });

  test('a positive LH test today makes today and tomorrow (ovulation expected) the attempt days of a boy plan', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    // Cycle day 13 today: an LH test day (and one of abstinence) before she logs anything.
    const { planId } = await createPaidPlan(page.request, {
      gender: 'boy',
      lastPeriodDate: addDays(today, -12),
    });
    await navigate(`/results?id=${planId}`);
    const panel = panelOf(page, 'en');
    const todayCard = panel.getByRole('region', { name: 'What to do today' });
    await expect(todayCard).toContainText(LH_TEST_DAY);

    await logThroughPanel(page, 'en', 'lh');
    await expect(toast(page)).toContainText(TEXT.en.savedLh);
    // The card tells the truth after the entry: no more "LH test day", and what changed stands first.
    await expect(todayCard).not.toContainText(LH_TEST_DAY);
    await expect(todayCard).toContainText('Attempt day');
    const changes = panel.getByRole('region', { name: 'What changed, and why' });
    await expect(changes).toContainText('Positive LH test on');
    expect((await changes.boundingBox())!.y).toBeLessThan((await todayCard.boundingBox())!.y);
    const after = await readLivePlan(page, planId);
    expect(after.cycleEvents).toMatchObject([{ type: 'lh-positive', date: today }]);
    const tomorrow = addDays(today, 1);
    expect(datesOf(after)).toEqual(expect.arrayContaining([today, tomorrow]));
    await expect(panel.getByText(TEXT.en.nextAttempt(civilDateText(tomorrow, 'en')))).toBeVisible();
    await expect.poll(async () => (await upcomingOnPage(page)).slice(0, 2)).toEqual([today, tomorrow]);
    // The entry says how the plan read it.
    await expect(panel.getByRole('list', { name: TEXT.en.history })).toContainText(
      'Used: ovulation expected the next day',
    );
  });

  test('a start soon after her period is asked about first; spotting keeps the dates; one tap makes it her period', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request, {
      gender: 'boy',
      lastPeriodDate: addDays(today, -9),
    });
    const before = await readLivePlan(page, planId);
    await navigate(`/results?id=${planId}`);
    const panel = panelOf(page, 'en');

    await logThroughPanel(page, 'en', 'period');
    const form = panel.getByRole('form');
    await expect(form).toContainText('Was this the start of your period, or spotting?');
    await form.getByRole('button', { name: 'Spotting', exact: true }).click();
    await expect(toast(page)).toContainText('Saved as spotting: your dates do not count from it.');
    const spotting = await readLivePlan(page, planId);
    expect(spotting.cycleEvents).toMatchObject([{ type: 'period-start', date: today, reading: 'spotting' }]);
    expect(datesOf(spotting)).toEqual(datesOf(before));

    const history = panel.getByRole('list', { name: TEXT.en.history });
    await expect(history).toContainText('Spotting, as you said');
    await history.getByRole('button', { name: /^It was my period/ }).click();
    await expect(toast(page)).toContainText('Your answer is saved. Your dates have been updated.');
    const period = await readLivePlan(page, planId);
    expect(period.cycleEvents).toMatchObject([{ reading: 'period' }]);
    expect(period.planData.cycle.days.find((day: PlanDay) => day.date === today)?.cycleDay).toBe(1);
    expect(datesOf(period)).not.toEqual(datesOf(before));
    // What changed names the next date before and after.
    const next = (plan: PlanWithEvents) => datesOf(plan).find((date) => date >= today)!;
    await expect(panel.getByRole('region', { name: 'What changed, and why' })).toContainText(
      `Next attempt ${civilDateText(next(before), 'en', false)} → ${civilDateText(next(period), 'en', false)}`,
    );
    // A start this close to the answered period, called a period, is that period on its real date.
    await expect(history).toContainText('The period you answered, on its real date, as you said');
  });

  test('on an attempt day, the card says to skip it if she is bleeding and to log the first day', async ({
    page,
    navigate,
  }) => {
    await signUp(page.request);
    // Cycle day 15 today: the first attempt day of a boy plan with an answered 28-day cycle (usual 28.5).
    const { planId } = await createPaidPlan(page.request, {
      gender: 'boy',
      lastPeriodDate: addDays(today, -14),
    });
    await navigate(`/results?id=${planId}`, 'ar');
    const todayCard = panelOf(page, 'ar').getByRole('region', { name: 'ما المطلوب اليوم' });
    await expect(todayCard).toContainText('يوم محاولة');
    await expect(todayCard).toContainText('لا جماع في أيام الحيض');
    await expect(todayCard).toContainText('بعد انقطاع الدم والاغتسال');
  });

  test('a refused entry shows the server’s message and changes nothing; a day can be picked on the calendar', async ({
    page,
    navigate,
    baseURL,
  }) => {
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request, { lastPeriodDate: addDays(today, -40) });
    const logged = await page.request.post(`/api/plans/${planId}/cycle-events`, {
      data: { type: 'period-start', date: addDays(today, -5) },
      headers: { origin: baseURL!, 'accept-language': 'en' },
    });
    expect(logged.status()).toBe(201);
    const before = await readLivePlan(page, planId);

    await navigate(`/results?id=${planId}`);
    const panel = panelOf(page, 'en');
    await expect(panel.getByRole('list', { name: TEXT.en.history }).getByRole('listitem')).toHaveCount(1);
    // Four days after the last logged start: asked about first; called a period, it is refused.
    await logThroughPanel(page, 'en', 'period', addDays(today, -1));
    await panel.getByRole('form').getByRole('button', { name: 'The start of my period' }).click();
    await expect(panel.getByRole('form').getByRole('alert')).toHaveText(
      'Period starts must be at least 15 days apart. Please check the date.',
    );
    await expect(panel.getByRole('list', { name: TEXT.en.history }).getByRole('listitem')).toHaveCount(1);
    expect(await readLivePlan(page, planId)).toEqual(before);
  });

  test('in Arabic: log a period start, see the new dates, print them, export them, undo', async ({
    page,
    navigate,
  }) => {
    test.setTimeout(120_000);
    await signUp(page.request);
    const { planId } = await createPaidPlan(page.request, {
      gender: 'girl',
      lastPeriodDate: addDays(today, -31),
    });
    const before = await readLivePlan(page, planId, 'ar');
    await navigate(`/results?id=${planId}`, 'ar');
    const panel = panelOf(page, 'ar');
    await expect(panel).toBeVisible();

    await logThroughPanel(page, 'ar', 'period');
    await expect(toast(page)).toContainText(TEXT.ar.savedPeriod);
    const after = await readLivePlan(page, planId, 'ar');
    expect(datesOf(after)).not.toEqual(datesOf(before));
    await expect(panel.getByText(TEXT.ar.cycleDay1(civilDateText(today, 'ar')))).toBeVisible();
    await expect(panel.getByText(TEXT.ar.periodDay)).toBeVisible();
    await expect.poll(() => upcomingOnPage(page)).toEqual(datesOf(after).filter((date) => date >= today));

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-layout]')).toHaveAttribute('dir', 'rtl');
    const table = page.locator('[data-print-layout] table');
    for (const date of datesOf(after).slice(0, 3))
      await expect(table).toContainText(civilDateText(date, 'ar'));
    expect(countPdfPages(await page.pdf({ format: 'A4' }))).toBe(4);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: TEXT.ar.calendar }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.ar.calendar });
    await dialog.getByRole('checkbox', { name: TEXT.ar.lhReminders }).uncheck();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: TEXT.ar.download }).click();
    const events = parseIcs(await readFile((await (await download).path())!, 'utf8'));
    expect(events.map((event) => event.start)).toEqual(
      datesOf(after)
        .filter((date) => date >= today)
        .map(basic),
    );
    expect(events.every((event) => event.summary === TEXT.ar.attemptTitle)).toBe(true);

    const history = panel.getByRole('list', { name: TEXT.ar.history });
    await history
      .getByRole('button', { name: TEXT.ar.undo(TEXT.ar.period, civilDateText(today, 'ar')) })
      .click();
    await expect(toast(page)).toContainText(TEXT.ar.undone);
    expect(datesOf(await readLivePlan(page, planId, 'ar'))).toEqual(datesOf(before));
    await expect.poll(() => upcomingOnPage(page)).toEqual(datesOf(before).filter((date) => date >= today));
  });
});
