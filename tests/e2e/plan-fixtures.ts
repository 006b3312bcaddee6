import type { APIRequestContext, Page } from '@playwright/test';
import type { LockedPlanData, PlanData } from '@nasl/core';
import { signUp } from '../support/fixtures/accounts.ts';
import { createPlan, type PlanAnswer } from '../support/fixtures/plans.ts';
import { expect } from './fixtures.ts';

/** The wizard's controls, by role and name (English or Arabic). */
export function wizard(page: Page) {
  return {
    question: page.getByRole('heading', { level: 2 }),
    next: page.getByRole('button', { name: /^(Next|التالي)$/ }),
    previous: page.getByRole('button', { name: /^(Previous|السابق)$/ }),
    submit: page.getByRole('button', { name: /^(create the plan|إنشاء الخطة)$/ }),
    progress: page.getByRole('progressbar', { name: /^(Questionnaire progress|تقدّم الاستبيان)$/ }),
  };
}

/** Presses Next until the wizard shows `step` (each click waits for the new question). */
export async function advanceTo(page: Page, step: number) {
  const { next, progress } = wizard(page);
  for (;;) {
    const current = Number(
      await progress.getAttribute('aria-valuetext').then((text) => /\d+/.exec(text!)![0]),
    );
    if (current >= step) return;
    await next.click();
    await expect(progress).toHaveAttribute('aria-valuetext', new RegExp(`^\\D*${current + 1}\\D`));
  }
}

export async function readPlan<T = PlanData | LockedPlanData>(
  request: APIRequestContext,
  id: string,
  language: 'ar' | 'en' = 'en',
): Promise<PlanAnswer<T>> {
  const response = await request.get(`/api/plans/${id}`, { headers: { 'accept-language': language } });
  expect(response.status()).toBe(200);
  return (await response.json()) as PlanAnswer<T>;
}

/** A new person, signed in on this page, with a new plan not paid for: its id and its locked content in Arabic. */
export async function newLockedPlan(page: Page) {
  await signUp(page.request);
  const { id: planId } = await createPlan(page.request);
  const { planData } = await readPlan<LockedPlanData>(page.request, planId, 'ar');
  return { planId, planData };
}

/** Pages of a PDF: its `/Type /Page` objects (not the `/Type /Pages` tree nodes). */
export function countPdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

export interface CalendarEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
}

/** Reads an iCalendar file: CRLF lines, unfolded, one entry per VEVENT. */
export function parseIcs(text: string): CalendarEvent[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: CalendarEvent[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push({
        uid: current.UID!,
        start: current['DTSTART;VALUE=DATE']!,
        end: current['DTEND;VALUE=DATE']!,
        summary: current.SUMMARY!,
      });
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return events;
}

/** A yyyy-MM-dd date at UTC midnight, formatted in UTC: the same day whatever the runner's zone. */
function formatCivil(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, day!)),
  );
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** The Hijri (Umm al-Qura) date the page shows beside a Gregorian yyyy-MM-dd date. */
export function hijriOf(date: string, language: 'ar' | 'en'): string {
  return formatCivil(date, language === 'ar' ? 'ar-SA' : 'en', {
    calendar: 'islamic-umalqura',
    numberingSystem: 'latn',
    ...LONG_DATE,
  });
}

/**
 * A yyyy-MM-dd date as the app writes it, with its weekday ("Tuesday, June 24, 2025" / Arabic, Western
 * digits) or without it.
 */
export function civilDateText(date: string, language: 'ar' | 'en', weekday = true): string {
  return formatCivil(date, language === 'ar' ? 'ar-u-nu-latn' : 'en-US', {
    calendar: 'gregory',
    ...(weekday ? { weekday: 'long' } : {}),
    ...LONG_DATE,
  });
}

/**
 * Scans the paid plan's "my cycle" panel with axe (as it is, unless the page was just scanned), with its log
 * form open, and with an entry logged (a positive LH test today: no rule refuses it).
 */
export async function scanCyclePanel(
  page: Page,
  scan: (state: string) => Promise<void>,
  where: string,
  { scanned = false } = {},
) {
  const panel = page.getByRole('region', { name: /^(My cycle|دورتي)$/ });
  await expect(
    panel
      .getByRole('list', { name: /^(Logged so far|التسجيلات)$/ })
      .or(panel.getByText(/^(Nothing logged yet\.|لا توجد تسجيلات بعد\.)$/)),
  ).toBeVisible({ timeout: 30_000 });
  if (!scanned) await scan(`/results paid ${where}`);
  await panel.getByRole('button', { name: /^(Positive LH test|اختبار إباضة إيجابي)$/ }).click();
  await expect(panel.getByRole('form').getByRole('gridcell', { selected: true })).toBeVisible();
  await scan(`/results, cycle log form ${where}`);
  await panel.getByRole('button', { name: /^(Save|حفظ)$/ }).click();
  await expect(panel.getByRole('button', { name: /^(Undo|تراجع)/ })).toBeVisible({ timeout: 20_000 });
  // The confirmation toast loads its code with the first toast: scanned once it is on screen.
  await expect(
    page.getByRole('alert').filter({ hasText: /^(Positive LH test saved|حُفظ اختبار الإباضة الإيجابي)/ }),
  ).toBeVisible();
  await scan(`/results, cycle entry logged ${where}`);
}
