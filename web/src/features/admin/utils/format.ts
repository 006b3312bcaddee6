// Intl objects are costly to build: one of each per locale and option set, shared by every row.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
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
