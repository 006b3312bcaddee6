import { formatUsdWhole, PLAN_PRICE_CENTS } from '@nasl/core';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
import { DocumentSections } from '@/components/ui/document-sections';
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
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle page={t('terms.pageTitle')} />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('terms.heading')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('terms.lastUpdated')}</Typography>
      <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{t('terms.intro')}</Typography>
      <DocumentSections sections={sections} />
      <Typography sx={{ mt: 4 }}>
        <Link href={`mailto:${env.supportEmail}`} sx={{ fontWeight: 600 }}>
          {t('terms.contactLink')}: <bdi>{env.supportEmail}</bdi>
        </Link>
      </Typography>
    </Container>
  );
}
