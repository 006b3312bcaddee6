import '@/features/checkout/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { PaymentSuccessScreen } from '@/features/checkout/components/payment-success-screen';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * /payment-success?plan_id&payment_intent (Stripe also adds payment_intent_client_secret, unused). The
 * pre-rendered page knows no ids: its shell shows until the app has started with them.
 */
export default function PaymentSuccessRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={t('success.pageTitle')} />
      {hydrated ? (
        <PaymentSuccessScreen
          planId={searchParams.get('plan_id')?.trim() || null}
          paymentIntentId={searchParams.get('payment_intent')?.trim() || null}
        />
      ) : (
        <PageShell heading={t('success.verifying')} maxWidth="sm" centered blocks={[240]} />
      )}
    </>
  );
}
