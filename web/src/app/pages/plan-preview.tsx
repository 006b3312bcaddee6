// What this page shows nearly every time (the locked preview) comes with the page's code, not after the plan.
import { LockedPreview } from '@/features/plan/components/locked-preview';
import { PlanScreen, type PlanViews } from '@/features/plan/components/plan-screen';
import { lazyPlanViews } from '../plan/plan-views';

const views: PlanViews = { ...lazyPlanViews, LockedPreview };

export default function PlanPreviewRoute() {
  return <PlanScreen page="preview" views={views} />;
}
