import type { Language } from '@nasl/core/constants';
import { paths } from '@/config/paths';
import { startEarlyOverview } from '@/features/admin/api/start-early-overview';
import { startEarlyPlan } from '@/features/plan/api/start-early-plan';
import { startEarly } from '@/lib/api/early-answers';
import { AUTH_STATUS_PATH } from '@/lib/device/offline-cache';
import { PLAN_PAGE_DATA_ID } from './plan-page-data';

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

/**
 * The answers this page already holds, as JSON text: a plan page the server rendered carries its session and
 * plan (plan-page-data.ts), and asks for neither. Null on every other page.
 */
export function planPageDataOfDocument(): string | null {
  return document.getElementById(PLAN_PAGE_DATA_ID)?.textContent ?? null;
}
