import { describe, expect, it } from 'vitest';
import { adminClient, Client, isSignedIn, registeredClient, signedInClient } from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';
import { authEmailsTo, lastAuthEmailTo } from '../support/auth-emails.ts';
import { parseSessionCookie } from '../../functions/src/lib/session-cookie.ts';
import { auth, authAccountExists, userDoc } from '../support/firebase.ts';
import type { ErrorBody } from '@nasl/core';

type UserBody = { user: Record<string, unknown>; message: string };

describe('PUT /api/user/profile', () => {
  it('is refused for guests with 401', async () => {
    const response = await new Client().put('/api/user/profile', {
      name: 'Guest',
      email: uniqueEmail(),
      phone: '',
    });
    expect(response.status).toBe(401);
  });

  it('updates the name, email and phone of the signed-in person only', async () => {
    const alice = await registeredClient();
    const bob = await registeredClient({ name: 'Bob Roe' });
    const newEmail = uniqueEmail('alice.new');
    const response = await alice.client.put<UserBody>('/api/user/profile', {
      name: 'Alice New',
      email: newEmail,
      phone: '0123456789',
      currentPassword: alice.registration.password,
      isAdmin: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      name: 'Alice New',
      email: newEmail,
      phone: '0123456789',
      isAdmin: false,
    });
    expect(response.body.message).toBe('Profile updated successfully');
    expect(await userDoc(alice.user.id)).toMatchObject({
      name: 'Alice New',
      email: newEmail,
      isAdmin: false,
    });
    const bobNow = await bob.client.get<UserBody>('/api/auth/user');
    expect(bobNow.body.user).toMatchObject({ name: 'Bob Roe', email: bob.registration.email });
    // The new email signs in; the old one no longer does.
    expect(
      (await new Client().post('/api/auth/login', { email: newEmail, password: 'secret123' })).status,
    ).toBe(200);
    expect(
      (await new Client().post('/api/auth/login', { email: alice.registration.email, password: 'secret123' }))
        .status,
    ).toBe(401);
  });

  it('clears the phone when it is empty', async () => {
    const { client, registration } = await registeredClient();
    const response = await client.put<UserBody>('/api/user/profile', {
      name: registration.name,
      email: registration.email,
      phone: '',
    });
    expect(response.status).toBe(200);
    expect(response.body.user.phone).toBeNull();
  });

  it.each([
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: 'broken' }, 'Invalid email address'],
    [{ email: undefined }, 'Invalid email address'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ phone: 1234567 }, 'Please enter a valid phone number'],
  ])('refuses %j with 400 and changes nothing', async (change, text) => {
    const { client, registration, user } = await registeredClient();
    const response = await client.put<ErrorBody>('/api/user/profile', {
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(text);
    expect(await userDoc(user.id)).toMatchObject({ name: registration.name, email: registration.email });
  });

  it("refuses another person's email with 409 and changes nothing", async () => {
    const alice = await registeredClient();
    const bob = await registeredClient();
    const response = await alice.client.put<ErrorBody>('/api/user/profile', {
      name: 'Alice Taken',
      email: bob.registration.email,
      phone: '',
      currentPassword: alice.registration.password,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists');
    expect(await userDoc(alice.user.id)).toMatchObject({
      name: alice.registration.name,
      email: alice.registration.email,
    });
    expect(await authAccountExists(alice.registration.email)).toBe(true);
  });

  it('changes the name and phone without the password', async () => {
    const { client, registration, user } = await registeredClient();
    const response = await client.put<UserBody>('/api/user/profile', {
      name: 'Only The Name',
      email: registration.email.toUpperCase(),
      phone: '0555555555',
    });
    expect(response.status).toBe(200);
    expect(await userDoc(user.id)).toMatchObject({ name: 'Only The Name', phone: '0555555555' });
  });

  it.each([
    ['without the current password', {}, 'Current password is required'],
    ['with an empty one', { currentPassword: '' }, 'Current password is required'],
    ['with a wrong one', { currentPassword: 'not-mine-1' }, 'Current password is incorrect'],
  ])('refuses an e-mail change %s with 400, changing nothing', async (_, extra, text) => {
    const { client, registration, user } = await registeredClient();
    const response = await client.put<ErrorBody>('/api/user/profile', {
      name: 'Renamed Too',
      email: uniqueEmail('wanted'),
      phone: '',
      ...extra,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(text);
    expect(response.body.fields?.currentPassword).toBe(text);
    expect(await userDoc(user.id)).toMatchObject({ name: registration.name, email: registration.email });
    expect(await authAccountExists(registration.email)).toBe(true);
  });

  it('on an e-mail change: notifies the old address, asks the new one to verify, ends the other sessions', async () => {
    const { client, registration, user } = await registeredClient();
    const otherDevice = await signedInClient(registration);
    const oldCookie = new Client(client.cookie);
    const newEmail = uniqueEmail('moved');
    const response = await client.put<UserBody>('/api/user/profile', {
      name: registration.name,
      email: newEmail,
      phone: '',
      currentPassword: registration.password,
    });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: newEmail, emailVerified: false });
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(await isSignedIn(oldCookie)).toBe(false);
    const notice = await lastAuthEmailTo(registration.email, 'RECOVER_EMAIL');
    expect(notice.oobLink).toContain('mode=recoverEmail');
    expect(await authEmailsTo(newEmail, 'VERIFY_EMAIL')).toHaveLength(1);
    expect(await userDoc(user.id)).toMatchObject({ email: newEmail, emailVerified: false });
  });

  it('begins a session that the e-mail change does not revoke: its sign-in is not older than the change', async () => {
    const { client, registration, user } = await registeredClient();
    const response = await client.put<UserBody>('/api/user/profile', {
      name: registration.name,
      email: uniqueEmail('moved'),
      phone: '',
      currentPassword: registration.password,
    });
    expect(response.status).toBe(200);
    const firebaseCookie = parseSessionCookie(client.cookie!)!.firebaseCookie;
    await expect(auth().verifySessionCookie(firebaseCookie, true)).resolves.toMatchObject({ uid: user.id });
    const claims = JSON.parse(Buffer.from(firebaseCookie.split('.')[1]!, 'base64url').toString()) as {
      auth_time: number;
    };
    const signedInAt = claims.auth_time * 1000;
    const revokedBefore = Date.parse((await auth().getUser(user.id)).tokensValidAfterTime!);
    expect(signedInAt).toBeGreaterThanOrEqual(revokedBefore);
  });

  it('does not let an admin gain anything beyond their own profile', async () => {
    const admin = await adminClient();
    const me = await admin.get<UserBody>('/api/auth/me');
    const response = await admin.put<UserBody>('/api/user/profile', {
      name: me.body.user.name,
      email: me.body.user.email,
      phone: '',
    });
    expect(response.status).toBe(200);
    expect(response.body.user.isAdmin).toBe(true);
  });
});

describe('PUT /api/user/password', () => {
  it('is refused for guests with 401', async () => {
    const response = await new Client().put('/api/user/password', {
      currentPassword: 'secret123',
      newPassword: 'another123',
      confirmPassword: 'another123',
    });
    expect(response.status).toBe(401);
  });

  it('changes the password, revokes old sessions and keeps this browser signed in', async () => {
    const { client, registration } = await registeredClient();
    const otherDevice = await signedInClient(registration);
    const oldCookie = new Client(client.cookie);
    const response = await client.put('/api/user/password', {
      currentPassword: registration.password,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: 'Password changed successfully' });
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(oldCookie)).toBe(false);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(
      (
        await new Client().post('/api/auth/login', {
          email: registration.email,
          password: registration.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (await new Client().post('/api/auth/login', { email: registration.email, password: 'brand-new-1' }))
        .status,
    ).toBe(200);
  });

  it.each([
    [{ currentPassword: 'wrong-one' }, 'Current password is incorrect', 'currentPassword'],
    [{ currentPassword: '' }, 'Current password is required', 'currentPassword'],
    [{ newPassword: '123', confirmPassword: '123' }, 'Password must be at least 6 characters', 'newPassword'],
    [{ confirmPassword: 'different-1' }, "Passwords don't match", 'confirmPassword'],
    [{ confirmPassword: '' }, 'Please confirm your password', 'confirmPassword'],
  ])('refuses %j with 400 and keeps the old password', async (change, text, field) => {
    const { client, registration } = await registeredClient();
    const response = await client.put<ErrorBody>('/api/user/password', {
      currentPassword: registration.password,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(text);
    expect(response.body.fields?.[field]).toBe(text);
    expect(
      (
        await new Client().post('/api/auth/login', {
          email: registration.email,
          password: registration.password,
        })
      ).status,
    ).toBe(200);
  });

  it('answers in Arabic when asked', async () => {
    const { client } = await registeredClient();
    const response = await client.put<ErrorBody>(
      '/api/user/password',
      { currentPassword: 'wrong-one', newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      { lang: 'ar' },
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('كلمة المرور الحالية غير صحيحة');
  });
});
