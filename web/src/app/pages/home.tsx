import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { FeatureCards } from '@/features/marketing/components/feature-cards';
import { GuaranteeSection } from '@/features/marketing/components/guarantee-section';
import { HeroSection } from '@/features/marketing/components/hero-section';
import { ScienceSection } from '@/features/marketing/components/science-section';
import { StatsBand } from '@/features/marketing/components/stats-band';
import { WelcomeModalLauncher } from '@/features/marketing/components/welcome-modal-launcher';

export default function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle fullTitle={t('home.pageTitle')} />
      <HeroSection />
      <StatsBand />
      <FeatureCards />
      <ScienceSection />
      <GuaranteeSection />
      <WelcomeModalLauncher />
    </>
  );
}
