import '../i18n';
import LinkOffIcon from '@mui/icons-material/LinkOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * What her former partner sees where the plan or his old link used to open: that the sharing ended (she
 * removed him, or he left), and how to follow the plan again.
 */
export function SharingEnded() {
  const { t } = useTranslation('partner');
  const steps = [t('ended.step1'), t('ended.step2'), t('ended.step3')];
  return (
    <Stack spacing={2} role="status">
      <Box sx={{ textAlign: 'center' }}>
        <LinkOffIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
        <Typography variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
          {t('ended.heading')}
        </Typography>
      </Box>
      <Typography>{t('ended.body')}</Typography>
      <Typography sx={{ fontWeight: 600 }}>{t('ended.againTitle')}</Typography>
      <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
      <Button component={RouterLink} to={paths.home} variant="outlined">
        {t('home')}
      </Button>
    </Stack>
  );
}
