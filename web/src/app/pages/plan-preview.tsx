// What this page shows nearly every time (the locked preview) comes with the page's code, not after the plan.
import { LockedPreview } from '@/features/plan/components/locked-preview';
import { PlanScreen, type PlanViews } from '@/features/plan/components/plan-screen';

const views: PlanViews = { LockedPreview };

export default function PlanPreviewRoute() {
  return <PlanScreen page="preview" views={views} />;
}
