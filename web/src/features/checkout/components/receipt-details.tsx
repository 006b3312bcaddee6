import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatUsd } from '@nasl/core/constants';
import type { Receipt } from '@nasl/core/receipt';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { serverMessageOf } from '@/lib/api/api-client';
import { formatDate } from '@/lib/i18n/format';
import { useReceipt } from '../api/get-receipt';

/** A receipt as a list of terms: amount, date, reference, the plan, where Stripe e-mailed its own. */
function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('checkout');
  const { language } = useLanguage();
  const lines: [string, string][] = [
    [t('receipt.amount'), formatUsd(receipt.amount)],
    [t('receipt.date'), formatDate(receipt.paidAt, language)],
    [t('receipt.reference'), receipt.reference],
    [
      t('receipt.plan'),
      t('receipt.planValue', {
        gender: t(`receipt.gender.${receipt.gender}`),
        date: formatDate(receipt.planCreatedAt, language),
      }),
    ],
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          m: 0,
          textAlign: 'start',
        }}
      >
        {lines.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {receipt.email && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, textAlign: 'start' }}>
          {t('receipt.emailed', { email: receipt.email })}
        </Typography>
      )}
    </>
  );
}

/** The receipt of a plan's payment, read from the server (the payment-success screen and My Reports). */
export function ReceiptDetails({ planId }: { planId: string }) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const receipt = useReceipt(planId);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5, textAlign: 'start' }}>
        {t('receipt.title')}
      </Typography>
      {receipt.isPending && <CircularProgress size={24} aria-label={t('receipt.loading')} />}
      {receipt.isError && (
        <Alert severity="info">{serverMessageOf(receipt.error) ?? t('receipt.failed')}</Alert>
      )}
      {receipt.data && <ReceiptLines receipt={receipt.data} />}
    </Box>
  );
}
