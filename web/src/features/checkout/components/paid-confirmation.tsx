import '../i18n';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptButton } from './receipt-button';

interface PaidConfirmationProps {
  planId: string;
  /** She closes it: it does not come back on this page. */
  onClose: () => void;
}

/**
 * Above her plan when a card payment has just unlocked it (/results?plan_id=…, the history entry says so):
 * 'Payment Successful', what it unlocked, and her receipt, which stays in My Reports. Its heading takes the
 * focus as it appears, so a screen reader says it first.
 */
export default function PaidConfirmation({ planId, onClose }: PaidConfirmationProps) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 3, md: 4 } }}>
      <Alert
        component="section"
        role="region"
        aria-labelledby={headingId}
        severity="success"
        variant="outlined"
        onClose={onClose}
        slotProps={{ closeButton: { 'aria-label': t('success.dismiss') } }}
        sx={{ borderRadius: 3 }}
      >
        <AlertTitle
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          component="h2"
          sx={{ fontSize: '1.2rem', fontWeight: 700, outline: 'none' }}
        >
          {t('success.title')}
        </AlertTitle>
        <Typography sx={{ mb: 1.5 }}>{t('success.body')}</Typography>
        <Box>
          <ReceiptButton planId={planId} />
        </Box>
      </Alert>
    </Container>
  );
}
