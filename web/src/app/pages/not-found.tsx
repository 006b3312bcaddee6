import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageTitle page={t('notFound.pageTitle')} />
      <SearchOffIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary', mb: 2 }} />
      {/* These two texts are English in every language, word for word. */}
      <Typography variant="h1" lang="en" dir="ltr" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography lang="en" dir="ltr" sx={{ color: 'text.secondary', mb: 4 }}>
        {t('notFound.description')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('common.backHome')}
      </Button>
    </Container>
  );
}
