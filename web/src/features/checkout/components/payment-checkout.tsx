import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from '@/lib/api/api-client';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentConfig } from '../api/get-payment-config';
import { paidPlanUrl } from '../utils/checkout-urls';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutProblem, PreparingCheckout } from './checkout-status';
import { OrderSummary } from './order-summary';

// Each card form loads only in its own mode: Stripe Elements and Stripe.js only when real Stripe is
// configured, the local stand-in's form only when it is (never in production).
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));
const TestCardForm = lazy(() => import('./test-card-form'));

/** The server's message or 'Failed to initialize payment'; no answer at all is a network error. */
function useInitErrorText(): (error: unknown) => string {
  const { t } = useTranslation('checkout');
  return (error) =>
    error instanceof ApiError ? (error.serverMessage ?? t('init.failed')) : t('init.networkError');
}

/**
 * A person paying for their plan, in the checkout's frame: the payment is prepared, then the card form for
 * the configured mode. A plan that cannot be paid for (409) says why under a neutral heading.
 */
export function PaymentCheckout({ planId }: { planId: string }) {
  const config = usePaymentConfig();
  const intent = usePaymentIntent(planId);
  const initError = config.error ?? intent.error;
  // Already paid, or not for sale at her age: the server's message says which.
  const nothingToPay = initError instanceof ApiError && initError.status === 409;
  return (
    <CheckoutLayout nothingToPay={nothingToPay}>
      <PaymentState planId={planId} config={config} intent={intent} nothingToPay={nothingToPay} />
    </CheckoutLayout>
  );
}

function PaymentState({
  planId,
  config,
  intent,
  nothingToPay,
}: {
  planId: string;
  config: ReturnType<typeof usePaymentConfig>;
  intent: ReturnType<typeof usePaymentIntent>;
  nothingToPay: boolean;
}) {
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const initErrorText = useInitErrorText();

  const initError = config.error ?? intent.error;
  if (initError) {
    return (
      <CheckoutProblem
        message={initErrorText(initError)}
        actions={
          nothingToPay ? (
            <Button component={RouterLink} to={paidPlanUrl(planId)} variant="contained" size="large">
              {t('viewPlan')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (!config.data || !intent.data) return <PreparingCheckout />;

  const { mode, publishableKey } = config.data;
  if (mode === 'stripe' && !publishableKey) return <CheckoutProblem message={t('init.failed')} />;
  return (
    <Stack spacing={3}>
      <OrderSummary />
      <Divider />
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.15rem' }}>
        {t('paymentTitle')}
      </Typography>
      <Suspense fallback={<PreparingCheckout />}>
        {mode === 'local-standin' || !publishableKey ? (
          <TestCardForm planId={planId} session={intent.data} titleId={titleId} />
        ) : (
          <StripePaymentForm
            planId={planId}
            publishableKey={publishableKey}
            session={intent.data}
            titleId={titleId}
          />
        )}
      </Suspense>
    </Stack>
  );
}
