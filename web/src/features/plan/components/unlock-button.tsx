import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUsdWhole, PLAN_PRICE_CENTS } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { isolateLeftToRight } from '@/lib/i18n/format';

/** Every unlock button leads to the checkout of this plan; the price is the one constant ($99). */
export function UnlockButton({ planId, note = false }: { planId: string; note?: boolean }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button
        component={RouterLink}
        to={paths.checkout(planId)}
        variant="contained"
        size="large"
        startIcon={<LockOpenIcon />}
        sx={{ px: 4, py: 1.5, fontSize: '1.1rem', width: { xs: '100%', sm: 'auto' } }}
      >
        {t('preview.unlock', { price: isolateLeftToRight(formatUsdWhole(PLAN_PRICE_CENTS), language) })}
      </Button>
      {note && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('preview.unlockNote')}
        </Typography>
      )}
    </Box>
  );
}
