import { ResearchPage } from '@/features/marketing/components/research-page';

export default function ResearchRoute() {
  return <ResearchPage />;
}
