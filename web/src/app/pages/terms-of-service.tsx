import { formatUsdWhole, PLAN_PRICE_CENTS } from '@nasl/core';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';
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
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, md: 5 } }}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
          {sections.map((section, index) => (
            <Box component="li" key={section.title}>
              <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1.5 }}>
                {`${index + 1}. ${section.title}`}
              </Typography>
              {section.paragraphs.map((paragraph) => (
                <Typography key={paragraph} sx={{ mb: 1.5, color: 'text.secondary' }}>
                  {paragraph}
                </Typography>
              ))}
              {section.items.length > 0 && (
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 3, color: 'text.secondary' }}>
                  {section.items.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 1 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Paper>
      <Typography sx={{ mt: 4 }}>
        <Link href={`mailto:${env.supportEmail}`} sx={{ fontWeight: 600 }}>
          {t('terms.contactLink')}: <bdi>{env.supportEmail}</bdi>
        </Link>
      </Typography>
    </Container>
  );
}
