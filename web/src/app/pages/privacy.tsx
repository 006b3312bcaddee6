import { PrivacyPage } from '@/features/marketing/components/privacy-page';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
