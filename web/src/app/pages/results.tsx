// What this page shows nearly every time (the unlocked plan) comes with the page's code, not after the plan.
import { PlanScreen, type PlanViews } from '@/features/plan/components/plan-screen';
import { LivingPlan } from '../plan/living-plan';
import { lazyPlanViews } from '../plan/plan-views';

const views: PlanViews = { ...lazyPlanViews, FullPlan: LivingPlan };

export default function ResultsRoute() {
  return <PlanScreen page="results" views={views} />;
}
