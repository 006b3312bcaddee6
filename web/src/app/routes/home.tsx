import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { FeatureCards } from '@/features/marketing/components/feature-cards';
import { GuaranteeSection } from '@/features/marketing/components/guarantee-section';
import { HeroSection } from '@/features/marketing/components/hero-section';

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle fullTitle={t('home.pageTitle')} />
      <HeroSection />
      <FeatureCards />
      <GuaranteeSection />
    </>
  );
}
