import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardLinkButton } from '@/components/ui/forward-link-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { usePaymentVerification, type VerifyPaymentRequest } from '../api/verify-payment';
import { paidPlanUrl } from '../utils/checkout-urls';
import { ReceiptDetails } from './receipt-details';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';

interface OutcomeProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** The verdict, focused when it appears so that screen readers read it after the wait. */
function Outcome({ icon, title, children }: OutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box aria-hidden sx={{ mb: 1.5 }}>
        {icon}
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5, outline: 'none' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface PaymentSuccessScreenProps {
  planId: string | null;
  paymentIntentId: string | null;
}

/**
 * The payment success page: where a card payment ends, and where Stripe's redirect lands. Verifying, then
 * 'Payment Successful' with the receipt (amount, date, reference, plan) and the way to the plan, or the
 * trouble message; both ids are required.
 */
export function PaymentSuccessScreen({ planId, paymentIntentId }: PaymentSuccessScreenProps) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const request: VerifyPaymentRequest | null = planId && paymentIntentId ? { planId, paymentIntentId } : null;
  const verification = usePaymentVerification(request);
  const verified = request !== null && verification.data === true;

  useEffect(() => {
    if (verified) forgetCachedReads(queryClient);
  }, [verified, queryClient]);

  let content: ReactNode;
  if (request && verified) {
    content = (
      <Outcome
        icon={<CheckCircleIcon sx={{ fontSize: 72, color: 'success.main' }} />}
        title={t('success.title')}
      >
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('success.body')}</Typography>
        <Box sx={{ mb: 4 }}>
          <ReceiptDetails planId={request.planId} />
        </Box>
        <ForwardLinkButton to={paidPlanUrl(request.planId)} variant="contained" size="large">
          {t('viewPlan')}
        </ForwardLinkButton>
      </Outcome>
    );
  } else if (!request || verification.isError || verification.data === false) {
    content = (
      <Outcome
        icon={<ErrorIcon sx={{ fontSize: 72, color: 'error.main' }} />}
        title={t('success.failedTitle')}
      >
        <Typography sx={{ mb: 1.5 }}>{t('success.trouble')}</Typography>
        <Typography sx={{ color: 'text.secondary', mb: 4 }}>
          {t('success.support')}{' '}
          <Link href={`mailto:${env.supportEmail}`}>
            <bdi>{env.supportEmail}</bdi>
          </Link>
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          {t('returnHome')}
        </Button>
      </Outcome>
    );
  } else {
    content = (
      <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4 }}>
        <CircularProgress aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>{t('success.verifying')}</Typography>
      </Box>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, md: 5 } }}>
        {content}
      </Paper>
    </Container>
  );
}
