import '@/features/checkout/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { CheckoutScreen, InvalidPlanCheckout } from '@/features/checkout/components/checkout-screen';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

/** The text a link built from a missing id carries: it gets the invalid-plan message, not a payment. */
const UNDEFINED_PLAN_ID = 'undefined';

function CheckoutContent({ planId }: { planId: string }) {
  const { t } = useTranslation('checkout');
  const { data: authStatus } = useAuthStatus();
  if (planId === UNDEFINED_PLAN_ID) return <InvalidPlanCheckout />;
  if (!authStatus) return <PageLoader />;
  if (!authStatus.user) {
    return (
      <>
        <Navigate to={paths.auth} replace />
        <Box sx={{ py: 10, textAlign: 'center' }}>
          <Typography role="status">{t('redirecting')}</Typography>
        </Box>
      </>
    );
  }
  return <CheckoutScreen planId={planId} user={authStatus.user} />;
}

/** /checkout?plan_id={id}: signed-in people only; without an id there is nothing to pay for. */
export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const planId = searchParams.get('plan_id')?.trim();
  if (!planId) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageTitle page={t('pageTitle')} />
      <CheckoutContent planId={planId} />
    </>
  );
}
