import { PRIVACY_POLICY_VERSION } from '@nasl/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentSections } from '@/components/ui/document-sections';
import { ReadingPage, SupportEmailLine } from '@/components/ui/reading-page';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import '../i18n';

/**
 * The privacy policy: what Nasl keeps (health and cycle data named as sensitive), why, for how long, who
 * processes it and where, her rights and how to use them, and a contact. Its version is the one a consent
 * records (`PRIVACY_POLICY_VERSION`).
 */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  const sections = t('privacy.sections', { returnObjects: true, email: env.supportEmail });

  return (
    <ReadingPage
      title={t('privacy.pageTitle')}
      heading={t('privacy.heading')}
      subtitle={t('privacy.version', { version: PRIVACY_POLICY_VERSION })}
      intro={t('privacy.intro')}
    >
      <Alert severity="info" variant="outlined" sx={{ mb: 4, borderRadius: 3 }}>
        <AlertTitle component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('privacy.sensitiveTitle')}
        </AlertTitle>
        {t('privacy.sensitiveNote')}
      </Alert>
      <DocumentSections sections={sections} />
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="privacy-your-data"
        sx={{ mt: 4, p: 3, borderRadius: 4 }}
      >
        <Typography id="privacy-your-data" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {t('privacy.yourData')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('privacy.yourDataText')}</Typography>
        <Button component={RouterLink} to={paths.profile} variant="contained">
          {t('privacy.openProfile')}
        </Button>
      </Paper>
      <SupportEmailLine label={t('privacy.contactLink')} />
    </ReadingPage>
  );
}
