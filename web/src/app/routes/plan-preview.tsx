import { PlanScreen } from '@/features/plan/components/plan-screen';

export default function PlanPreviewRoute() {
  return <PlanScreen page="preview" />;
}
