import type { Language } from '@nasl/core/constants';
import type { ExportTable } from '@nasl/core/admin-export';
import { listQueryString } from '../utils/pages';

/**
 * GET /api/admin/export/{table}.csv: a download the browser saves as it arrives (a link, not a request
 * read into memory), so 100,000 rows never sit in the page. The session cookie goes with it.
 */
export function exportTableUrl(
  table: ExportTable,
  range: { from: string; to: string },
  language: Language,
): string {
  return `/api/admin/export/${table}.csv${listQueryString({ from: range.from, to: range.to, lang: language })}`;
}
