import type { Language } from '@nasl/core';
import { useLanguage } from '@/hooks/use-language';
import { intlLocaleOf } from '@/lib/i18n/language';
import {
  formatCivilMonth,
  formatCivilTick,
  formatCompactAmount,
  formatCount,
  formatCurrencyAmount,
  formatDateTime,
  formatMoney,
  formatPercentOneDecimal,
  formatPercentWhole,
  formatShortCivilDate,
  formatShortDate,
} from '../utils/format';

function createFormat(language: Language) {
  const locale = intlLocaleOf(language);
  return {
    locale,
    collator: new Intl.Collator(locale, { sensitivity: 'base', numeric: true }),
    count: (value: number) => formatCount(value, locale),
    money: (cents: number) => formatMoney(cents, locale),
    percent: (value: number) => formatPercentOneDecimal(value, locale),
    percentWhole: (value: number) => formatPercentWhole(value, locale),
    date: (iso: string) => formatShortDate(iso, locale),
    dateTime: (iso: string) => formatDateTime(iso, locale),
    amount: (cents: number, currency: string) => formatCurrencyAmount(cents, currency, locale),
    amountCompact: (cents: number, currency: string) => formatCompactAmount(cents, currency, locale),
    civilDate: (date: string, withYear = false) => formatShortCivilDate(date, locale, withYear),
    civilMonth: (date: string) => formatCivilMonth(date, locale),
    civilTick: (date: string, unit: 'day' | 'month') => formatCivilTick(date, unit, locale),
  };
}

export type AdminFormat = ReturnType<typeof createFormat>;

// Built once per language and shared, so a table's rows do not each build their own Intl objects.
const formats = new Map<Language, AdminFormat>();

/** Number, percent and date formatting in the UI language (Latin digits in Arabic too). */
export function useAdminFormat(): AdminFormat {
  const { language } = useLanguage();
  let format = formats.get(language);
  if (!format) {
    format = createFormat(language);
    formats.set(language, format);
  }
  return format;
}
