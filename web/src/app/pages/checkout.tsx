import '@/features/checkout/i18n';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { CheckoutScreen, InvalidPlanCheckout } from '@/features/checkout/components/checkout-screen';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

/** The text a link built from a missing id carries: it gets the invalid-plan message, not a payment. */
const UNDEFINED_PLAN_ID = 'undefined';

/**
 * /checkout?plan_id={id}: signed-in people only; without an id there is nothing to pay for. The page's
 * shell shows until the session is known (the pre-rendered page knows neither the session nor the id).
 */
export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const { data: authStatus } = useAuthStatus();
  const planId = searchParams.get('plan_id')?.trim();
  if (!authStatus) {
    return (
      <>
        <PageTitle page={t('pageTitle')} />
        <PageShell heading={t('heading')} maxWidth="sm" blocks={[320]} />
      </>
    );
  }
  if (!planId) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageTitle page={t('pageTitle')} />
      {planId === UNDEFINED_PLAN_ID ? (
        <InvalidPlanCheckout />
      ) : authStatus.user ? (
        <CheckoutScreen planId={planId} user={authStatus.user} />
      ) : (
        <>
          <Navigate to={paths.auth} replace />
          <Box sx={{ py: 10, textAlign: 'center' }}>
            <Typography role="status">{t('redirecting')}</Typography>
          </Box>
        </>
      )}
    </>
  );
}
