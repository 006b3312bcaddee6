import type { Request, Response } from 'express';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../lib/config.ts';
import type * as Throttle from '../../middleware/throttle.ts';

/**
 * The order of what a completed reset does, which the local Auth emulator cannot show: it never refuses a
 * refresh token, revoked or not, so the API tests cannot tell a squatter's refresh token was revoked.
 */
const calls: string[] = [];

vi.mock('../../lib/firebase.ts', () => ({
  auth: () => ({
    getUserByEmail: async () => ({ uid: 'squatted-uid' }),
    getUser: async () => ({ emailVerified: true }),
    updateUser: async () => undefined,
    revokeRefreshTokens: async (uid: string) => {
      calls.push(`revoke ${uid}`);
    },
  }),
  authErrorCode: () => undefined,
}));
vi.mock('../../lib/firebase-identity.ts', () => ({
  checkActionCode: async () => ({ ok: true, type: 'PASSWORD_RESET', email: 'noura@example.com' }),
  resetPasswordWithCode: async () => {
    calls.push('reset');
    return { ok: true, email: 'Noura@Example.com' };
  },
  signInWithPassword: async () => {
    calls.push('sign in');
    return { ok: true, idToken: 'fresh-id-token', uid: 'squatted-uid' };
  },
}));
vi.mock('../../data/users.ts', () => ({
  findUserDoc: async () => null,
  createUserDoc: async () => calls.push('create document'),
}));
vi.mock('../../middleware/session.ts', () => ({
  beginOnlySession: async (_res: unknown, _config: unknown, _uid: string, signIn: () => Promise<string>) => {
    await signIn();
    calls.push('session');
    return { user: { id: 'squatted-uid' }, idToken: 'fresh-id-token' };
  },
}));
const forgotten = vi.hoisted(() => vi.fn());
vi.mock('../../middleware/throttle.ts', async (original) => ({
  ...(await original<typeof Throttle>()),
  forgetLimits: async (limits: { id: string }[]) => {
    calls.push('forget limits');
    forgotten(limits.map((limit) => limit.id));
  },
}));

const { confirmPasswordReset } = await import('./confirm-password-reset.ts');
const { limitFor } = await import('../../middleware/throttle.ts');

beforeEach(() => {
  calls.length = 0;
  forgotten.mockClear();
});

describe('a completed password reset (the claim of a squatted address among them)', () => {
  it('revokes every earlier token of the account and lifts the lockout before signing her in', async () => {
    const config = readConfig({ FUNCTIONS_EMULATOR: 'true' });
    const req = {
      jsonBody: {
        oobCode: 'code',
        newPassword: 'hers-at-last-1',
        confirmPassword: 'hers-at-last-1',
        profile: { name: 'Noura', phone: '+966 55 765 4321', gender: 'female', healthDataConsent: true },
      },
      headers: {},
    } as unknown as Request;
    const res = { json: vi.fn(), status: vi.fn(), set: vi.fn() } as unknown as Response;
    await confirmPasswordReset(config)(req, res);
    expect(calls.indexOf('revoke squatted-uid')).toBeGreaterThan(calls.indexOf('reset'));
    expect(calls.indexOf('revoke squatted-uid')).toBeLessThan(calls.indexOf('sign in'));
    expect(calls.indexOf('forget limits')).toBeLessThan(calls.indexOf('session'));
    expect(forgotten).toHaveBeenCalledWith([
      limitFor(config, 'loginFailuresPerAccount', 'noura@example.com').id,
      limitFor(config, 'passwordChecksPerAccount', 'squatted-uid').id,
    ]);
    expect(res.json).toHaveBeenCalledWith(expect.objectContaining({ user: { id: 'squatted-uid' } }));
  });
});
