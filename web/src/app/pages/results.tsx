// What this page shows nearly every time (the unlocked plan) comes with the page's code, not after the plan.
import { FullPlan } from '@/features/plan/components/full-plan';
import { PlanScreen, type PlanViews } from '@/features/plan/components/plan-screen';

const views: PlanViews = { FullPlan };

export default function ResultsRoute() {
  return <PlanScreen page="results" views={views} />;
}
