import { describe, expect, it } from 'vitest';
import type { User } from '@nasl/core';
import { authEmailsTo, lastAuthEmailTo, recordedAuthEmails } from '../support/auth-emails.ts';
import { authAccountExists, userDoc } from '../support/firebase.ts';
import { Client, isSignedIn, registeredClient } from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';
import { createPlan } from '../support/fixtures/plans.ts';
import type { ErrorBody } from '@nasl/core';

type Confirmed = { user: User; message: string };

const RESET_SENT =
  'If an account uses this e-mail address, a link to choose a new password is on its way. Check your inbox and your spam folder.';
const CODE_INVALID = 'This link is invalid, has expired or was already used. Please ask for a new one.';

function confirmReset(client: Client, oobCode: string, password = 'chosen-again-1') {
  return client.post<Confirmed & ErrorBody>('/api/auth/password-reset/confirm', {
    oobCode,
    newPassword: password,
    confirmPassword: password,
  });
}

describe('POST /api/auth/password-reset', () => {
  it('answers the same 202 for a registered address and an unknown one; only the first gets an e-mail', async () => {
    const { registration } = await registeredClient();
    const unknown = uniqueEmail('nobody');
    const known = await new Client().post<ErrorBody>('/api/auth/password-reset', {
      email: registration.email,
    });
    const missing = await new Client().post<ErrorBody>('/api/auth/password-reset', { email: unknown });
    expect(known.status).toBe(202);
    expect(missing.status).toBe(202);
    expect(missing.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: RESET_SENT });
    expect(await authEmailsTo(registration.email, 'PASSWORD_RESET')).toHaveLength(1);
    expect(await authEmailsTo(unknown, 'PASSWORD_RESET')).toHaveLength(0);
    expect(await authAccountExists(unknown)).toBe(false);
  });

  it('answers in Arabic when asked', async () => {
    const response = await new Client().post<ErrorBody>(
      '/api/auth/password-reset',
      { email: uniqueEmail() },
      { lang: 'ar' },
    );
    expect(response.status).toBe(202);
    expect(response.body.message).toMatch(/^إذا كان هناك حساب/);
  });

  it.each<[{ email?: string | string[] }]>([
    [{ email: 'not-an-email' }],
    [{}],
    [{ email: ['a@example.com'] }],
  ])('refuses %j with 400 and sends nothing', async (body) => {
    // What this request could have sent: an e-mail to an address it names, or to none.
    const named = [body.email ?? []].flat().map((address) => address.toLowerCase());
    const sentForIt = async () =>
      (await recordedAuthEmails()).filter((sent) => !sent.email || named.includes(sent.email));
    const sentBefore = (await sentForIt()).length;
    const response = await new Client().post<ErrorBody>('/api/auth/password-reset', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email address');
    expect((await sentForIt()).length).toBe(sentBefore);
  });
});

describe('resetting a forgotten password through the e-mailed link', () => {
  it('sets the new password, signs this browser in, ends every other session, and the link works once', async () => {
    const { client: oldDevice, registration, user } = await registeredClient();
    await new Client().post('/api/auth/password-reset', { email: registration.email });
    const sent = await lastAuthEmailTo(registration.email, 'PASSWORD_RESET');
    expect(sent.oobLink).toContain('mode=resetPassword');

    const browser = new Client();
    const confirmed = await confirmReset(browser, sent.oobCode);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your password has been changed and you are signed in.');
    expect(confirmed.body.user).toMatchObject({ id: user.id, email: registration.email });
    expect(await isSignedIn(browser)).toBe(true);
    expect(await isSignedIn(oldDevice)).toBe(false);

    const withOld = await new Client().post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(withOld.status).toBe(401);
    const withNew = await new Client().post('/api/auth/login', {
      email: registration.email,
      password: 'chosen-again-1',
    });
    expect(withNew.status).toBe(200);

    const again = await confirmReset(new Client(), sent.oobCode, 'third-try-1');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CODE_INVALID);
    expect(again.body.fields).toEqual({ oobCode: CODE_INVALID });
  });

  it('lifts the lockout that wrong passwords earned her address: the new password signs in at once', async () => {
    const { registration } = await registeredClient();
    // RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT is 10 a minute on the test stack (scripts/test.ts).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await new Client().post('/api/auth/login', {
        email: registration.email,
        password: `wrong-guess-${attempt}`,
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await new Client().post('/api/auth/login', registration);
    expect(locked.status).toBe(429);
    await new Client().post('/api/auth/password-reset', { email: registration.email });
    const sent = await lastAuthEmailTo(registration.email, 'PASSWORD_RESET');
    expect((await confirmReset(new Client(), sent.oobCode)).status).toBe(200);
    const after = await new Client().post('/api/auth/login', {
      email: registration.email.toUpperCase(),
      password: 'chosen-again-1',
    });
    expect(after.status).toBe(200);
  });

  it.each([
    ['an unknown code', 'AbCdEf0123456789unknown'],
    ['a code with characters no code has', 'abc/../def'],
    ['an empty code', ''],
    ['a 2,000-character code', 'a'.repeat(2000)],
  ])('refuses %s with 400 and changes no password', async (_, oobCode) => {
    const { registration } = await registeredClient();
    const response = await confirmReset(new Client(), oobCode);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CODE_INVALID);
    const login = await new Client().post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(200);
  });

  it('refuses a verification code used as a reset code', async () => {
    const { registration } = await registeredClient();
    const verification = await lastAuthEmailTo(registration.email, 'VERIFY_EMAIL');
    expect((await confirmReset(new Client(), verification.oobCode)).status).toBe(400);
  });

  it.each([
    [{ newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ confirmPassword: 'something-else' }, "Passwords don't match"],
  ])('refuses %j with 400 and keeps the code usable', async (change: Record<string, string>, text) => {
    const { registration } = await registeredClient();
    await new Client().post('/api/auth/password-reset', { email: registration.email });
    const sent = await lastAuthEmailTo(registration.email, 'PASSWORD_RESET');
    const refused = await new Client().post<ErrorBody>('/api/auth/password-reset/confirm', {
      oobCode: sent.oobCode,
      newPassword: 'chosen-again-1',
      confirmPassword: 'chosen-again-1',
      ...change,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(text);
    expect((await confirmReset(new Client(), sent.oobCode)).status).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('is sent at sign-up, shows as unverified, and the link verifies the address (once)', async () => {
    const { client, registration } = await registeredClient();
    expect((await client.get<{ user: User }>('/api/auth/user')).body.user.emailVerified).toBe(false);
    const sent = await lastAuthEmailTo(registration.email, 'VERIFY_EMAIL');
    expect(sent.oobLink).toContain('mode=verifyEmail');

    const verified = await new Client().post<ErrorBody>('/api/auth/verify-email', { oobCode: sent.oobCode });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true, message: 'Your e-mail address is verified.' });
    expect((await client.get<{ user: User }>('/api/auth/user')).body.user.emailVerified).toBe(true);
    expect((await client.get<{ user: User }>('/api/auth/me')).body.user.emailVerified).toBe(true);

    const again = await new Client().post<ErrorBody>('/api/auth/verify-email', { oobCode: sent.oobCode });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CODE_INVALID);
  });

  it('is not a gate: an unverified person creates plans and reads them', async () => {
    const { client } = await registeredClient();
    const draft = await client.put('/api/questionnaire/draft', { step: 1, answers: {} });
    expect(draft.status).toBe(200);
    const plan = await createPlan(client);
    expect((await client.get(`/api/plans/${plan.id}`)).status).toBe(200);
    const listed = await client.get<{ id: string }[]>('/api/user/plans');
    expect(listed.status).toBe(200);
    expect(listed.body.map((listedPlan) => listedPlan.id)).toContain(plan.id);
  });

  it('refuses a password-reset code, and bad codes, with 400', async () => {
    const { registration } = await registeredClient();
    await new Client().post('/api/auth/password-reset', { email: registration.email });
    const reset = await lastAuthEmailTo(registration.email, 'PASSWORD_RESET');
    for (const oobCode of [reset.oobCode, 'nope', '']) {
      const response = await new Client().post<ErrorBody>('/api/auth/verify-email', { oobCode });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CODE_INVALID);
    }
    // The reset code was only read, not used.
    expect((await confirmReset(new Client(), reset.oobCode)).status).toBe(200);
  });

  it('sends the link again on request, and says so when the address is already verified', async () => {
    const { client, registration } = await registeredClient();
    const resent = await client.post<ErrorBody>('/api/user/verification-email');
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('We have sent a verification link to your e-mail address.');
    const sent = await authEmailsTo(registration.email, 'VERIFY_EMAIL');
    expect(sent).toHaveLength(2);
    await new Client().post('/api/auth/verify-email', { oobCode: sent[1]!.oobCode });
    // The emulator forgets a code once it is used.
    const unused = (await authEmailsTo(registration.email, 'VERIFY_EMAIL')).length;
    const already = await client.post<ErrorBody>('/api/user/verification-email');
    expect(already.body.message).toBe('Your e-mail address is already verified.');
    expect(await authEmailsTo(registration.email, 'VERIFY_EMAIL')).toHaveLength(unused);
    expect((await new Client().post('/api/user/verification-email')).status).toBe(401);
  });
});

describe('undoing an e-mail change from the notice sent to the old address', () => {
  it('gives the account its address back and ends every session', async () => {
    const { client, registration, user } = await registeredClient();
    const newEmail = uniqueEmail('taken.over');
    const changed = await client.put('/api/user/profile', {
      name: registration.name,
      email: newEmail,
      phone: registration.phone,
      currentPassword: registration.password,
    });
    expect(changed.status).toBe(200);
    const notice = await lastAuthEmailTo(registration.email, 'RECOVER_EMAIL');
    expect(notice.oobLink).toContain('mode=recoverEmail');

    const recovered = await new Client().post<ErrorBody & { email: string }>('/api/auth/recover-email', {
      oobCode: notice.oobCode,
    });
    expect(recovered.status).toBe(200);
    expect(recovered.body.email).toBe(registration.email);
    expect(await userDoc(user.id)).toMatchObject({ email: registration.email });
    expect(await isSignedIn(client)).toBe(false);
    const login = await new Client().post('/api/auth/login', {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(200);

    const again = await new Client().post('/api/auth/recover-email', { oobCode: notice.oobCode });
    expect(again.status).toBe(400);
  });

  it('refuses other codes with 400', async () => {
    const { registration } = await registeredClient();
    const verification = await lastAuthEmailTo(registration.email, 'VERIFY_EMAIL');
    const response = await new Client().post<ErrorBody>('/api/auth/recover-email', {
      oobCode: verification.oobCode,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CODE_INVALID);
  });
});
