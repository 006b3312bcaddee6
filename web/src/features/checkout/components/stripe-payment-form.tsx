import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptionsClientSecret } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { paletteOf } from '@/lib/theme/theme';
import type { PaymentIntentSession } from '../api/create-payment-intent';
import { useFinishPayment } from '../hooks/use-finish-payment';
import { usePaymentErrorText } from '../hooks/use-payment-error-text';
import { paymentSuccessUrl } from '../utils/checkout-urls';
import { PaymentFormEnd } from './payment-form-end';
import { CheckoutProblem } from './checkout-status';

/**
 * This module is loaded only when the server runs with real Stripe keys, and only on /checkout: Stripe.js
 * (from js.stripe.com) is fetched by `loadStripe` here and nowhere else. `/pure` keeps the import itself
 * from adding the script.
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      // Let the next visit try again (e.g. after the connection is back).
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFormProps {
  planId: string;
  titleId: string;
  onLoadError: () => void;
}

function StripeCardForm({ planId, titleId, onLoadError }: StripeCardFormProps) {
  const { t } = useTranslation('checkout');
  const stripe = useStripe();
  const elements = useElements();
  const finishPayment = useFinishPayment(planId);
  const paymentErrorText = usePaymentErrorText();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setPaymentError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // Used only when the payment method needs a redirect (e.g. 3-D Secure by the bank's page).
        confirmParams: { return_url: new URL(paymentSuccessUrl(planId), window.location.origin).href },
      });
      if (result.error) {
        setPaymentError(paymentErrorText(result.error.message));
        setProcessing(false);
        return;
      }
      // Succeeded: verified, then the plan. Anything else: the payment-success page says where it stands.
      await finishPayment(result.paymentIntent.id);
    } catch {
      setPaymentError(paymentErrorText(null));
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={processing}>
      <Stack spacing={2.5}>
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={onLoadError}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('secureNote')}
        </Typography>
        <PaymentFormEnd
          error={paymentError}
          processing={processing}
          disabled={!stripe || !elements || !ready}
        />
      </Stack>
    </form>
  );
}

interface StripePaymentFormProps {
  planId: string;
  publishableKey: string;
  session: PaymentIntentSession;
  titleId: string;
}

/** Real payments: Stripe Elements' Payment Element, in the UI language and the site's colours. */
export default function StripePaymentForm({
  planId,
  publishableKey,
  session,
  titleId,
}: StripePaymentFormProps) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  // Stripe draws its fields in an iframe: it needs the colours themselves, not the page's CSS variables.
  const colorScheme = useColorScheme().colorScheme === 'dark' ? 'dark' : 'light';
  const palette = paletteOf(colorScheme);
  const { language } = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && !loaded) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  const options: StripeElementsOptionsClientSecret = {
    clientSecret: session.clientSecret,
    locale: language,
    appearance: {
      theme: colorScheme === 'dark' ? 'night' : 'stripe',
      variables: {
        colorPrimary: palette.primary.main,
        colorDanger: palette.error.main,
        fontFamily: theme.typography.fontFamily,
        borderRadius: `${theme.shape.borderRadius}px`,
      },
    },
  };

  if (loadFailed) return <CheckoutProblem message={t('init.networkError')} />;
  return (
    <Elements stripe={stripe} options={options}>
      <StripeCardForm planId={planId} titleId={titleId} onLoadError={() => setLoadFailed(true)} />
    </Elements>
  );
}
