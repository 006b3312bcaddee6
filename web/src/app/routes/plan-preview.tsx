// What this page shows nearly every time (the locked preview): its code comes with the page's, not after the plan.
import '@/features/plan/components/locked-preview';
import { PlanScreen } from '@/features/plan/components/plan-screen';

export default function PlanPreviewRoute() {
  return <PlanScreen page="preview" />;
}
