import { describe, expect, it, vi } from 'vitest';
import {
  PERSONAL_CACHES,
  answerEndsSession,
  apiCacheKey,
  clearPersonalCaches,
  isAppNavigation,
  isCachedApiRequest,
  pageCacheKey,
  replaceCachedAnswer,
} from './offline-cache';

describe('isCachedApiRequest', () => {
  it.each(['/api/auth/me', '/api/user/plans', '/api/plans/123', '/api/plans/abc-def'])(
    'keeps GET %s',
    (path) => {
      expect(isCachedApiRequest('GET', path)).toBe(true);
    },
  );

  it.each([
    ['POST', '/api/auth/me'],
    ['PUT', '/api/plans/1'],
    ['GET', '/api/plans'],
    ['GET', '/api/plans/1/extra'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/stats'],
    ['GET', '/api/questionnaire/draft'],
    ['POST', '/api/ai-chat'],
    ['GET', '/api/auth/me/'],
  ])('never keeps %s %s', (method, path) => {
    expect(isCachedApiRequest(method, path)).toBe(false);
  });
});

describe('answerEndsSession', () => {
  it('ends the session on a 401 from any personal read', async () => {
    const refused = () => Response.json({ message: 'Not authenticated' }, { status: 401 });
    expect(await answerEndsSession('/api/plans/7', refused())).toBe(true);
    expect(await answerEndsSession('/api/auth/me', refused())).toBe(true);
  });

  it('ends the session when the session status says guest', async () => {
    const guest = Response.json({ isAuthenticated: false, user: null });
    expect(await answerEndsSession('/api/auth/me', guest)).toBe(true);
    // The worker still hands the answer to the page: the check reads a copy.
    expect(await guest.json()).toEqual({ isAuthenticated: false, user: null });
  });

  it('keeps the session for a signed-in status, other answers and unreadable bodies', async () => {
    const signedIn = Response.json({ isAuthenticated: true, user: { id: 'u1' } });
    expect(await answerEndsSession('/api/auth/me', signedIn)).toBe(false);
    expect(await answerEndsSession('/api/plans/7', Response.json({ isAuthenticated: false }))).toBe(false);
    expect(await answerEndsSession('/api/auth/me', new Response('oops', { status: 200 }))).toBe(false);
    expect(await answerEndsSession('/api/auth/me', new Response('down', { status: 503 }))).toBe(false);
  });
});

describe('apiCacheKey', () => {
  it('keeps one entry per language', () => {
    const url = 'https://nasl.example/api/plans/7';
    expect(apiCacheKey(url, 'ar')).not.toBe(apiCacheKey(url, 'en'));
    expect(apiCacheKey(url, 'EN ')).toBe(apiCacheKey(url, 'en'));
  });

  it('treats a missing language as Arabic, the API default', () => {
    const url = 'https://nasl.example/api/auth/me';
    expect(apiCacheKey(url, null)).toBe(apiCacheKey(url, 'ar'));
  });

  it('keeps the address itself', () => {
    const key = new URL(apiCacheKey('https://nasl.example/api/plans/7?x=1', 'en'));
    expect(key.pathname).toBe('/api/plans/7');
    expect(key.searchParams.get('x')).toBe('1');
  });
});

describe('pageCacheKey', () => {
  it('is the same page in either interface language', () => {
    expect(pageCacheKey('https://nasl.example/plan-preview?id=9&lang=en')).toBe(
      'https://nasl.example/plan-preview?id=9',
    );
    expect(pageCacheKey('https://nasl.example/about?lang=ar')).toBe('https://nasl.example/about');
  });

  it('keeps the query that names the plan and drops the hash', () => {
    expect(pageCacheKey('https://nasl.example/results?id=9#diet')).toBe('https://nasl.example/results?id=9');
    expect(pageCacheKey('https://nasl.example/results?id=9')).not.toBe(
      pageCacheKey('https://nasl.example/results?id=10'),
    );
  });
});

describe('isAppNavigation', () => {
  it.each(['/', '/results', '/plan-preview', '/admin'])('answers %s', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each(['/api/auth/me', '/__/auth/handler'])('leaves %s to the network', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });
});

describe('clearPersonalCaches', () => {
  it('deletes every personal cache and nothing else', async () => {
    const deleted: string[] = [];
    const storage = {
      delete: vi.fn((name: string) => {
        deleted.push(name);
        return Promise.resolve(true);
      }),
    } as unknown as CacheStorage;
    await clearPersonalCaches(storage);
    expect(deleted.sort()).toEqual(Object.values(PERSONAL_CACHES).sort());
  });

  it('does nothing where the Cache API is missing', async () => {
    await expect(clearPersonalCaches(undefined)).resolves.toBeUndefined();
  });
});

describe('replaceCachedAnswer', () => {
  /** An in-memory Cache API holding the personal API cache when `withApiCache`. */
  function fakeCaches(withApiCache: boolean) {
    const entries = new Map<string, string>();
    const cache = {
      keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
      delete: (request: Request) => Promise.resolve(entries.delete(request.url)),
      put: async (key: string, response: Response) => {
        entries.set(key, await response.text());
      },
    };
    const storage = {
      has: (name: string) => Promise.resolve(withApiCache && name === PERSONAL_CACHES.api),
      open: vi.fn(() => Promise.resolve(cache)),
    } as unknown as CacheStorage;
    return { storage, entries };
  }

  const plan = 'https://nasl.example/api/plans/7';

  it('puts the new answer under its language and drops the plan’s other copies only', async () => {
    const { storage, entries } = fakeCaches(true);
    entries.set(apiCacheKey(plan, 'ar'), '{"old":"ar"}');
    entries.set(apiCacheKey(plan, 'en'), '{"old":"en"}');
    entries.set(apiCacheKey('https://nasl.example/api/plans/8', 'en'), '{"other":true}');
    entries.set(apiCacheKey('https://nasl.example/api/user/plans', 'en'), '[]');

    await replaceCachedAnswer(plan, 'en', { id: '7', fresh: true }, storage);

    expect(Object.fromEntries(entries)).toEqual({
      [apiCacheKey(plan, 'en')]: '{"id":"7","fresh":true}',
      [apiCacheKey('https://nasl.example/api/plans/8', 'en')]: '{"other":true}',
      [apiCacheKey('https://nasl.example/api/user/plans', 'en')]: '[]',
    });
  });

  it('writes nothing where the worker keeps no answers, or the Cache API is missing', async () => {
    const { storage, entries } = fakeCaches(false);
    await replaceCachedAnswer(plan, 'en', {}, storage);
    expect(entries.size).toBe(0);
    expect(storage.open).not.toHaveBeenCalled();
    await expect(replaceCachedAnswer(plan, 'en', {}, undefined)).resolves.toBeUndefined();
  });
});
