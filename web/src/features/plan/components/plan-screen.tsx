import '@/lib/i18n/plan-texts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isPartnerPlan, type PartnerPlan } from '@nasl/core/partner';
import type { LockedPlanData, Plan, PlanData } from '@nasl/core/plan';
import type { PlanRefund } from '@nasl/core/plan-follow-up';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  memo,
  Suspense,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { paths } from '@/config/paths';
import { isSharingEnded } from '@/lib/api/sharing-ended';
import { readLatestPlan } from '@/lib/device/latest-plan';
import { planQueryKey, usePlan } from '@/hooks/use-plan';
import { planIdFromSearch, planSourceFrom, type PlanSource } from '../utils/plan-source';
import { planPageContent, selectPlanView, type PlanPage, type PlanWithRefund } from '@/lib/plan/plan-view';
import { UnlockCard } from './unlock-card';

/**
 * The plan's large views, passed in by the page (app/plan/plan-views.ts): the unlocked plan (given the answer
 * and the plan data to show until its own query answers, `shown`), the locked preview, her husband's view.
 */
export interface PlanViews {
  FullPlan: ComponentType<{ plan: Plan; shown: PlanData }>;
  LockedPreview: ComponentType<{ planId: string; plan: LockedPlanData; refund?: PlanRefund | null }>;
  PartnerPlanView: ComponentType<{ plan: PartnerPlan }>;
  /** What her former partner sees where the plan used to open: the sharing ended. */
  SharingEnded: ComponentType;
}

const PlanViewsContext = createContext<PlanViews | null>(null);

function usePlanViews(): PlanViews {
  const views = useContext(PlanViewsContext);
  if (!views) throw new Error('The plan views are given by PlanScreen');
  return views;
}

/** The plan page's shell: what its pre-rendered file shows, and what shows while the plan loads. */
function PlanLoading({ page }: { page: PlanPage }) {
  const { t } = useTranslation('plan');
  return (
    <PageShell
      heading={page === 'preview' ? t('pageTitlePreview') : t('pageTitleResults')}
      maxWidth="lg"
      centered
      blocks={[220, 320]}
      status={t('loading')}
    />
  );
}

/** The plan could not be loaded, or there is no plan to show; both offer the way home. */
function PlanMessage({ kind }: { kind: 'loadFailed' | 'noData' }) {
  const { t } = useTranslation('plan');
  const Icon = kind === 'loadFailed' ? ErrorOutlineIcon : SearchOffIcon;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Icon
        aria-hidden
        sx={{ fontSize: 64, color: kind === 'loadFailed' ? 'error.main' : 'text.secondary', mb: 2 }}
      />
      <Typography role="alert" sx={{ fontSize: '1.2rem', fontWeight: 600, mb: 4 }}>
        {t(`errors.${kind}`)}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        {t('errors.backHome')}
      </Button>
    </Container>
  );
}

function PlanContent({ page, plan }: { page: PlanPage; plan: PlanWithRefund | null }) {
  return (
    <Suspense fallback={<PlanLoading page={page} />}>
      <PlanView page={page} plan={plan} />
    </Suspense>
  );
}

function PlanView({ page, plan }: { page: PlanPage; plan: PlanWithRefund | null }) {
  const { FullPlan, LockedPreview } = usePlanViews();
  const view = selectPlanView(plan);
  if (!plan) return <PlanMessage kind="noData" />;
  switch (planPageContent(page, view)) {
    case 'full-plan':
      return view.kind === 'full' ? <FullPlan plan={plan} shown={view.plan} /> : null;
    case 'rich-preview':
      return view.kind === 'locked' ? <LockedPreview planId={plan.id} plan={view.plan} /> : null;
    case 'refunded':
      return view.kind === 'locked' ? (
        <LockedPreview planId={plan.id} plan={view.plan} refund={view.refund} />
      ) : null;
    case 'unlock-card':
      return view.kind === 'locked' ? <UnlockCard planId={plan.id} plan={view.plan} /> : null;
    case 'no-data':
      return <PlanMessage kind="noData" />;
  }
}

/**
 * Memoized: the screen renders again once the page has hydrated (`useHydrated`), in one synchronous pass,
 * and the plan below it, unchanged, must not render again with it (a long task on a phone).
 */
const RemotePlan = memo(function RemotePlan({ page, id }: { page: PlanPage; id: string }) {
  const { PartnerPlanView, SharingEnded } = usePlanViews();
  const planQuery = usePlan(id);
  // The plan is a large page: when it arrives it renders in a deferred pass, which React splits into short
  // slices, rather than in the query's synchronous update (one long task on a slow phone).
  const shownStatus = useDeferredValue(planQuery.status);
  if (planQuery.isPending || shownStatus === 'pending') return <PlanLoading page={page} />;
  if (planQuery.isError && isSharingEnded(planQuery.error)) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
        <Suspense fallback={<PlanLoading page={page} />}>
          <SharingEnded />
        </Suspense>
      </Container>
    );
  }
  if (planQuery.isError) return <PlanMessage kind="loadFailed" />;
  if (planQuery.data && isPartnerPlan(planQuery.data)) {
    return (
      <Suspense fallback={<PlanLoading page={page} />}>
        <PartnerPlanView plan={planQuery.data} />
      </Suspense>
    );
  }
  return <PlanContent page={page} plan={planQuery.data} />;
});

/** /plan-preview and /results: states loading, error, no data, unpaid and unlocked. */
export function PlanScreen({ page, views }: { page: PlanPage; views: PlanViews }) {
  const { t } = useTranslation('plan');
  const { search } = useLocation();
  const navigate = useNavigate();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const source = useMemo(() => {
    if (hydrated) return planSourceFrom(search, page, readLatestPlan());
    // The pre-rendered shell knows neither the address's id nor the device's latest plan. A page the
    // server rendered with its plan holds it already, here and while the browser hydrates it.
    const id = planIdFromSearch(search, page);
    if (!id || queryClient.getQueryData(planQueryKey(id, language)) === undefined) return null;
    return { kind: 'remote', id } satisfies PlanSource;
  }, [hydrated, search, page, queryClient, language]);

  useEffect(() => {
    if (source?.kind === 'none') navigate(paths.home, { replace: true });
  }, [source, navigate]);

  return (
    <PlanViewsContext value={views}>
      <PageTitle page={page === 'preview' ? t('pageTitlePreview') : t('pageTitleResults')} />
      {source?.kind === 'remote' && <RemotePlan key={source.id} page={page} id={source.id} />}
      {source?.kind === 'stored' && <PlanContent page={page} plan={source.plan} />}
      {(source === null || source.kind === 'none') && <PlanLoading page={page} />}
    </PlanViewsContext>
  );
}
