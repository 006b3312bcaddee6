import type { Request, Response } from 'express';
import {
  BUSINESS_TIME_ZONE,
  EXPORT_COLUMNS,
  exportCellValue,
  exportFileName,
  exportQuerySchema,
  isExportTable,
  type ExportColumn,
  type ExportTable,
  type Language,
} from '@nasl/core';
import { logger } from 'firebase-functions';
import { exportRows, type ExportValue } from '../../data/admin-exports.ts';
import { csvDateTime, writeCsv, type CsvValue } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { parseQuery } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

const csvValue = (value: ExportValue): CsvValue =>
  value instanceof Date ? csvDateTime(value, BUSINESS_TIME_ZONE) : value;

async function* csvRows<T extends ExportTable>(
  table: T,
  range: { from: string; to: string },
  language: Language,
) {
  const columns = Object.keys(EXPORT_COLUMNS[table]) as ExportColumn<T>[];
  for await (const row of exportRows(table, range)) {
    yield columns.map((column) => csvValue(exportCellValue(table, column, row[column], language)));
  }
}

/** The first row read before anything is sent, so a failing query is still an error answer, not a cut file. */
async function startedRows<T>(rows: AsyncIterable<T>): Promise<AsyncIterable<T>> {
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return {
    async *[Symbol.asyncIterator]() {
      if (first.done) return;
      try {
        yield first.value;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      } finally {
        // A client that went away stops the read, and with it the query's stream.
        await iterator.return?.();
      }
    },
  };
}

/**
 * GET /api/admin/export/{users|questionnaires|payments|audit}.csv?from=&to=&lang= — the table's rows
 * created in the range, as a CSV download streamed while it is read (admins). The header row is in `lang`
 * (else the request's language), and so are the values of the columns that hold one of a few (genders,
 * statuses, yes or no: `EXPORT_VALUES_AR`); the file starts with a byte-order mark so Excel reads Arabic names, and
 * cells a spreadsheet would run as formulas are escaped (lib/csv.ts).
 */
export async function exportTable(req: Request, res: Response): Promise<void> {
  requireAdmin(req);
  const table = req.params.table;
  if (!isExportTable(table)) throw new HttpError(404, 'exportTableUnknown');
  const { from, to, lang } = parseQuery(req, exportQuerySchema);
  const language = lang ?? languageFromHeader(req.headers['accept-language']);
  const header = Object.values(EXPORT_COLUMNS[table]).map((names) => names[language]);
  const rows = await startedRows(csvRows(table, { from, to }, language));
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName(table, from, to)}"`,
  });
  try {
    if (await writeCsv(res, header, rows)) res.end();
  } catch (error) {
    // The status and the first rows are sent: a failure can only cut the file short.
    logger.error('CSV export failed midway', { table, error: String(error) });
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
