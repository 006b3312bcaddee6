import type { Language } from '@nasl/core/constants';
import { startEarly } from '@/lib/api/early-answers';
import { TAB_QUERY_PARAM, tabFromQuery } from '../utils/tabs';

/** GET /api/admin/overview (read by get-overview.ts). Its own file: the app's first script imports it. */
export const OVERVIEW_PATH = '/api/admin/overview';

/**
 * The dashboard opened on a tab that shows the counts (the funnel, the revenue) asks for them with the
 * page's first script, alongside the session check and the dashboard's code, not after both. Only admins
 * get an answer; anyone else's request is refused and never read.
 */
export function startEarlyOverview(search: string, language: Language): void {
  const tab = tabFromQuery(new URLSearchParams(search).get(TAB_QUERY_PARAM));
  if (tab === 'overview' || tab === 'payments') startEarly(OVERVIEW_PATH, language);
}
