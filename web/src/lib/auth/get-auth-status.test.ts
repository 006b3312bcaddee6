import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage';
import { getAuthStatus, shouldAskForSession } from './get-auth-status';

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

  it('remembers on the device whether the last answer was signed in', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ isAuthenticated: true, user })),
    );
    await getAuthStatus();
    expect(store.get(storageKeys.signedIn)).toBe('true');

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'x' }, { status: 401 })),
    );
    await getAuthStatus();
    expect(store.has(storageKeys.signedIn)).toBe(false);
  });
});

describe('shouldAskForSession', () => {
  it('asks on every page once the device signed in', () => {
    expect(shouldAskForSession('/', 'true')).toBe(true);
    expect(shouldAskForSession('/about', 'true')).toBe(true);
  });

  it('does not ask on a public page without the hint, so an anonymous visit logs no 401', () => {
    expect(shouldAskForSession('/', null)).toBe(false);
    expect(shouldAskForSession('/auth', null)).toBe(false);
  });

  it('always asks on the pages that need a session', () => {
    for (const page of ['/questionnaire', '/profile', '/welcome', '/admin', '/plan-preview', '/checkout']) {
      expect(shouldAskForSession(page, null)).toBe(true);
    }
  });
});
