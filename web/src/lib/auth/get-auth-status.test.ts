import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthStatus } from './get-auth-status';

const user = {
  id: 'u1',
  name: 'Sara Ali',
  email: 'sara@example.com',
  phone: null,
  isAdmin: false,
  isSubscribed: false,
  gender: 'female',
  emailVerified: false,
  createdAt: '2025-06-01T10:00:00.000Z',
  myPlan: null,
};

describe('getAuthStatus', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('returns the signed-in user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ isAuthenticated: true, user })),
    );
    await expect(getAuthStatus()).resolves.toEqual({ isAuthenticated: true, user });
  });

  it('returns a guest as signed out, without logging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ isAuthenticated: false, user: null })),
    );
    await expect(getAuthStatus()).resolves.toEqual({ isAuthenticated: false, user: null });
    expect(log).not.toHaveBeenCalled();
  });

  it('treats 401 as signed out without logging', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          Response.json({ isAuthenticated: false, user: null, message: 'x' }, { status: 401 }),
        ),
    );
    await expect(getAuthStatus()).resolves.toEqual({ isAuthenticated: false, user: null });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs any other failure and treats it as signed out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('oops', { status: 500 })));
    await expect(getAuthStatus()).resolves.toEqual({ isAuthenticated: false, user: null });
    expect(log).toHaveBeenCalledWith('Failed to fetch authentication status', expect.anything());
  });

  it('treats an unreachable API as signed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getAuthStatus()).resolves.toEqual({ isAuthenticated: false, user: null });
  });
});

describe('the hint it leaves for the next first paint', () => {
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map([['nasl-signed-in', '1']]);
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const answer = (response: Response) =>
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response));

  it('is kept while the server names a person', async () => {
    stored.clear();
    answer(Response.json({ isAuthenticated: true, user }));
    await getAuthStatus();
    expect(stored.get('nasl-signed-in')).toBe('1');
  });

  it.each([
    ['a guest', () => Response.json({ isAuthenticated: false, user: null })],
    ['a 401', () => Response.json({ isAuthenticated: false, user: null }, { status: 401 })],
  ])('goes when the server answers %s', async (_case, response) => {
    answer(response());
    await getAuthStatus();
    expect(stored.has('nasl-signed-in')).toBe(false);
  });

  it('stays as it was when there is no answer (a server error, no connection)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(new Response('oops', { status: 500 }));
    await getAuthStatus();
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    await getAuthStatus();
    expect(stored.get('nasl-signed-in')).toBe('1');
  });
});
