import { paths } from '../config/paths';

export type SavedPageLink =
  { kind: 'home'; href: string } | { kind: 'plan' | 'planPreview'; href: string; planId: string };

/**
 * The pages worth offering offline, from the addresses the worker remembered: the home page and each
 * plan, once (a plan opened both locked and paid is offered as the paid plan).
 */
export function savedPageLinks(remembered: readonly string[], origin: string): SavedPageLink[] {
  const plans = new Map<string, SavedPageLink>();
  let home: SavedPageLink | null = null;
  for (const address of remembered) {
    const url = new URL(address);
    if (url.origin !== origin) continue;
    if (url.pathname === paths.home) home = { kind: 'home', href: paths.home };
    const planId = url.searchParams.get('id');
    if (!planId) continue;
    if (url.pathname === paths.resultsRoute) {
      plans.set(planId, { kind: 'plan', href: paths.results(planId), planId });
    } else if (url.pathname === paths.planPreviewRoute && plans.get(planId)?.kind !== 'plan') {
      plans.set(planId, { kind: 'planPreview', href: paths.planPreview(planId), planId });
    }
  }
  return [...(home ? [home] : []), ...plans.values()];
}
