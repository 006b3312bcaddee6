import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** While the payment is prepared: a spinner, then 'Preparing checkout'. */
export function PreparingCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{t('preparing')}</Typography>
    </Box>
  );
}

interface CheckoutProblemProps {
  message: string;
  /** More ways out besides Return to Home. */
  actions?: ReactNode;
}

/** A checkout that cannot go on (the payment could not be prepared), with the way home. */
export function CheckoutProblem({ message, actions }: CheckoutProblemProps) {
  const { t } = useTranslation('checkout');
  return (
    <Stack spacing={3}>
      <Alert severity="error" role="alert">
        {message}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {actions}
        <Button
          component={RouterLink}
          to={paths.home}
          variant={actions ? 'outlined' : 'contained'}
          size="large"
        >
          {t('returnHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
