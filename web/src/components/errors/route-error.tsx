import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/seo/page-title';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <PageTitle page={t('errors.pageTitle')} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('errors.title')}
      </Typography>
      <Typography sx={{ mb: 4, color: 'text.secondary' }}>{t('errors.description')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Container>
  );
}
