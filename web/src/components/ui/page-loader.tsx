import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    // A screen tall (less the header), so the footer starts below the fold and does not jump when the page comes.
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 'calc(100vh - 64px)' }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
