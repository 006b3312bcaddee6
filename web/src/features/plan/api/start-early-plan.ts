import type { Language } from '@nasl/core/constants';
import { paths } from '@/config/paths';
import { startEarly } from '@/lib/api/early-answers';
import { planApiPath } from '@/lib/device/offline-cache';
import { planIdFromSearch } from '../utils/plan-source';

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
  if (id) startEarly(planApiPath(id), language);
}
