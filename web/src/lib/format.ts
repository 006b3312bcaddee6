import type { Language } from '@nasl/core';
import { intlLocaleOf } from './language';

/** A date such as "12 June 2025" in the UI language; an unreadable value is shown as it came. */
export function formatDate(isoDate: string, language: Language): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long' }).format(date);
}
