import type { Language } from '@nasl/core/constants';
import { intlLocaleOf } from './language';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Formatters are made once: making one costs far more than formatting with it. Civil dates are UTC days. */
function civilFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Tuesday, June 24, 2025" / "الثلاثاء، 24 يونيو 2025" (the weekday only when asked for). */
export function gregorianFormatter(language: Language, weekday: boolean): Intl.DateTimeFormat {
  return civilFormatter(intlLocaleOf(language), {
    calendar: 'gregory',
    weekday: weekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** "Dhuʻl-Hijjah 28, 1446 AH" / "28 ذو الحجة 1446 هـ": the Umm al-Qura calendar, with Latin digits. */
export function hijriFormatter(language: Language): Intl.DateTimeFormat {
  return civilFormatter(language === 'ar' ? 'ar-SA' : 'en', {
    calendar: 'islamic-umalqura',
    numberingSystem: 'latn',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/**
 * Makes the formatters a page of dates uses (the plan's) ahead of its first render. The first date format of
 * a language loads that language's calendar data: 60-100 ms of a slow phone, which would otherwise lengthen
 * the task that renders the page's first date. The pre-rendered page calls it while its code downloads.
 */
export function prepareDateFormatters(language: Language): void {
  gregorianFormatter(language, false);
  gregorianFormatter(language, true);
  hijriFormatter(language);
}
