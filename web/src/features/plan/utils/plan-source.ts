import type { Plan } from '@nasl/core/plan';
import type { LatestPlan } from '@/lib/device/latest-plan';
import type { PlanPage } from '@/lib/plan/plan-view';

export type PlanSource =
  { kind: 'remote'; id: string } | { kind: 'stored'; plan: Plan | null } | { kind: 'none' };

/**
 * With an id (`?id=`, and on /results also `?plan_id=`) the plan is fetched; without one the latest plan
 * saved on this device is shown; with neither the page sends the visitor home.
 */
export function planSourceFrom(search: string, page: PlanPage, latest: LatestPlan): PlanSource {
  const id = planIdFromSearch(search, page);
  if (id) return { kind: 'remote', id };
  return latest.kind === 'saved' ? { kind: 'stored', plan: latest.plan } : { kind: 'none' };
}

/** The plan an address names: `?id=`, and on /results also `?plan_id=`; null when it names none. */
export function planIdFromSearch(search: string, page: PlanPage): string | null {
  const params = new URLSearchParams(search);
  return (params.get('id') ?? (page === 'results' ? params.get('plan_id') : null))?.trim() || null;
}
