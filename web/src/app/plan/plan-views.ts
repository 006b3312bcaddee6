import { lazy } from 'react';
import type { PlanViews } from '@/features/plan/components/plan-screen';

/**
 * The plan's three large views, and a page shows one of them: each loads when it is shown. The page that
 * usually shows one imports it with its own code and passes it in place of the lazy one: its plan waits for
 * no download, and a page the server rendered with it hydrates in one pass (a lazy view would suspend while
 * hydrating, and the first update would throw its HTML away).
 */
export const lazyPlanViews: PlanViews = {
  FullPlan: lazy(() => import('./living-plan').then((module) => ({ default: module.LivingPlan }))),
  LockedPreview: lazy(() =>
    import('@/features/plan/components/locked-preview').then((module) => ({ default: module.LockedPreview })),
  ),
  // Her husband's view of the plan she shared: only for him.
  PartnerPlanView: lazy(() =>
    import('@/features/partner/components/partner-plan-view').then((module) => ({
      default: module.PartnerPlanView,
    })),
  ),
  SharingEnded: lazy(() =>
    import('@/features/partner/components/sharing-ended').then((module) => ({
      default: module.SharingEnded,
    })),
  ),
};
