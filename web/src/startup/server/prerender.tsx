/**
 * The build-time entry (Vite's SSR build, run by startup/prerender-plugin.ts): renders one address of the app to
 * HTML in Arabic, with the styles that HTML uses. Never part of the browser's bundle.
 */
import type { EmotionCache } from '@emotion/cache';
import type { ReactNode } from 'react';
import type { AuthStatus } from '@nasl/core/user';
import {
  fileOf,
  NOT_FOUND_FILES,
  notFoundRoute,
  routeFor,
  routes,
  serverRenderedFiles,
  type PageName,
} from '@/config/routes';
import WelcomeModal from '@/features/marketing/components/welcome-modal';
import { QuestionnaireWizard } from '@/features/questionnaire/components/questionnaire-wizard';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';
import { queryClient } from '@/lib/api/query-client';
import type { RenderedPage } from './page-document';
import { createPageStyles, pageParts, renderMarkup } from './render-app';

export { FONT_FACES_STYLE_ID, fontFaces } from '@/lib/theme/fonts';
export { PAGE_CODE_META } from '@/startup/page-code';
export { PENDING_STYLE, PRE_PAINT_SCRIPT } from '@/startup/pre-paint-script';
export { fillPageDocument, HEAD_MARK, ROOT_MARK } from './page-document';
export { serverRenderedFiles };

/** Every route of config/routes.ts and the not-found page, with the files each is written to. */
export const pagesToRender = [...routes, notFoundRoute].map((route) => ({
  ...route,
  file: fileOf(route),
  alsoAs: route === notFoundRoute ? NOT_FOUND_FILES.precached : undefined,
}));

/** A signed-in person for the renders whose markup is thrown away (only their styles are kept). */
const SIGNED_IN: AuthStatus & { isAuthenticated: true } = {
  isAuthenticated: true,
  user: {
    id: 'prerender',
    name: 'نسل',
    email: 'prerender@example.com',
    phone: null,
    isAdmin: false,
    isSubscribed: false,
    gender: 'female',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    // A person with a plan: the header's "My plan" link is among the styles the page carries.
    myPlan: { id: 'prerender', shared: false, paid: true, forSale: true },
  },
};

/**
 * The answers the session check can give: a page rendered once with each (its header, its calls to action)
 * leaves their styles in the page too, so the browser has nothing to insert when the answer comes.
 */
const ANSWERED_SESSIONS: readonly AuthStatus[] = [{ isAuthenticated: false, user: null }, SIGNED_IN];

/**
 * What a page shows only later, in the browser: the home page's welcome, a second after it loads; the
 * questionnaire's wizard, once the session and this device's answers are known. Rendered apart, their
 * styles go into the page, so showing them inserts none (on `/`, about 200 ms of a slow phone's time).
 */
const SHOWN_LATER: Partial<Record<PageName, ReactNode>> = {
  home: <WelcomeModal open onClose={() => undefined} />,
  questionnaire: <QuestionnaireWizard user={SIGNED_IN.user} />,
};

const render = (path: string, cache: EmotionCache, page?: ReactNode) =>
  renderMarkup({ location: path, cache, client: queryClient, page });

export async function renderPage(path: string): Promise<RenderedPage> {
  const styles = createPageStyles();
  const { cache } = styles;
  for (const session of ANSWERED_SESSIONS) {
    queryClient.setQueryData(authStatusQueryKey, session);
    await render(path, cache);
  }
  const shownLater = SHOWN_LATER[(routeFor(path) ?? notFoundRoute).page as PageName];
  if (shownLater) await render(path, cache, shownLater);
  // The page itself is rendered before the session is known, as every visitor first sees it.
  queryClient.clear();
  return pageParts(await render(path, cache), styles, path);
}
