import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Shown while the plan is being created. */
export function GeneratingView() {
  const { t } = useTranslation('questionnaire');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', gap: 2, px: 3, py: 10, textAlign: 'center' }}
    >
      <CircularProgress size={56} aria-hidden />
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('generating.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{t('generating.body')}</Typography>
    </Box>
  );
}
