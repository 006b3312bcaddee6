// What this page shows nearly every time (the unlocked plan): its code comes with the page's, not after the plan.
import '@/features/plan/components/full-plan';
import { PlanScreen } from '@/features/plan/components/plan-screen';

export default function ResultsRoute() {
  return <PlanScreen page="results" />;
}
