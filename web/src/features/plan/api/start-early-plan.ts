import type { Language } from '@nasl/core/constants';
import { paths } from '@/config/paths';
import { startEarly } from '@/lib/early-answers';
import { planIdFromSearch } from '../utils/plan-source';

/** GET /api/plans/{id} (read by get-plan.ts). Its own file: the page's first script imports it. */
export function planPath(id: string): string {
  return `/api/plans/${encodeURIComponent(id)}`;
}

/**
 * A plan page that names its plan asks for it with the page's first script, beside the session check and
 * the page's code, not after both: the plan is the page's largest content.
 */
export function startEarlyPlan(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  language: Language,
) {
  const page =
    pathname === paths.planPreviewRoute ? 'preview' : pathname === paths.resultsRoute ? 'results' : null;
  const id = page ? planIdFromSearch(search, page) : null;
  if (id) startEarly(planPath(id), language);
}
