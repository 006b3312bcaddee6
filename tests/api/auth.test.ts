import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@nasl/core';
import { adminClient, BASE_URL, Client, isSignedIn, registeredClient } from '../support/http.ts';
import { newAccount, uniqueEmail } from '../support/fixtures/accounts.ts';
import { authAccountExists, userDoc, userDocsNamed, userDocsWithEmail } from '../support/firebase.ts';
import type { ErrorBody } from '@nasl/core';

const CONSENT = 'Please agree to the processing of your health data: the plan is built from it';

describe('POST /api/auth/register', () => {
  it('creates the account and its user document, and signs the person in with an httpOnly cookie', async () => {
    const client = new Client();
    const registration = newAccount({
      name: 'سارة أحمد',
      email: uniqueEmail('New.Person').toUpperCase(),
      phone: '+966 50 123 4567',
    });
    const response = await client.post<{ user: Record<string, unknown> }>('/api/auth/register', registration);
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      name: 'سارة أحمد',
      email: registration.email.toLowerCase(),
      phone: '+966 50 123 4567',
      gender: 'female',
      isAdmin: false,
      isSubscribed: false,
    });
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.setCookie).toMatch(/__session=[^;]+;/);
    expect(response.setCookie).toMatch(/HttpOnly/i);
    expect(response.setCookie).toMatch(/SameSite=Lax/i);
    const me = await client.get<{ isAuthenticated: boolean; user: { id: string } }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.isAuthenticated).toBe(true);
    const stored = await userDoc(me.body.user.id);
    expect(stored).toMatchObject({
      email: registration.email.toLowerCase(),
      isAdmin: false,
      isSubscribed: false,
    });
  });

  it('records her explicit consent to process health data, with its date and the privacy policy’s version', async () => {
    const before = Date.now();
    const response = await new Client().post<{ user: { id: string } }>('/api/auth/register', newAccount());
    expect(response.status).toBe(201);
    const consent = (await userDoc(response.body.user.id))?.healthDataConsent as {
      givenAt: { toMillis(): number };
      policyVersion: string;
    };
    expect(consent.policyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(consent.givenAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(consent.givenAt.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('ignores privileged fields sent by the client', async () => {
    const client = new Client();
    const response = await client.post<{ user: { isAdmin: boolean; isSubscribed: boolean } }>(
      '/api/auth/register',
      { ...newAccount(), isAdmin: true, isSubscribed: true, id: 'chosen-id' },
    );
    expect(response.status).toBe(201);
    expect(response.body.user.isAdmin).toBe(false);
    expect(response.body.user.isSubscribed).toBe(false);
    expect(response.body.user).not.toMatchObject({ id: 'chosen-id' });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a blank name', { name: '   ' }, 'name', 'Name must be at least 2 characters'],
    ['a missing name', { name: undefined }, 'name', 'Name must be at least 2 characters'],
    ['a numeric name', { name: 12345 }, 'name', 'Name must be at least 2 characters'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a missing email', { email: undefined }, 'email', 'Please enter a valid email address'],
    ['a short phone', { phone: '12345' }, 'phone', 'Please enter a valid phone number'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone', 'Please enter a valid phone number'],
    ['a missing phone', { phone: undefined }, 'phone', 'Please enter a valid phone number'],
    ['a short password', { password: '12345' }, 'password', 'Password must be at least 6 characters'],
    ['a missing password', { password: undefined }, 'password', 'Password must be at least 6 characters'],
    ['an unknown gender', { gender: 'other' }, 'gender', 'Please select your gender'],
    ['a missing gender', { gender: undefined }, 'gender', 'Please select your gender'],
    ['no consent to process health data', { healthDataConsent: undefined }, 'healthDataConsent', CONSENT],
    ['a refused consent', { healthDataConsent: false }, 'healthDataConsent', CONSENT],
    ['a consent that is not a yes', { healthDataConsent: 'yes' }, 'healthDataConsent', CONSENT],
  ];
  it.each(invalid)(
    'refuses %s with 400 and the field message, storing nothing',
    async (_, change, field, text) => {
      // A name no one else has: with the e-mail, it finds what this sign-up would have stored.
      const registration = newAccount({ name: `Refused ${randomBytes(6).toString('hex')}`, ...change });
      const response = await new Client().post<ErrorBody>('/api/auth/register', registration);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(text);
      expect(response.body.fields?.[field]).toBe(text);
      if (typeof registration.name === 'string') expect(await userDocsNamed(registration.name)).toBe(0);
      if (typeof registration.email === 'string' && registration.email.includes('@')) {
        expect(await authAccountExists(registration.email)).toBe(false);
        expect(await userDocsWithEmail(registration.email)).toBe(0);
      }
    },
  );

  it('answers validation errors in Arabic by default', async () => {
    const response = await new Client().post<ErrorBody>('/api/auth/register', newAccount({ name: 'A' }), {
      headers: { 'accept-language': '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('يجب أن يتكون الاسم من حرفين على الأقل');
  });

  it.each([
    ['an array', '[]'],
    ['an empty body', ''],
  ])('refuses %s as the body with 400 and a message', async (_, rawBody) => {
    const response = await new Client().request<ErrorBody>('POST', '/api/auth/register', { rawBody });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body must be a JSON object');
  });

  // Cloud Functions' own JSON parser (strict) answers these before the app runs; they still never reach a 500.
  it.each([
    ['a bare string', '"hello"'],
    ['null', 'null'],
  ])('refuses %s as the body with 400', async (_, rawBody) => {
    const response = await new Client().request('POST', '/api/auth/register', { rawBody });
    expect(response.status).toBe(400);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await new Client().request('POST', '/api/auth/register', { rawBody: '{"name": ' });
    expect(response.status).toBe(400);
  });

  it('refuses an oversized body with 413 and creates nothing', async () => {
    const registration = newAccount({ name: 'x'.repeat(100_000) });
    const response = await new Client().post<ErrorBody>('/api/auth/register', registration);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Request body is too large');
    expect(await authAccountExists(registration.email)).toBe(false);
  });

  it('refuses a duplicate email with 409, whatever its case', async () => {
    const { registration } = await registeredClient();
    const again = await new Client().post<ErrorBody>(
      '/api/auth/register',
      newAccount({ email: registration.email.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
    expect(await userDocsWithEmail(registration.email)).toBe(1);
  });

  it('refuses a request from another site with 403 and creates nothing', async () => {
    const registration = newAccount();
    const response = await new Client().post<ErrorBody>('/api/auth/register', registration, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Request origin is not allowed');
    expect(await authAccountExists(registration.email)).toBe(false);
  });

  it('accepts a request without Origin (curl), as long as it is not marked cross-site', async () => {
    const registration = newAccount();
    const headers = { 'content-type': 'application/json' };
    const curlLike = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify(registration),
    });
    expect(curlLike.status).toBe(201);
    const crossSite = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(newAccount()),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const { registration, user } = await registeredClient();
    const client = new Client();
    const response = await client.post<{ user: { id: string } }>('/api/auth/login', {
      email: registration.email.toUpperCase(),
      password: registration.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);
    expect(client.cookie).toBeTruthy();
    expect(await isSignedIn(client)).toBe(true);
  });

  it.each([
    ['a wrong password', (email: string) => ({ email, password: 'wrong-password' })],
    ['an unknown email', () => ({ email: uniqueEmail('nobody'), password: 'secret123' })],
  ])('refuses %s with 401 and sets no session', async (_, body) => {
    const { registration } = await registeredClient();
    const client = new Client();
    const response = await client.post<ErrorBody>('/api/auth/login', body(registration.email));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid email or password.');
    expect(client.cookie).toBeUndefined();
  });

  it.each([
    [{ email: 'nope', password: 'secret123' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: '123' }, 'Password must be at least 6 characters'],
    [{ email: 'a@example.com' }, 'Password must be at least 6 characters'],
    [{ password: 'secret123' }, 'Please enter a valid email address'],
    [{ email: ['a@example.com'], password: 'secret123' }, 'Please enter a valid email address'],
  ])('refuses %j with 400', async (body, text) => {
    const response = await new Client().post<ErrorBody>('/api/auth/login', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(text);
  });
});

describe('GET /api/auth/me and /api/auth/user', () => {
  it('answers guests and forged cookies 200 with isAuthenticated false, while /user refuses them', async () => {
    for (const client of [new Client(), new Client('forged.cookie.value')]) {
      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ isAuthenticated: false, user: null });
      expect(me.headers.get('cache-control')).toMatch(/no-store/);
      expect((await client.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('shows each person only themselves', async () => {
    const alice = await registeredClient({ name: 'Alice Doe' });
    const bob = await registeredClient({ name: 'Bob Roe' });
    const aliceMe = await alice.client.get<{ user: { id: string } }>('/api/auth/user');
    const bobMe = await bob.client.get<{ user: { id: string } }>('/api/auth/user');
    expect(aliceMe.body.user.id).toBe(alice.user.id);
    expect(bobMe.body.user.id).toBe(bob.user.id);
    expect(aliceMe.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('reports admin rights for the seeded admin', async () => {
    const admin = await adminClient();
    const me = await admin.get<{ user: { isAdmin: boolean } }>('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user.isAdmin).toBe(true);
  });
});

describe('POST /api/auth/logout', () => {
  it('clears the cookie and revokes the session, so a copy of the old cookie stops working', async () => {
    const { client } = await registeredClient();
    const stolenCopy = new Client(client.cookie);
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.setCookie).toMatch(/__session=;/);
    expect(client.cookie).toBeUndefined();
    expect(await isSignedIn(stolenCopy)).toBe(false);
  });

  it('lets the person sign in again at once, while the old cookie stays refused', async () => {
    const { client, registration } = await registeredClient();
    const stolenCopy = new Client(client.cookie);
    await client.post('/api/auth/logout');
    const again = new Client();
    const login = await again.post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(200);
    expect(await isSignedIn(again)).toBe(true);
    expect(await isSignedIn(stolenCopy)).toBe(false);
  });

  it('succeeds for a guest too', async () => {
    const response = await new Client().post('/api/auth/logout');
    expect(response.status).toBe(200);
  });

  it('is refused from another site', async () => {
    const { client } = await registeredClient();
    const response = await client.post('/api/auth/logout', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await isSignedIn(client)).toBe(true);
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a JSON message', async () => {
    const response = await new Client().get<ErrorBody>('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Not found');
  });
});
