// What this page shows nearly every time (her unlocked plan) comes with the page's code, not after the plan: the
// function renders it into the page, which hydrates it in one pass. His view of the plan she shared, which the
// function renders too, loads as the page hydrates (React leaves its HTML in place until it has).
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyComponent } from '@/components/lazy-component';
import { justPaidPlanIn } from '@/features/checkout/utils/checkout-urls';
import { PlanScreen, type PlanViews } from '@/features/plan/components/plan-screen';
import { useHydrated } from '@/hooks/use-hydrated';
import { LivingPlan } from '../plan/living-plan';
import { lazyPlanViews } from '../plan/plan-views';

const views: PlanViews = { ...lazyPlanViews, FullPlan: LivingPlan };

// Only after a card payment: its code loads then.
const PaidConfirmation = lazyComponent(() => import('@/features/checkout/components/paid-confirmation'));

/** The paid confirmation and the receipt, when the card payment of this plan has just led here. */
function JustPaid() {
  const location = useLocation();
  const navigate = useNavigate();
  // The history entry is the browser's, unknown to the pre-rendered page.
  const hydrated = useHydrated();
  const planId = hydrated ? justPaidPlanIn(location.state) : null;
  if (!planId || new URLSearchParams(location.search).get('plan_id')?.trim() !== planId) return null;
  const close = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  return (
    <Suspense fallback={null}>
      <PaidConfirmation planId={planId} onClose={close} />
    </Suspense>
  );
}

export default function ResultsRoute() {
  return (
    <>
      <JustPaid />
      <PlanScreen page="results" views={views} />
    </>
  );
}
