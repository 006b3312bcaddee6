import { LANGUAGE_QUERY_PARAM } from '../i18n/language';

/**
 * What the service worker keeps for offline use, shared by the worker and the page (which clears it).
 * Everything in these caches is about one person: it goes at logout, at login and when the session ends.
 */
export const PERSONAL_CACHES = {
  /** One empty marker per page address opened on this device; a marked page opens offline. */
  pages: 'nasl-pages',
  /** The person's own API answers (who they are, their plans), one entry per address and language. */
  api: 'nasl-api',
} as const;

/** The page served for a navigation the device cannot answer offline (a second Vite entry). */
export const OFFLINE_PAGE = 'offline.html';

/** Who is signed in: 200 for everyone, `isAuthenticated: false` for a guest. */
export const AUTH_STATUS_PATH = '/api/auth/me';

/** One plan's read: its content and events as the viewer may see them. */
export function planApiPath(id: string): string {
  return `/api/plans/${encodeURIComponent(id)}`;
}

const CACHED_API_PATHS: readonly RegExp[] = [
  /^\/api\/auth\/me$/,
  /^\/api\/user\/plans$/,
  /^\/api\/plans\/[^/]+$/,
];

/** Reads the plan screens need: kept so a plan opened once opens again offline. */
export function isCachedApiRequest(method: string, pathname: string): boolean {
  return method === 'GET' && CACHED_API_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether an answer says the session is over (or never was): a 401 from a personal read, or the session
 * status of a guest. Either way nothing personal may stay on the device.
 */
export async function answerEndsSession(pathname: string, response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (pathname !== AUTH_STATUS_PATH || response.status !== 200) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === 'object' && body !== null && Reflect.get(body, 'isAuthenticated') === false;
  } catch {
    return false;
  }
}

const LANGUAGE_KEY_PARAM = '__lang';

/** The API answers in the request's language, so each language is its own cache entry. */
export function apiCacheKey(url: string, acceptLanguage: string | null): string {
  const keyed = new URL(url);
  keyed.searchParams.set(LANGUAGE_KEY_PARAM, (acceptLanguage ?? '').trim().toLowerCase() || 'ar');
  return keyed.href;
}

/**
 * A page is remembered by its path and query (a plan page's query names the plan), not by its hash or the
 * `?lang=` that only picks the interface language.
 */
export function pageCacheKey(url: string): string {
  const page = new URL(url);
  page.hash = '';
  page.searchParams.delete(LANGUAGE_QUERY_PARAM);
  return page.href;
}

/** Navigations the worker answers: the app's own pages, never the API or Firebase's reserved paths. */
export function isAppNavigation(pathname: string): boolean {
  return !pathname.startsWith('/api/') && !pathname.startsWith('/__/');
}

/** Deletes every personal cache; the precached app shell stays. Safe where the Cache API is missing. */
export async function clearPersonalCaches(
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!cacheStorage) return;
  await Promise.all(Object.values(PERSONAL_CACHES).map((name) => cacheStorage.delete(name)));
}

/**
 * A write that changes a cached read (a plan re-planned after a cycle event) puts its answer in the device's
 * copy, in the language it came in, and drops the copies in other languages: offline, the plan opens with its
 * new dates, never the old ones. Where the worker keeps nothing, nothing is written.
 */
export async function replaceCachedAnswer(
  url: string,
  language: string,
  body: unknown,
  cacheStorage: CacheStorage | undefined = globalThis.caches,
): Promise<void> {
  if (!cacheStorage || !(await cacheStorage.has(PERSONAL_CACHES.api))) return;
  const cache = await cacheStorage.open(PERSONAL_CACHES.api);
  const target = new URL(url);
  for (const request of await cache.keys()) {
    const cached = new URL(request.url);
    if (cached.origin === target.origin && cached.pathname === target.pathname) await cache.delete(request);
  }
  const answer = new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
  await cache.put(apiCacheKey(url, language), answer);
}
