import { paths } from '../config/paths';

export type SavedPageLink =
  | { kind: 'home'; href: string }
  | {
      kind: 'plan' | 'planPreview';
      href: string;
      planId: string;
      /** Plan ids are opaque: several saved plans are told apart by this number (1, 2, ...); 0 when alone. */
      number: number;
    };

type SavedPlanLink = Extract<SavedPageLink, { kind: 'plan' | 'planPreview' }>;

/**
 * The pages worth offering offline, from the addresses the worker remembered: the home page and each
 * plan, once (a plan opened both locked and paid is offered as the paid plan).
 */
export function savedPageLinks(remembered: readonly string[], origin: string): SavedPageLink[] {
  const plans = new Map<string, SavedPlanLink>();
  let home: SavedPageLink | null = null;
  for (const address of remembered) {
    const url = new URL(address);
    if (url.origin !== origin) continue;
    if (url.pathname === paths.home) home = { kind: 'home', href: paths.home };
    const planId = url.searchParams.get('id');
    if (!planId) continue;
    if (url.pathname === paths.resultsRoute) {
      plans.set(planId, { kind: 'plan', href: paths.results(planId), planId, number: 0 });
    } else if (url.pathname === paths.planPreviewRoute && plans.get(planId)?.kind !== 'plan') {
      plans.set(planId, { kind: 'planPreview', href: paths.planPreview(planId), planId, number: 0 });
    }
  }
  const planLinks = [...plans.values()];
  const numbered =
    planLinks.length > 1 ? planLinks.map((link, index) => ({ ...link, number: index + 1 })) : planLinks;
  return [...(home ? [home] : []), ...numbered];
}
