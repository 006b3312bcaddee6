import type { Language } from '@nasl/core/constants';
import { paths } from '@/config/paths';
import { startEarlyOverview } from '@/features/admin/api/start-early-overview';
import { startEarlyPlan } from '@/features/plan/api/start-early-plan';
import { startEarly } from '@/lib/early-answers';
import { AUTH_STATUS_PATH } from '@/lib/offline-cache';

/**
 * The requests a page is known to make, sent by the page's first script (boot.ts) while the app's code is
 * still downloading, rather than after it has loaded and hydrated: the session check on every page, the
 * counts on the admin dashboard, the plan a plan page names.
 */
export function startEarlyRequests(
  location: Pick<Location, 'pathname' | 'search'>,
  language: Language,
): void {
  startEarly(AUTH_STATUS_PATH, language);
  if (location.pathname === paths.admin) startEarlyOverview(location.search, language);
  startEarlyPlan(location, language);
}
