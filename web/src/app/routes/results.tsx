import { PlanScreen } from '@/features/plan/components/plan-screen';

export default function ResultsRoute() {
  return <PlanScreen page="results" />;
}
