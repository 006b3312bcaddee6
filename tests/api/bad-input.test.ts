import { describe, expect, it } from 'vitest';
import type { User } from '@nasl/core';
import { auth, authAccountExists, userDoc } from '../support/firebase.ts';
import { adminClient, BASE_URL, Client, registeredClient } from '../support/http.ts';
import { newAccount } from '../support/fixtures/accounts.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

const NAME_MESSAGE = 'Name must be at least 2 characters';
const LONG_ID = 'a'.repeat(1600);

describe('names', () => {
  it.each([
    ['a right-to-left override', 'moc.elpmaxe\u202E@lia'],
    ['a zero-width space', 'Sa\u200Bra'],
    ['a zero-width joiner only', 'Sara\u200D'],
    ['a control character', 'Sara\u0007 Ali'],
    ['a newline', 'Sara\nAli'],
    ['digits only', '12345'],
    ['symbols only', '!!??'],
    ['emoji only', '😀😀'],
    ['a noncharacter', 'Sara\uFDD0 Ali'],
    ['a private-use character', 'Sara\uE000 Ali'],
    ['the line separator', 'Sara\u2028Ali'],
    ['the paragraph separator', 'Sara\u2029Ali'],
    ['four combining marks in a row', 'Sa\u0301\u0302\u0303\u0304ra'],
    ['a flood of combining marks', `Z${'\u0336'.repeat(60)}algo`],
  ])('refuses %s at sign-up with 400 and the name message, creating nothing', async (_, name) => {
    const registration = newAccount({ name });
    const response = await new Client().post<ErrorBody>('/api/auth/register', registration);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NAME_MESSAGE);
    expect(response.body.fields?.name).toBe(NAME_MESSAGE);
    expect(await authAccountExists(registration.email)).toBe(false);
  });

  it('refuses them in the profile too, changing nothing', async () => {
    const { client, registration, user } = await registeredClient();
    const response = await client.put<ErrorBody>('/api/user/profile', {
      name: 'Evil\u202Eeman',
      email: registration.email,
      phone: '',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(NAME_MESSAGE);
    expect(await userDoc(user.id)).toMatchObject({ name: registration.name });
  });

  it('stores names in NFC, so one name has one spelling', async () => {
    const decomposed = 'Jose\u0301 Mari\u0301a';
    const response = await new Client().post<{ user: User }>(
      '/api/auth/register',
      newAccount({ name: decomposed }),
    );
    expect(response.status).toBe(201);
    expect(response.body.user.name).toBe('José María');
    expect((await userDoc(response.body.user.id))?.name).toBe('José María');
  });

  it('keeps Arabic names with their marks', async () => {
    const response = await new Client().post<{ user: User }>(
      '/api/auth/register',
      newAccount({ name: 'مُحَمَّد عَلِي' }),
    );
    expect(response.status).toBe(201);
    expect(response.body.user.name).toBe('مُحَمَّد عَلِي');
  });
});

const TEXT_MALFORMED = 'This text contains characters that cannot be read. Please type it again.';
const LONE = '\uD800';

describe('text that is not well-formed UTF-16 (a lone surrogate)', () => {
  it('refuses it in a name at sign-up with 400, creating nothing', async () => {
    const registration = newAccount({ name: `Sara${LONE} Ali` });
    const response = await new Client().post<ErrorBody>('/api/auth/register', registration);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: TEXT_MALFORMED, fields: { name: TEXT_MALFORMED } });
    expect(await authAccountExists(registration.email)).toBe(false);
  });

  it('refuses it in the profile, leaving Firebase Auth and the user document agreeing on the old name', async () => {
    const { client, registration, user } = await registeredClient({ name: 'Sara Ali' });
    for (const name of [`Nour${LONE}`, `\uDC00Nour`, `Nour ${LONE}\uD801`]) {
      const response = await client.put<ErrorBody>('/api/user/profile', {
        name,
        email: registration.email,
        phone: '',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXT_MALFORMED);
    }
    expect((await auth().getUser(user.id)).displayName).toBe('Sara Ali');
    expect(await userDoc(user.id)).toMatchObject({ name: 'Sara Ali' });
    // A good change still reaches both.
    expect(
      (await client.put('/api/user/profile', { name: 'Nour Ali', email: registration.email })).status,
    ).toBe(200);
    expect((await auth().getUser(user.id)).displayName).toBe('Nour Ali');
    expect(await userDoc(user.id)).toMatchObject({ name: 'Nour Ali' });
  });

  it('refuses it in a draft answer, keeping the draft as it was', async () => {
    const { client } = await registeredClient();
    expect(
      (await client.put('/api/questionnaire/draft', { step: 2, answers: { gender: 'boy' } })).status,
    ).toBe(200);
    const response = await client.put<ErrorBody>('/api/questionnaire/draft', {
      step: 3,
      answers: { motherDiet: `veg${LONE}` },
    });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ 'answers.motherDiet': TEXT_MALFORMED });
    expect((await client.get('/api/questionnaire/draft')).body).toMatchObject({
      step: 2,
      answers: { gender: 'boy' },
    });
  });

  it('refuses it in a chat message and in its history, before the model is asked', async () => {
    for (const body of [
      { message: `How much${LONE}?` },
      { message: 'How much?', history: [{ role: 'user', text: `hi${LONE}` }] },
    ]) {
      const response = await new Client().post<ErrorBody>('/api/ai-chat', body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(TEXT_MALFORMED);
    }
  });

  it('refuses it in a key, and refuses nesting deeper than any form needs', async () => {
    const { client } = await registeredClient();
    const inKey = await client.request<ErrorBody>('PUT', '/api/questionnaire/draft', {
      rawBody: '{"step":2,"answers":{"\\ud800":"x"}}',
    });
    expect(inKey.status).toBe(400);
    expect(inKey.body.message).toBe(TEXT_MALFORMED);
    const deep = await client.request<ErrorBody>('PUT', '/api/questionnaire/draft', {
      rawBody: `{"step":2,"answers":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toBe('The request body is nested too deeply');
  });
});

describe('ids in paths', () => {
  it.each([
    ['a slash', 'a%2Fb'],
    ['dots', '%2E%2E'],
    ['1,600 characters', LONG_ID],
    ['a space', 'a%20b'],
    ['the prototype’s name', '__proto__'],
    ['the constructor’s name', 'constructor'],
    ['an inherited method’s name', 'toString'],
    ['Firestore’s reserved form', '__x__'],
  ])('%s in a plan id: 404, never 500', async (_, id) => {
    const { client } = await registeredClient();
    const response = await client.get<ErrorBody>(`/api/plans/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Not found');
  });

  it.each([
    ['a slash', 'a%2Fb'],
    ['1,600 characters', LONG_ID],
    ['dots', '%2E'],
    ['the prototype’s name', '__proto__'],
    ['the constructor’s name', 'constructor'],
    ['Firestore’s reserved form', '__name__'],
  ])('%s in an admin target: 404 for toggle-admin and delete, nothing changed', async (_, id) => {
    const admin = await adminClient();
    const toggle = await admin.request<ErrorBody>('PATCH', `/api/admin/users/${id}/toggle-admin`, {
      body: { isAdmin: true },
    });
    expect(toggle.status).toBe(404);
    const deletion = await admin.request<ErrorBody>('DELETE', `/api/admin/users/${id}`);
    expect(deletion.status).toBe(404);
    expect(deletion.body.message).toBe('Not found');
  });
});

describe('ids in bodies', () => {
  it.each([
    ['a slash', 'a/b'],
    ['1,600 characters', LONG_ID],
    ['a number', 42],
    ['the prototype’s name', '__proto__'],
    ['the constructor’s name', 'constructor'],
    ['Firestore’s reserved form', '__x__'],
  ])('%s as a planId: 400 with the field message', async (_, planId) => {
    const { client } = await registeredClient();
    for (const path of ['/api/create-payment-intent', '/api/verify-payment']) {
      const response = await client.post<ErrorBody>(path, { planId, paymentIntentId: 'pi_abcdef123456' });
      expect(response.status).toBe(400);
      expect(response.body.fields?.planId).toBe('A plan id is required');
    }
    const admin = await adminClient();
    const unlock = await admin.post<ErrorBody>('/api/unlock-plan', { planId });
    expect(unlock.status).toBe(400);
  });
});

describe('admin list cursors, checked before any query', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['an id with a slash', cursor({ by: 'createdAt', seconds: 1, nanoseconds: 0, id: 'a/b' })],
    ['a 1,600-character id', cursor({ by: 'createdAt', seconds: 1, nanoseconds: 0, id: LONG_ID })],
    ['an e-mail of 1,000 characters', cursor({ by: 'email', email: 'a'.repeat(1000), id: 'abc' })],
    ['not base64url JSON', '!!!'],
    ['JSON of another shape', cursor({ page: 2 })],
    ['3,000 characters', 'A'.repeat(3000)],
  ])('%s: 400', async (_, value) => {
    const admin = await adminClient();
    for (const list of ['users', 'questionnaires', 'plans', 'audit']) {
      const response = await admin.get<ErrorBody>(`/api/admin/${list}?cursor=${encodeURIComponent(value)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid query parameters');
    }
  });
});

describe('malformed JSON', () => {
  it('reaching the app is answered 400 { message } by it, and writes nothing', async () => {
    const { client, user } = await registeredClient();
    const response = await client.request<ErrorBody>('PUT', '/api/user/profile', {
      rawBody: '{"name": "Changed",',
      headers: { 'content-type': 'application/merge-patch+json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON');
    expect((await userDoc(user.id))?.name).not.toBe('Changed');
  });

  it('declared application/json is refused by the platform’s parser with 400 before the app, never 500', async () => {
    const { client, user } = await registeredClient();
    const plan = await createPlan(client);
    for (const rawBody of ['{"isAdmin": ', 'null', '"text"', '{']) {
      const response = await fetch(`${BASE_URL}/api/user/profile`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          origin: BASE_URL,
          cookie: `__session=${client.cookie}`,
        },
        body: rawBody,
      });
      expect(response.status).toBe(400);
    }
    expect(await userDoc(user.id)).toMatchObject({ isAdmin: false });
    expect((await client.get(`/api/plans/${plan.id}`)).status).toBe(200);
  });
});
