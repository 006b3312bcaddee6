import { describe, expect, it } from 'vitest';
import { BASE_URL, Client, isSignedIn, registeredClient, signedInClient } from '../support/http.ts';
import { userDoc } from '../support/firebase.ts';
import type { ErrorBody } from '@nasl/core';

const signedIn = isSignedIn;

describe('exact revocation: no session made before a revocation survives it, whatever the second', () => {
  it('logout ends a session signed in a moment before, every time', async () => {
    const { registration } = await registeredClient();
    for (let round = 0; round < 8; round += 1) {
      const victim = await signedInClient(registration);
      const attacker = await signedInClient(registration);
      expect((await victim.post('/api/auth/logout')).status).toBe(200);
      expect(await signedIn(attacker)).toBe(false);
      expect(await signedIn(victim)).toBe(false);
    }
  });

  it('a password change ends a session signed in a moment before, every time', async () => {
    const { client: victim, registration } = await registeredClient();
    let password = registration.password;
    for (let round = 0; round < 6; round += 1) {
      const attacker = await signedInClient({ email: registration.email, password });
      const next = `next-password-${round}`;
      const changed = await victim.put('/api/user/password', {
        currentPassword: password,
        newPassword: next,
        confirmPassword: next,
      });
      expect(changed.status).toBe(200);
      password = next;
      expect(await signedIn(attacker)).toBe(false);
      expect(await signedIn(victim)).toBe(true);
    }
  });

  it('a new sign-in right after a logout works', async () => {
    const { client, registration } = await registeredClient();
    await client.post('/api/auth/logout');
    const again = await signedInClient(registration);
    expect(await signedIn(again)).toBe(true);
  });
});

describe('POST /api/user/sessions/revoke-others', () => {
  it('signs out every other device and keeps this one', async () => {
    const { client, registration, user } = await registeredClient();
    const phone = await signedInClient(registration);
    const laptop = await signedInClient(registration);
    const response = await client.post<ErrorBody>('/api/user/sessions/revoke-others');
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('You have been signed out of every other device.');
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(Object.keys((await userDoc(user.id))?.sessions as object)).toHaveLength(1);
  });

  it('is refused for guests with 401', async () => {
    expect((await new Client().post('/api/user/sessions/revoke-others')).status).toBe(401);
  });
});

describe('the sessions kept on the user document', () => {
  it('hold no cookie, only an id and the session’s dates', async () => {
    const { client, user } = await registeredClient();
    const sessions = (await userDoc(user.id))?.sessions as Record<string, Record<string, unknown>>;
    const [id, entry] = Object.entries(sessions)[0]!;
    expect(client.cookie).not.toContain(id);
    expect(Object.keys(entry!).sort()).toEqual(['createdAt', 'expiresAt']);
  });

  it('drop the oldest past 20, so an old device is signed out rather than the list growing', async () => {
    const { client: first, registration, user } = await registeredClient();
    for (let index = 0; index < 20; index += 1) await signedInClient(registration);
    expect(Object.keys((await userDoc(user.id))?.sessions as object)).toHaveLength(20);
    expect(await signedIn(first)).toBe(false);
  }, 60_000);
});

describe('a malformed session cookie reads as signed out, never a 500', () => {
  const cookies = [
    ['a bad percent-escape', '%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['garbage', 'not.a.jwt'],
    ['a forged JWT', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'],
    ['8 KB of text', 'x'.repeat(8000)],
  ];

  it.each(cookies)('%s: me reads signed out, logout 200, a signed-in endpoint 401', async (_, value) => {
    const headers = { cookie: `__session=${value}` };
    const me = await new Client().get('/api/auth/me', { headers });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ isAuthenticated: false, user: null });
    expect((await new Client().post('/api/auth/logout', undefined, { headers })).status).toBe(200);
    expect((await new Client().get('/api/user/plans', { headers })).status).toBe(401);
  });

  it('a guest request with a malformed cookie still works (public endpoints)', async () => {
    const response = await fetch(`${BASE_URL}/api/payment-config`, { headers: { cookie: '__session=%' } });
    expect(response.status).toBe(200);
  });
});
