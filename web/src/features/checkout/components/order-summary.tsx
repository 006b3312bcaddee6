import { formatUsd, PLAN_PRICE_CENTS } from '@nasl/core';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The one item and the Total (PLAN_PRICE_CENTS, shown as $99.00). */
export function OrderSummary() {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const price = formatUsd(PLAN_PRICE_CENTS);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
        {t('summary.title')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
        <Typography>{t('summary.item')}</Typography>
        <Typography>
          <bdi>{price}</bdi>
        </Typography>
      </Stack>
      <Divider sx={{ my: 1.5 }} />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('summary.total')}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }}>
          <bdi>{price}</bdi>
        </Typography>
      </Stack>
    </Box>
  );
}
