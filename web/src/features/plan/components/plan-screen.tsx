import '@/lib/i18n/plan-texts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isPartnerPlan } from '@nasl/core/partner';
import type { Plan, PlanData } from '@nasl/core/plan';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, memo, Suspense, useContext, useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { useHydrated } from '@/startup/use-hydrated';
import { useLanguage } from '@/hooks/use-language';
import { paths } from '@/config/paths';
import { readLatestPlan } from '@/lib/device/latest-plan';
import { planQueryKey, usePlan } from '@/hooks/use-plan';
import { planIdFromSearch, planSourceFrom, type PlanSource } from '../utils/plan-source';
import { planPageContent, selectPlanView, type PlanPage } from '@/lib/plan/plan-view';
import type { LoggedEvents } from './cycle-panel';
import type { FullPlan as FullPlanView } from './full-plan';
import type { LockedPreview as LockedPreviewView } from './locked-preview';
import { UnlockCard } from './unlock-card';

/**
 * The unlocked plan and the locked preview are the two large views, and a page shows one of them: each
 * loads when it is shown. The route that usually shows one imports it with the page's own code and passes
 * it in (`PlanViews`): its plan waits for no download, and a page the server rendered with it hydrates in
 * one pass (a lazy view would suspend while hydrating, and the first update would throw its HTML away).
 */
const LazyFullPlan = lazy(() => import('./full-plan').then((module) => ({ default: module.FullPlan })));
const LazyLockedPreview = lazy(() =>
  import('./locked-preview').then((module) => ({ default: module.LockedPreview })),
);
/** Her husband's view of the plan she shared: only for him, so it loads when it is shown. */
const PartnerPlanView = lazy(() =>
  import('./partner-plan-view').then((module) => ({ default: module.PartnerPlanView })),
);

export interface PlanViews {
  FullPlan?: typeof FullPlanView;
  LockedPreview?: typeof LockedPreviewView;
}

const NO_VIEWS: PlanViews = {};
const PlanViewsContext = createContext<PlanViews>(NO_VIEWS);

function usePlanViews() {
  const views = useContext(PlanViewsContext);
  return {
    FullPlan: views.FullPlan ?? LazyFullPlan,
    LockedPreview: views.LockedPreview ?? LazyLockedPreview,
  };
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

/**
 * An unlocked plan lives: it is read through the plan query (already there when the page fetched it; asked for
 * when it came from the device's saved copy), so the events logged on it show and a re-planned answer replaces
 * what is shown. Until then, or without a connection, the plan as it came is shown.
 */
function LivingPlan({ plan, shown }: { plan: Plan; shown: PlanData }) {
  const { FullPlan } = usePlanViews();
  const query = usePlan(plan.id);
  const details = query.data && !isPartnerPlan(query.data) && !query.data.locked ? query.data : null;
  const events: LoggedEvents = details
    ? { kind: 'loaded', events: details.cycleEvents }
    : query.isPending
      ? { kind: 'loading' }
      : { kind: 'unavailable' };
  return (
    <FullPlan
      planId={plan.id}
      createdAt={plan.createdAt}
      plan={details?.planData ?? shown}
      cycle={{ events, earliest: details?.formData.lastPeriodDate ?? null }}
    />
  );
}

function PlanContent({ page, plan }: { page: PlanPage; plan: Plan | null }) {
  return (
    <Suspense fallback={<PlanLoading page={page} />}>
      <PlanView page={page} plan={plan} />
    </Suspense>
  );
}

function PlanView({ page, plan }: { page: PlanPage; plan: Plan | null }) {
  const { LockedPreview } = usePlanViews();
  const view = selectPlanView(plan);
  if (!plan) return <PlanMessage kind="noData" />;
  switch (planPageContent(page, view)) {
    case 'full-plan':
      return view.kind === 'full' ? <LivingPlan plan={plan} shown={view.plan} /> : null;
    case 'rich-preview':
      return view.kind === 'locked' ? <LockedPreview planId={plan.id} plan={view.plan} /> : null;
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
  const planQuery = usePlan(id);
  // The plan is a large page: when it arrives it renders in a deferred pass, which React splits into short
  // slices, rather than in the query's synchronous update (one long task on a slow phone).
  const shownStatus = useDeferredValue(planQuery.status);
  if (planQuery.isPending || shownStatus === 'pending') return <PlanLoading page={page} />;
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
export function PlanScreen({ page, views = NO_VIEWS }: { page: PlanPage; views?: PlanViews }) {
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
