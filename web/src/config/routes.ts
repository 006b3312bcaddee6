import { DEFAULT_LANGUAGE, type Language } from '@nasl/core/constants';
import { paths } from './paths';

/** Every page is pre-rendered in Arabic, the default language; the others render in the browser. */
export const PRERENDERED_LANGUAGE: Language = DEFAULT_LANGUAGE;

/**
 * One page of the app. Its component is `app/pages/<page>.tsx` (default export). From the table below come the
 * router (app/router.tsx), the files the build pre-renders, the code each page names in its HTML
 * (startup/prerender-plugin.ts) and the pages the service worker serves from the device (service-worker/sw.ts).
 */
export interface Route {
  /** The address it answers, without query. */
  path: string;
  /** Its component: `app/pages/<page>.tsx`. */
  page: string;
  /**
   * `public`: the whole page, the same for everyone. `session`: a shell (header, footer, the page's heading
   * and a skeleton of its layout) until the browser knows who is signed in.
   */
  kind: 'public' | 'session';
  /**
   * Its code is preloaded by the HTML itself, not after the first paint: for the admin dashboard, opened on
   * a desktop, where what counts is the first render with data rather than a phone's first paint.
   */
  preloadsCodeWithHtml?: true;
  /**
   * The function renders it with the person's data for whoever the API would show that data to (her plan on
   * the plan pages, her record on the profile, the counts on the admin's dashboard), as the page's largest
   * content is that data: a route in
   * functions/src/app.ts names what it is rendered with (functions/src/lib/web-render.ts). Its file is then the shell,
   * which the function answers to everyone else and the worker keeps; the file is named unlike the address,
   * so that Hosting passes the address to the function (a rewrite in firebase.json) instead of serving a
   * file.
   */
  rendersOnServer?: true;
  /**
   * Its first render formats dates (the plan's): the browser makes its date formatters in a task of their own
   * while the page's code downloads (lib/i18n/date-formatters.ts).
   */
  showsDates?: true;
  /**
   * The pages its forms lead to (sign-up to the welcome, login to home): their code loads once this page has
   * loaded and the browser is idle, so the next page shows as soon as the action's answer arrives.
   */
  leadsTo?: readonly string[];
}

/** The app's pages. A new page is an entry here and its component in app/pages/. */
const routeTable = [
  { path: paths.home, page: 'home', kind: 'public' },
  { path: paths.about, page: 'about', kind: 'public' },
  { path: paths.research, page: 'research', kind: 'public' },
  { path: paths.contact, page: 'contact', kind: 'public' },
  { path: paths.termsOfService, page: 'terms-of-service', kind: 'public' },
  { path: paths.privacy, page: 'privacy', kind: 'public' },
  { path: paths.auth, page: 'auth', kind: 'public', leadsTo: [paths.welcome, paths.home] },
  // The pages Firebase Auth's e-mails open, and "forgot password": the same for everyone until the app
  // reads the link's code from the address.
  { path: paths.authAction, page: 'auth-action', kind: 'public' },
  { path: paths.forgotPassword, page: 'forgot-password', kind: 'public' },
  { path: paths.resetPassword, page: 'reset-password', kind: 'public', leadsTo: [paths.home] },
  { path: paths.verifyEmail, page: 'verify-email', kind: 'public' },
  { path: paths.recoverEmail, page: 'recover-email', kind: 'public' },
  { path: paths.questionnaire, page: 'questionnaire', kind: 'session' },
  {
    path: paths.planPreviewRoute,
    page: 'plan-preview',
    kind: 'session',
    rendersOnServer: true,
    showsDates: true,
  },
  { path: paths.resultsRoute, page: 'results', kind: 'session', rendersOnServer: true, showsDates: true },
  { path: paths.profile, page: 'profile', kind: 'session', rendersOnServer: true, showsDates: true },
  { path: paths.admin, page: 'admin', kind: 'session', preloadsCodeWithHtml: true, rendersOnServer: true },
  // A card payment ends on the plan it unlocked.
  { path: paths.checkoutRoute, page: 'checkout', kind: 'session', leadsTo: [paths.resultsRoute] },
  { path: paths.paymentSuccessRoute, page: 'payment-success', kind: 'session' },
  { path: paths.welcome, page: 'welcome', kind: 'session' },
  { path: paths.partnerInvite, page: 'partner-invite', kind: 'session' },
] as const satisfies readonly Route[];

export const routes: readonly Route[] = routeTable;

/** The page of every address no route has. It is pre-rendered at this path, which no route has either. */
export const notFoundRoute: Route = { path: '/404', page: 'not-found', kind: 'public' };

/** The name of each page (`home`, `about`, …, `not-found`): what is kept per page elsewhere is keyed by it. */
export type PageName = (typeof routeTable)[number]['page'] | 'not-found';

/** The files the build writes beside the function's render module for a page it renders (`rendersOnServer`). */
export function serverRenderedFiles(page: string): { template: string; shell: string } {
  return { template: `${page}.template.html`, shell: `${page}.shell.html` };
}

/**
 * Hosting answers unknown addresses with `404.html` and status 404; a service worker cannot precache an answer
 * that says 404, so the not-found page is also written as `not-found.html`, which the worker keeps.
 */
export const NOT_FOUND_FILES = { served: '404.html', precached: 'not-found.html' } as const;

/** A page's file in the build: Hosting serves `about.html` at `/about` (cleanUrls), `index.html` at `/`. */
export function fileOf(route: Route): string {
  if (route === notFoundRoute) return NOT_FOUND_FILES.served;
  if (route.rendersOnServer) return serverRenderedFiles(route.page).shell;
  return route.path === paths.home ? 'index.html' : `${route.path.slice(1)}.html`;
}

/** The route of an address (its path), or null: the not-found page answers it. */
export function routeFor(pathname: string): Route | null {
  return routes.find((route) => route.path === pathname) ?? null;
}
