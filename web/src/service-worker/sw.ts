/// <reference lib="webworker" />
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { fileOf, NOT_FOUND_FILES, PRERENDERED_LANGUAGE, routeFor } from '../config/routes';
import {
  OFFLINE_PAGE,
  answerEndsSession,
  PERSONAL_CACHES,
  apiCacheKey,
  clearPersonalCaches,
  isAppNavigation,
  isCachedApiRequest,
  pageCacheKey,
  planApiPath,
  AUTH_STATUS_PATH,
} from '../lib/device/offline-cache';
import { carriedAnswersIn } from '../startup/plan-page-data';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The pre-rendered pages, their code, styles, fonts and icons, versioned by the build: a deploy replaces
// them whole.
// Addresses are mapped to their pages below (never `/profile` → profile.html by name alone: a page that needs
// the session opens from the device only once it was opened there).
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });
cleanupOutdatedCaches();

// A new version waits until the person accepts the update prompt (see features/offline).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function rememberPage(url: string): Promise<void> {
  const pages = await caches.open(PERSONAL_CACHES.pages);
  await pages.put(pageCacheKey(url), new Response(null, { status: 204 }));
}

// The first install controls the open tabs at once, so the page the person is on already opens offline.
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => Promise.all(windows.map((window) => rememberPage(window.url)))),
  );
});

/**
 * A plan page the server rendered carries the session and the plan it shows (startup/plan-page-data.ts) and
 * asks the API for neither: both are kept as the API's answers to that request would be, so the page opens
 * again offline like any plan page opened once.
 */
async function keepPageAnswers(page: Response, pageUrl: string): Promise<void> {
  const carried = carriedAnswersIn(await page.text());
  if (carried === null) return;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const api = await caches.open(PERSONAL_CACHES.api);
  const keyOf = (path: string) => apiCacheKey(new URL(path, pageUrl).href, PRERENDERED_LANGUAGE);
  await api.put(keyOf(AUTH_STATUS_PATH), answer(carried.authStatus));
  await api.put(keyOf(planApiPath(carried.planId)), answer(carried.plan));
}

/**
 * Each address opens its own pre-rendered page from the precache, at once (fast on weak connections, and
 * offline): a public page always, the shell of a page that needs the session once it was opened on this
 * device. Other pages come from the network; when there is none, the offline page says so, and an unknown
 * address gets the not-found page.
 */
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppNavigation(url.pathname),
  async ({ request, url, event }) => {
    const page = routeFor(url.pathname);
    const pages = await caches.open(PERSONAL_CACHES.pages);
    if (page && (page.kind === 'public' || (await pages.match(pageCacheKey(request.url))))) {
      const prerendered = await matchPrecache(fileOf(page));
      if (prerendered) return prerendered;
    }
    try {
      const response = await fetch(request);
      if (response.ok) {
        await rememberPage(request.url);
        if (page?.rendersOnServer) {
          event.waitUntil(keepPageAnswers(response.clone(), request.url).catch(() => undefined));
        }
      }
      return response;
    } catch {
      return (await matchPrecache(page ? OFFLINE_PAGE : NOT_FOUND_FILES.precached)) ?? Response.error();
    }
  },
);

/**
 * The person's answers are keyed by language (the API answers in the request's language). A 401, or a
 * session status that says "guest", means the session ended: the device forgets everything personal and
 * keeps nothing of that answer. Any other refusal drops that one entry.
 */
const personalAnswers: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url, request.headers.get('Accept-Language')),
  cacheWillUpdate: async ({ request, response }) => {
    if (await answerEndsSession(new URL(request.url).pathname, response)) {
      await clearPersonalCaches(caches);
      return null;
    }
    if (response.status !== 200) {
      const api = await caches.open(PERSONAL_CACHES.api);
      await api.delete(apiCacheKey(request.url, request.headers.get('Accept-Language')));
    }
    return response;
  },
};

// Network first, so a payment or a new plan shows at once; the cache answers only when there is no network.
registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && isCachedApiRequest(request.method, url.pathname),
  new NetworkFirst({
    cacheName: PERSONAL_CACHES.api,
    plugins: [personalAnswers, new CacheableResponsePlugin({ statuses: [200] })],
  }),
);
