import { describe, expect, it } from 'vitest';
import { messages, PRIVACY_POLICY_VERSION, type User } from '@nasl/core';
import { authEmailsTo, lastAuthEmailTo } from '../support/auth-emails.ts';
import { auth, userDoc, userDocsWithEmail } from '../support/firebase.ts';
import { Client, isSignedIn } from '../support/http.ts';
import { newAccount, uniqueEmail } from '../support/fixtures/accounts.ts';
import type { ErrorBody } from '@nasl/core';

type Confirmed = { user: User; message: string };

/**
 * Someone creates an account for another person's address straight through Firebase Auth's public REST
 * API (`accounts:signUp`, open to anyone with the project's Web API key), never through the app: an Auth
 * account without its user document. The owner of the mailbox must still be able to make it hers.
 */
async function squat(email: string, password = 'squatter-secret'): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any-public-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`accounts:signUp: ${response.status}`);
  return body.localId;
}

const HER_DETAILS = {
  name: 'نورة خالد',
  phone: '+966 55 765 4321',
  gender: 'female',
  healthDataConsent: true,
} as const;

function confirm(client: Client, oobCode: string, extra: Record<string, unknown> = {}) {
  return client.post<Confirmed & ErrorBody>('/api/auth/password-reset/confirm', {
    oobCode,
    newPassword: 'hers-at-last-1',
    confirmPassword: 'hers-at-last-1',
    ...extra,
  });
}

describe('an address squatted through Firebase Auth’s public API', () => {
  it('is recovered by the mailbox’s owner: sign-up sends the link, its page asks her details, then it is hers', async () => {
    const email = uniqueEmail('squatted');
    const uid = await squat(email);
    const squatter = new Client();
    expect((await squatter.post('/api/auth/login', { email, password: 'squatter-secret' })).status).toBe(401);

    // Her sign-up is not a dead end: a reset link is on its way, and she is told so.
    const signUp = await new Client().post<ErrorBody>('/api/auth/register', newAccount({ email }));
    expect(signUp.status).toBe(409);
    expect(signUp.body.message).toBe(messages.emailUnfinished.en);
    const link = await lastAuthEmailTo(email, 'PASSWORD_RESET');

    // The link's page asks for her details first; the code is not used up by that.
    const her = new Client();
    const withoutDetails = await confirm(her, link.oobCode);
    expect(withoutDetails.status).toBe(409);
    expect(withoutDetails.body.message).toBe(messages.profileRequired.en);
    expect(await userDoc(uid)).toBeUndefined();

    // Her details without the consent to process health data are refused, still without using the code.
    const noConsent = await confirm(her, link.oobCode, {
      profile: { ...HER_DETAILS, healthDataConsent: false },
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields?.['profile.healthDataConsent']).toBe(messages.healthDataConsentRequired.en);

    const before = Date.now();
    const finished = await confirm(her, link.oobCode, { profile: HER_DETAILS });
    expect(finished.status).toBe(200);
    expect(finished.body.user).toMatchObject({ id: uid, email, name: HER_DETAILS.name, emailVerified: true });
    expect(await isSignedIn(her)).toBe(true);
    const doc = await userDoc(uid);
    expect(doc).toMatchObject({
      name: HER_DETAILS.name,
      phone: HER_DETAILS.phone,
      gender: 'female',
      isAdmin: false,
    });
    const consent = doc?.healthDataConsent as { givenAt: { toMillis(): number }; policyVersion: string };
    expect(consent.policyVersion).toBe(PRIVACY_POLICY_VERSION);
    expect(consent.givenAt.toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect((await auth().getUser(uid)).displayName).toBe(HER_DETAILS.name);
    expect(await userDocsWithEmail(email)).toBe(1);

    // Hers now: her password signs in, the squatter's no longer does, and the link worked once.
    expect((await new Client().post('/api/auth/login', { email, password: 'hers-at-last-1' })).status).toBe(
      200,
    );
    expect((await squatter.post('/api/auth/login', { email, password: 'squatter-secret' })).status).toBe(401);
    expect((await confirm(new Client(), link.oobCode, { profile: HER_DETAILS })).status).toBe(400);
    // And the address is simply taken from now on.
    const again = await new Client().post<ErrorBody>('/api/auth/register', newAccount({ email }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.emailTaken.en);
  });

  it('is recovered from “forgot password” too: the reset confirmation creates the missing document', async () => {
    const email = uniqueEmail('squatted');
    const uid = await squat(email);
    expect((await new Client().post('/api/auth/password-reset', { email })).status).toBe(202);
    const link = await lastAuthEmailTo(email, 'PASSWORD_RESET');
    const her = new Client();
    const finished = await confirm(her, link.oobCode, { profile: HER_DETAILS });
    expect(finished.status).toBe(200);
    expect(finished.body.user.id).toBe(uid);
    expect(await userDoc(uid)).toMatchObject({ email, name: HER_DETAILS.name });
  });

  it('sends the link again only within the reset limit per address', async () => {
    const email = uniqueEmail('squatted');
    await squat(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await new Client().post('/api/auth/register', newAccount({ email }))).status);
    }
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    expect(statuses).toContain(429);
    expect((await authEmailsTo(email, 'PASSWORD_RESET')).length).toBe(
      statuses.filter((s) => s === 409).length,
    );
  });

  it('keeps the profile of an account that has one: a reset with details changes none of them', async () => {
    const registration = newAccount();
    const client = new Client();
    const created = await client.post<{ user: User }>('/api/auth/register', registration);
    await new Client().post('/api/auth/password-reset', { email: registration.email });
    const link = await lastAuthEmailTo(registration.email, 'PASSWORD_RESET');
    const reset = await confirm(new Client(), link.oobCode, {
      profile: { ...HER_DETAILS, name: 'Someone Else' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.user.name).toBe(registration.name);
    expect(await userDoc(created.body.user.id)).toMatchObject({ name: registration.name });
  });
});
