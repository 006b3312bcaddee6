import '@/features/checkout/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PaymentSuccessScreen } from '@/features/checkout/components/payment-success-screen';

/** /payment-success?plan_id&payment_intent (Stripe also adds payment_intent_client_secret, unused). */
export default function PaymentSuccessRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageTitle page={t('success.pageTitle')} />
      <PaymentSuccessScreen
        planId={searchParams.get('plan_id')?.trim() || null}
        paymentIntentId={searchParams.get('payment_intent')?.trim() || null}
      />
    </>
  );
}
