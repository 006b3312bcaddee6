import { formatUsdWhole, PLAN_PRICE_CENTS } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { DocumentSections } from '@/components/ui/document-sections';
import { ReadingPage, SupportEmailLine } from '@/components/ui/reading-page';
import { env } from '@/config/env';
import { marketingFigures } from '@/config/marketing-figures';

export default function TermsOfServiceRoute() {
  const { t } = useTranslation();
  const sections = t('terms.sections', {
    returnObjects: true,
    email: env.supportEmail,
    price: formatUsdWhole(PLAN_PRICE_CENTS),
    successRateAbove: marketingFigures.successRateAbove,
  });

  return (
    <ReadingPage
      title={t('terms.pageTitle')}
      heading={t('terms.heading')}
      subtitle={t('terms.lastUpdated')}
      intro={t('terms.intro')}
      describes={false}
      introGap={4}
    >
      <DocumentSections sections={sections} />
      <SupportEmailLine label={t('terms.contactLink')} />
    </ReadingPage>
  );
}
