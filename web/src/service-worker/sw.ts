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
  PAGE_SEEN_MESSAGE,
} from '../lib/device/offline-cache';
import { readReminder, reminderTarget } from '../lib/device/reminder-notification';
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

async function rememberPage(url: string): Promise<void> {
  const pages = await caches.open(PERSONAL_CACHES.pages);
  await pages.put(pageCacheKey(url), new Response(null, { status: 204 }));
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; url?: unknown } | null;
  // A new version waits until the person accepts the update prompt (see features/offline).
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page opened within the app opens offline like one she navigated to.
  if (data?.type === PAGE_SEEN_MESSAGE && typeof data.url === 'string') {
    const url = new URL(data.url);
    if (url.origin === self.location.origin && isAppNavigation(url.pathname)) {
      event.waitUntil(rememberPage(url.href));
    }
  }
});

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

/** How long a page the function renders may take to come from the network before the device's shell is shown. */
const RENDERED_PAGE_WAIT_MS = 4000;

/** The network's answer, or a failure once `ms` have passed without one (the request goes on). */
function answerWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Each address opens its own pre-rendered page from the precache, at once (fast on weak connections, and
 * offline): a public page always, the shell of a page that needs the session once it was opened on this
 * device. A page the function renders with her plan in it (`rendersOnServer`: the plan pages) comes from the
 * network while there is one, as its HTML carries the plan (no wait for the app's code and then a request),
 * and from the device, as its shell, when there is none or no answer within a few seconds. Other pages come
 * from the network; when there is none, the offline page says so, and an unknown address gets the not-found
 * page.
 */
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isAppNavigation(url.pathname),
  async ({ request, url, event }) => {
    const page = routeFor(url.pathname);
    const pages = await caches.open(PERSONAL_CACHES.pages);
    const onDevice =
      page !== null && (page.kind === 'public' || Boolean(await pages.match(pageCacheKey(request.url))));
    const fromDevice = async () => (onDevice ? await matchPrecache(fileOf(page)) : undefined);
    const rendered = page?.rendersOnServer === true;
    if (!rendered) {
      const prerendered = await fromDevice();
      if (prerendered) return prerendered;
    }
    try {
      const response = await (rendered && onDevice
        ? answerWithin(request, RENDERED_PAGE_WAIT_MS)
        : fetch(request));
      if (response.ok) {
        await rememberPage(request.url);
        if (rendered) event.waitUntil(keepPageAnswers(response.clone(), request.url).catch(() => undefined));
      }
      return response;
    } catch {
      return (
        (await fromDevice()) ??
        (await matchPrecache(page ? OFFLINE_PAGE : NOT_FOUND_FILES.precached)) ??
        Response.error()
      );
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

/**
 * A reminder from the server (Web Push): shown as a notification, always (the subscription promised the
 * browser every push would be visible), with the discreet texts the server chose unless she asked for plain
 * ones. A second push for the same plan and day replaces the first (`tag`).
 */
self.addEventListener('push', (event: PushEvent) => {
  const reminder = readReminder(() => event.data?.json());
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      dir: 'auto',
      data: { url: reminder.url },
    }),
  );
});

/** A tap opens today's card: in a window of the app already open (brought forward), or in a new one. */
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = reminderTarget(event.notification.data, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const shown = (await open.navigate(url).catch(() => null)) ?? open;
        await shown.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
