import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminPayment } from '@nasl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { isolateLeftToRight } from '@/lib/i18n/format';
import { SPREAD_ROW_SX } from '@/components/ui/spread-row';
import { useUserPayments } from '../api/get-user-payments';
import { useAdminFormat } from '../hooks/use-admin-format';
import { QueryError } from './query-state';
import { RefundDialog } from './refund-dialog';
import { DetailsSection, MutedLine } from './user-details-sections';

/**
 * The person's payments, newest first: what each charged and what was refunded, with the refund under the
 * guarantee for one that still holds money.
 */
export function PaymentList({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  const paymentsQuery = useUserPayments(userId);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const statusText = (payment: AdminPayment) =>
    payment.status === 'succeeded'
      ? t('details.paymentStatuses.succeeded')
      : t(`details.paymentStatuses.${payment.status}`, {
          amount: isolateLeftToRight(format.amount(payment.refundedCents, payment.currency), language),
          date: payment.refundedAt ? format.dateTime(payment.refundedAt) : '',
        });
  return (
    <DetailsSection title={t('details.payments')} sx={{ mt: 3 }}>
      {(headingId) => (
        <>
          {paymentsQuery.isError ? (
            <QueryError error={paymentsQuery.error} onRetry={() => void paymentsQuery.refetch()} />
          ) : paymentsQuery.isPending ? (
            <MutedLine>{t('common.loading')}</MutedLine>
          ) : paymentsQuery.data.length === 0 ? (
            <MutedLine>{t('details.noPayments')}</MutedLine>
          ) : (
            <Box
              component="ul"
              aria-labelledby={headingId}
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
            >
              {paymentsQuery.data.map((payment) => (
                <Box component="li" key={payment.id} data-payment-id={payment.id} sx={SPREAD_ROW_SX}>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      <bdi>{format.amount(payment.amountCents, payment.currency)}</bdi>
                      {' · '}
                      {format.dateTime(payment.createdAt)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {statusText(payment)}
                      {' · '}
                      {t('details.fields.planId')} <bdi>{payment.planId}</bdi>
                    </Typography>
                  </Box>
                  {payment.status !== 'refunded' && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => setRefunding(payment)}
                    >
                      {t('refund.open')}
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          )}
          <Box role="status" sx={{ mt: confirmation ? 1.5 : 0 }}>
            {confirmation && <Alert severity="success">{confirmation}</Alert>}
          </Box>
          <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={setConfirmation} />
        </>
      )}
    </DetailsSection>
  );
}
