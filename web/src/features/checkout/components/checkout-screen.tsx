import type { User } from '@nasl/core';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminUnlock } from './admin-unlock';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutProblem } from './checkout-status';
import { PaymentCheckout } from './payment-checkout';

/** Checkout for a signed-in person: admins unlock, everyone else pays (the payment sets its own frame). */
export function CheckoutScreen({ planId, user }: { planId: string; user: User }) {
  if (!user.isAdmin) return <PaymentCheckout planId={planId} />;
  return (
    <CheckoutLayout forAdmin>
      <AdminUnlock planId={planId} />
    </CheckoutLayout>
  );
}

/** plan_id='undefined' (a link built before the plan existed): the invalid-plan message, with ways back. */
export function InvalidPlanCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <CheckoutLayout>
      <CheckoutProblem
        message={t('invalidPlanId')}
        actions={
          <Button component={RouterLink} to={paths.questionnaire} variant="contained" size="large">
            {t('toQuestionnaire')}
          </Button>
        }
      />
    </CheckoutLayout>
  );
}
