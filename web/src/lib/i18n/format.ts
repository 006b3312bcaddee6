import { parseCivilDate, type CivilDate, type Language } from '@nasl/core';
import { gregorianFormatter, hijriFormatter } from './date-formatters';
import { intlLocaleOf } from './language';

/**
 * A date such as "12 June 2025" in the UI language, on the device's calendar or that of `timeZone`; an
 * unreadable value is shown as it came.
 */
export function formatDate(isoDate: string, language: Language, timeZone?: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeZone }).format(date);
}

/** Intl formats a civil date at UTC midnight in UTC: no device time zone can move it to another day. */
function civilDateAsUtc(date: CivilDate): Date | null {
  const parts = parseCivilDate(date);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
}

export interface CivilDateFormatOptions {
  weekday?: boolean;
}

/** A yyyy-MM-dd date on the Gregorian calendar: "Tuesday, June 24, 2025" / "الثلاثاء، 24 يونيو 2025". */
export function formatCivilDate(
  date: CivilDate,
  language: Language,
  options: CivilDateFormatOptions = {},
): string {
  const utc = civilDateAsUtc(date);
  if (!utc) return date;
  return gregorianFormatter(language, options.weekday ?? false).format(utc);
}

/** The same day on the Umm al-Qura Hijri calendar: "Dhuʻl-Hijjah 28, 1446 AH" / "28 ذو الحجة 1446 هـ". */
export function formatHijriDate(date: CivilDate, language: Language): string {
  const utc = civilDateAsUtc(date);
  if (!utc) return date;
  return hijriFormatter(language).format(utc);
}

/**
 * Left-to-right text (a price such as "$99") inside Arabic copy keeps its order: without an isolate the
 * bidi algorithm shows "($99)" as "(99$)". English copy needs nothing.
 */
export function isolateLeftToRight(text: string, language: Language): string {
  return language === 'ar' ? `\u2066${text}\u2069` : text;
}
