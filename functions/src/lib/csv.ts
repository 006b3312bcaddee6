/**
 * CSV files for spreadsheets (RFC 4180): UTF-8 with a byte-order mark, which Excel needs to read Arabic,
 * CRLF line ends, and every cell that a spreadsheet would run as a formula escaped.
 */
import type { Writable } from 'node:stream';
import { wallClock } from '@nasl/core';

/** U+FEFF at the start: Excel then reads the file as UTF-8 instead of the machine's code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * A cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip before one) is
 * run as a formula when the file is opened: `=HYPERLINK(…)` in a name would be a link that leaks data. Such
 * a cell is prefixed with a quote, which shows it as text (OWASP's advice for CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Resolves true once `out` can take more, false if it closed first (the client went away). */
function drained(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (canWrite: boolean) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(canWrite);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    out.on('drain', onDrain);
    out.on('close', onClose);
  });
}

/**
 * Writes a header and rows to `out` as they come, waiting whenever `out` is full (a slow client), so
 * memory holds a few rows, not the file: rows are read only as fast as they are sent. Stops reading when
 * the client goes away; answers whether every row was written.
 */
export async function writeCsv(
  out: Writable,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvValue[]>,
): Promise<boolean> {
  const write = async (text: string) => !out.destroyed && (out.write(text) || (await drained(out)));
  if (!(await write(CSV_BYTE_ORDER_MARK + csvLine(header)))) return false;
  for await (const row of rows) {
    if (!(await write(csvLine(row)))) return false;
  }
  return true;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant as a spreadsheet reads a date and time: `2025-06-01 13:45:10` on the zone's clock. */
export function csvDateTime(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  return (
    `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)} ` +
    `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}:${twoDigits(clock.second)}`
  );
}
