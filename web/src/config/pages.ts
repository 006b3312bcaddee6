import { DEFAULT_LANGUAGE, type Language } from '@nasl/core/constants';
import { paths } from './paths';

/** Every page is pre-rendered in Arabic, the default language; the others render in the browser. */
export const PRERENDERED_LANGUAGE: Language = DEFAULT_LANGUAGE;

export interface PrerenderedPage {
  /** The address it answers, without query. */
  path: string;
  /** Its file in the build: Hosting serves `about.html` at `/about` (cleanUrls), `index.html` at `/`. */
  file: string;
  /**
   * `public`: the whole page, the same for everyone. `session`: a shell (header, footer, the page's heading
   * and a skeleton of its layout) until the browser knows who is signed in.
   */
  kind: 'public' | 'session';
  /** Its route module in app/routes/ (the build names that page's code in its HTML). */
  route: string;
  /**
   * Its code is preloaded by the HTML itself, not after the first paint: for the admin dashboard, opened on
   * a desktop, where what counts is the first render with data rather than a phone's first paint.
   */
  preloadsCodeWithHtml?: true;
  /**
   * The function renders it (functions/src/features/plan/plan-preview-page.ts) for a person opening their own
   * locked plan, whose plan is the page's largest content. Its `file` is then the shell, which the function
   * answers to everyone else and the worker keeps; the file is named unlike the address, so that Hosting
   * passes the address to the function (a rewrite in firebase.json) instead of serving a file.
   */
  rendersOnServer?: true;
  /**
   * Its first render formats dates (the plan's): the browser makes its date formatters in a task of their own
   * while the page's code downloads (lib/date-formatters.ts).
   */
  showsDates?: true;
}

/** The files the build writes beside the function's render module for a page it renders (`rendersOnServer`). */
export function serverRenderedFiles(route: string): { template: string; shell: string } {
  return { template: `${route}.template.html`, shell: `${route}.shell.html` };
}

/**
 * The not-found page, rendered at an address no route matches. Hosting answers unknown addresses with
 * `404.html` and status 404; a service worker cannot precache an answer that says 404, so the same page is
 * also written as `not-found.html` (served at `/not-found` with status 200), which the worker keeps.
 */
export const notFoundPage = {
  path: '/404',
  file: '404.html',
  precachedFile: 'not-found.html',
  kind: 'public',
  route: 'not-found',
} as const satisfies PrerenderedPage & { precachedFile: string };

/**
 * The routes of app/router.tsx, each served as a file of its own; Hosting answers any other address with the
 * not-found page's file, with status 404.
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: paths.home, file: 'index.html', kind: 'public', route: 'home' },
  { path: paths.about, file: 'about.html', kind: 'public', route: 'about' },
  { path: paths.research, file: 'research.html', kind: 'public', route: 'research' },
  { path: paths.contact, file: 'contact.html', kind: 'public', route: 'contact' },
  { path: paths.termsOfService, file: 'terms-of-service.html', kind: 'public', route: 'terms-of-service' },
  { path: paths.auth, file: 'auth.html', kind: 'public', route: 'auth' },
  // The pages Firebase Auth's e-mails open, and "forgot password": the same for everyone until the app
  // reads the link's code from the address.
  { path: paths.authAction, file: 'auth/action.html', kind: 'public', route: 'auth-action' },
  { path: paths.forgotPassword, file: 'auth/forgot-password.html', kind: 'public', route: 'forgot-password' },
  { path: paths.resetPassword, file: 'auth/reset-password.html', kind: 'public', route: 'reset-password' },
  { path: paths.verifyEmail, file: 'auth/verify-email.html', kind: 'public', route: 'verify-email' },
  { path: paths.recoverEmail, file: 'auth/recover-email.html', kind: 'public', route: 'recover-email' },
  { path: paths.questionnaire, file: 'questionnaire.html', kind: 'session', route: 'questionnaire' },
  {
    path: paths.planPreviewRoute,
    file: serverRenderedFiles('plan-preview').shell,
    kind: 'session',
    route: 'plan-preview',
    rendersOnServer: true,
    showsDates: true,
  },
  {
    path: paths.resultsRoute,
    file: 'results.html',
    kind: 'session',
    route: 'results',
    showsDates: true,
  },
  { path: paths.profile, file: 'profile.html', kind: 'session', route: 'profile' },
  { path: paths.admin, file: 'admin.html', kind: 'session', route: 'admin', preloadsCodeWithHtml: true },
  { path: paths.checkoutRoute, file: 'checkout.html', kind: 'session', route: 'checkout' },
  {
    path: paths.paymentSuccessRoute,
    file: 'payment-success.html',
    kind: 'session',
    route: 'payment-success',
  },
  { path: paths.welcome, file: 'welcome.html', kind: 'session', route: 'welcome' },
  { path: paths.partnerInvite, file: 'partner-invite.html', kind: 'session', route: 'partner-invite' },
];

/** The pre-rendered page of an address (its path), or null: the not-found page answers it. */
export function prerenderedPageFor(pathname: string): PrerenderedPage | null {
  return prerenderedPages.find((page) => page.path === pathname) ?? null;
}
