import type { PlanResponse } from '@/lib/plan-data';
import type { PlanPage } from './plan-view';

export type PlanSource =
  { kind: 'remote'; id: string } | { kind: 'stored'; plan: PlanResponse } | { kind: 'none' };

/**
 * With an id (`?id=`, and on /results also `?plan_id=`) the plan is fetched; without one the
 * latest plan saved on this device is shown; with neither the page sends the visitor home.
 */
export function planSourceFrom(search: string, page: PlanPage, stored: PlanResponse | null): PlanSource {
  const params = new URLSearchParams(search);
  const id = (params.get('id') ?? (page === 'results' ? params.get('plan_id') : null))?.trim();
  if (id) return { kind: 'remote', id };
  return stored ? { kind: 'stored', plan: stored } : { kind: 'none' };
}
