import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { lazyRoute, type LazyRoute } from './lazy-route';
import HomeRoute from './routes/home';

// The home page ships in the entry chunk; every other page loads when first visited.
const AuthRoute = lazyRoute(() => import('./routes/auth'));
const AuthActionRoute = lazyRoute(() => import('./routes/auth-action'));
const ForgotPasswordRoute = lazyRoute(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'));
const VerifyEmailRoute = lazyRoute(() => import('./routes/verify-email'));
const RecoverEmailRoute = lazyRoute(() => import('./routes/recover-email'));
const WelcomeRoute = lazyRoute(() => import('./routes/welcome'));
const ProfileRoute = lazyRoute(() => import('./routes/profile'));
const QuestionnaireRoute = lazyRoute(() => import('./routes/questionnaire'));
const PlanPreviewRoute = lazyRoute(() => import('./routes/plan-preview'));
const ResultsRoute = lazyRoute(() => import('./routes/results'));
const CheckoutRoute = lazyRoute(() => import('./routes/checkout'));
const PaymentSuccessRoute = lazyRoute(() => import('./routes/payment-success'));
const PartnerInviteRoute = lazyRoute(() => import('./routes/partner-invite'));
const AdminRoute = lazyRoute(() => import('./routes/admin'));
const TermsOfServiceRoute = lazyRoute(() => import('./routes/terms-of-service'));
const AboutRoute = lazyRoute(() => import('./routes/about'));
const ResearchRoute = lazyRoute(() => import('./routes/research'));
const ContactRoute = lazyRoute(() => import('./routes/contact'));
const NotFoundRoute = lazyRoute(() => import('./routes/not-found'));

/**
 * Declarative routes (BrowserRouter + Routes) rather than the data router: the app loads its data
 * with TanStack Query, and this keeps about 18 KB (gzip) of router code out of the first load.
 */
const routes = (
  <Route element={<AppLayout />}>
    <Route path={paths.home} element={<HomeRoute />} />
    <Route path={paths.auth} element={<AuthRoute />} />
    <Route path={paths.authAction} element={<AuthActionRoute />} />
    <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
    <Route path={paths.resetPassword} element={<ResetPasswordRoute />} />
    <Route path={paths.verifyEmail} element={<VerifyEmailRoute />} />
    <Route path={paths.recoverEmail} element={<RecoverEmailRoute />} />
    <Route path={paths.welcome} element={<WelcomeRoute />} />
    <Route path={paths.profile} element={<ProfileRoute />} />
    <Route path={paths.questionnaire} element={<QuestionnaireRoute />} />
    <Route path={paths.planPreviewRoute} element={<PlanPreviewRoute />} />
    <Route path={paths.resultsRoute} element={<ResultsRoute />} />
    <Route path={paths.checkoutRoute} element={<CheckoutRoute />} />
    <Route path={paths.paymentSuccessRoute} element={<PaymentSuccessRoute />} />
    <Route path={paths.partnerInvite} element={<PartnerInviteRoute />} />
    <Route path={paths.admin} element={<AdminRoute />} />
    <Route path={paths.termsOfService} element={<TermsOfServiceRoute />} />
    <Route path={paths.about} element={<AboutRoute />} />
    <Route path={paths.research} element={<ResearchRoute />} />
    <Route path={paths.contact} element={<ContactRoute />} />
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/** Loads the code of the page at `pathname` (nothing for the home page, which is in the first script). */
export async function loadPageOf(pathname: string): Promise<void> {
  const page = matchRoutes(createRoutesFromElements(routes), pathname)?.at(-1)?.route.element;
  const type: unknown = typeof page === 'object' && page !== null && 'type' in page ? page.type : null;
  if (typeof type === 'function' && 'load' in type) await (type as LazyRoute).load();
}
