// Intl objects are costly to build: one of each per locale and option set, shared by every row.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter for a locale and option set, built on first use. */
function cachedFormat<Format, Options>(
  cache: Map<string, Format>,
  locale: string,
  options: Options,
  build: (locale: string, options: Options) => Format,
): Format {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build(locale, options);
    cache.set(key, format);
  }
  return format;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cachedFormat(numberFormats, locale, options, (...args) => new Intl.NumberFormat(...args));
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFormat(dateFormats, locale, options, (...args) => new Intl.DateTimeFormat(...args));
}

/** A count with the locale's grouping: "10,000". */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, {}).format(value);
}

/** A percentage to one decimal as the funnel shows it: "33.3%", "50.0%". */
export function formatPercentOneDecimal(value: number, locale: string): string {
  return `${numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
}

/** A whole percentage (gender preferences): "67%". */
export function formatPercentWhole(value: number, locale: string): string {
  return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(value)}%`;
}

function formatInstant(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, options).format(date);
}

/** A date in the tables' short form: "Jun 12, 2025". */
export function formatShortDate(iso: string, locale: string): string {
  return formatInstant(iso, locale, { dateStyle: 'medium' });
}

/** A date with its time, for the details dialog. */
export function formatDateTime(iso: string, locale: string): string {
  return formatInstant(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Dollars with cents and the locale's grouping, for totals that grow large: "$490,149.00". */
export function formatMoney(cents: number, locale: string): string {
  return `$${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
}

/**
 * Money actually taken, in its own currency: dollars as the dashboard writes them everywhere ("$99.00",
 * "-$99.00"); another currency as the locale writes it.
 */
export function formatCurrencyAmount(cents: number, currency: string, locale: string): string {
  if (currency.toLowerCase() === 'usd')
    return `${cents < 0 ? '-' : ''}${formatMoney(Math.abs(cents), locale)}`;
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A civil date (yyyy-MM-dd) short, for chart axes and trend tables: "Jun 12" / "12 يونيو" (UTC: no drift). */
export function formatShortCivilDate(date: string, locale: string, withYear = false): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateFormat(locale, {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** A month for monthly buckets: "Jun 2025" / "يونيو 2025". */
export function formatCivilMonth(date: string, locale: string): string {
  const [year, month] = date.split('-').map(Number);
  if (!year || !month) return date;
  return dateFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** An axis tick of money: whole units, compact past a thousand ("$1.2K"). */
export function formatCompactAmount(cents: number, currency: string, locale: string): string {
  if (currency.toLowerCase() !== 'usd') {
    return numberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      notation: 'compact',
    }).format(cents / 100);
  }
  const units = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    Math.abs(cents) / 100,
  );
  return `${cents < 0 ? '-' : ''}$${units}`;
}

/**
 * A period on a chart's time axis, short enough for a tick every few days: day and month in numbers in
 * Arabic ("29/8", "8/2026", as dates are written there), the month's name in English ("Aug 29").
 */
export function formatCivilTick(date: string, unit: 'day' | 'month', locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  if (!locale.startsWith('ar'))
    return unit === 'month' ? formatCivilMonth(date, locale) : formatShortCivilDate(date, locale);
  return unit === 'month' ? `${month}/${year}` : `${day}/${month}`;
}
