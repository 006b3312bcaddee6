/**
 * The Identity Toolkit REST API (Firebase Auth's own API) for what the Admin SDK cannot do: check a
 * password, and have Firebase Auth send its own e-mails (password reset, address verification, the notice
 * of an e-mail change) and apply their links' codes.
 */
import type { ServerConfig } from './config.ts';
import { auth, authErrorCode } from './firebase.ts';

/**
 * One call of the Identity Toolkit REST API (Firebase Auth's own API, which the client SDKs use), with the
 * project's public Web API key; the Auth emulator locally. `locale` picks the language of the e-mail
 * Firebase sends (`X-Firebase-Locale`). Answers the body, or the error code Firebase names
 * (e.g. 'INVALID_OOB_CODE').
 */
async function identityToolkit(
  config: ServerConfig,
  method: string,
  body: Record<string, unknown>,
  locale?: string,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; code: string; status: number }> {
  const base = config.authEmulatorHost
    ? `http://${config.authEmulatorHost}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  const response = await fetch(`${base}/v1/${method}?key=${encodeURIComponent(config.firebaseWebApiKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(locale ? { 'x-firebase-locale': locale } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
    error?: { message?: string };
  };
  if (response.ok) return { ok: true, body: answer };
  // Codes may carry a detail after the name: "WEAK_PASSWORD : Password should be at least 6 characters".
  const code = (answer.error?.message ?? '').split(/[\s:]/)[0] ?? '';
  return { ok: false, code, status: response.status };
}

/** Has Firebase Auth e-mail one of its links (`requestType`), in the language `locale` names. */
function sendOobCode(
  config: ServerConfig,
  body: { requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL'; email?: string; idToken?: string },
  locale: string,
) {
  return identityToolkit(config, 'accounts:sendOobCode', body, locale);
}

function unexpected(method: string, failure: { code: string; status: number }): Error {
  return new Error(`Identity Toolkit ${method} failed: ${failure.status} ${failure.code}`);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

export type PasswordSignInResult =
  | { ok: true; idToken: string; uid: string }
  | { ok: false; reason: 'invalid-credentials' | 'too-many-attempts' | 'disabled' };

/** Checks an email/password pair with Firebase Auth and returns a fresh ID token. */
export async function signInWithPassword(
  config: ServerConfig,
  email: string,
  password: string,
): Promise<PasswordSignInResult> {
  const result = await identityToolkit(config, 'accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  if (result.ok) {
    const idToken = text(result.body.idToken);
    const uid = text(result.body.localId);
    if (idToken && uid) return { ok: true, idToken, uid };
    throw new Error('Identity Toolkit sign-in answered without a token');
  }
  if (result.code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return { ok: false, reason: 'too-many-attempts' };
  if (result.code === 'USER_DISABLED') return { ok: false, reason: 'disabled' };
  if (
    ['INVALID_LOGIN_CREDENTIALS', 'EMAIL_NOT_FOUND', 'INVALID_PASSWORD', 'INVALID_EMAIL'].includes(
      result.code,
    )
  ) {
    return { ok: false, reason: 'invalid-credentials' };
  }
  throw unexpected('sign-in', result);
}

/** An ID token for a person the server already knows, without their password (custom token exchange). */
export async function idTokenFor(config: ServerConfig, uid: string): Promise<string> {
  const token = await auth().createCustomToken(uid);
  const result = await identityToolkit(config, 'accounts:signInWithCustomToken', {
    token,
    returnSecureToken: true,
  });
  const idToken = result.ok ? text(result.body.idToken) : undefined;
  if (!idToken)
    throw unexpected('custom-token sign-in', result.ok ? { code: 'NO_TOKEN', status: 200 } : result);
  return idToken;
}

/**
 * Asks Firebase Auth to e-mail a password-reset link. An address without an account is not an error:
 * the caller answers the same either way (Firebase itself says nothing with e-mail enumeration protection).
 */
export async function sendPasswordResetEmail(
  config: ServerConfig,
  email: string,
  locale: string,
): Promise<void> {
  const result = await sendOobCode(config, { requestType: 'PASSWORD_RESET', email }, locale);
  if (result.ok || ['EMAIL_NOT_FOUND', 'USER_DISABLED'].includes(result.code)) return;
  if (
    result.code.startsWith('RESET_PASSWORD_EXCEED_LIMIT') ||
    result.code === 'TOO_MANY_ATTEMPTS_TRY_LATER'
  ) {
    // Firebase's own quota for this address: the person already has recent links; say nothing different.
    return;
  }
  throw unexpected('password-reset e-mail', result);
}

/** Asks Firebase Auth to e-mail the person a link that verifies their address. */
export async function sendVerificationEmail(
  config: ServerConfig,
  idToken: string,
  locale: string,
): Promise<void> {
  const result = await sendOobCode(config, { requestType: 'VERIFY_EMAIL', idToken }, locale);
  if (!result.ok) throw unexpected('verification e-mail', result);
}

/** What the e-mail link's code is for, by Firebase's names. */
export type ActionCodeType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'RECOVER_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';

export type ActionCodeCheck = { ok: true; type: ActionCodeType | string; email: string } | { ok: false };

/** Reads an e-mail link's code without using it: its kind and the address it was sent for. */
export async function checkActionCode(config: ServerConfig, oobCode: string): Promise<ActionCodeCheck> {
  const result = await identityToolkit(config, 'accounts:resetPassword', { oobCode });
  if (!result.ok) {
    if (/^(INVALID_OOB_CODE|EXPIRED_OOB_CODE|USER_DISABLED|USER_NOT_FOUND)$/.test(result.code)) {
      return { ok: false };
    }
    throw unexpected('code check', result);
  }
  const type = text(result.body.requestType);
  const email = text(result.body.email);
  return type && email ? { ok: true, type, email } : { ok: false };
}

export type PasswordResetResult =
  { ok: true; email: string } | { ok: false; reason: 'invalid-code' | 'weak-password' };

/** Sets a new password with the code of a password-reset e-mail. The code works once. */
export async function resetPasswordWithCode(
  config: ServerConfig,
  oobCode: string,
  newPassword: string,
): Promise<PasswordResetResult> {
  const result = await identityToolkit(config, 'accounts:resetPassword', { oobCode, newPassword });
  if (result.ok) {
    const email = text(result.body.email);
    if (email && result.body.requestType === 'PASSWORD_RESET') return { ok: true, email };
    return { ok: false, reason: 'invalid-code' };
  }
  if (result.code === 'WEAK_PASSWORD') return { ok: false, reason: 'weak-password' };
  if (/^(INVALID_OOB_CODE|EXPIRED_OOB_CODE|USER_DISABLED|USER_NOT_FOUND)$/.test(result.code)) {
    return { ok: false, reason: 'invalid-code' };
  }
  throw unexpected('password reset', result);
}

/** Applies an e-mail verification or e-mail recovery code; answers the account's address afterwards. */
export async function applyActionCode(
  config: ServerConfig,
  oobCode: string,
): Promise<{ ok: true; email: string } | { ok: false }> {
  const result = await identityToolkit(config, 'accounts:update', { oobCode });
  if (result.ok) {
    const email = text(result.body.email);
    return email ? { ok: true, email } : { ok: false };
  }
  if (/^(INVALID_OOB_CODE|EXPIRED_OOB_CODE|USER_DISABLED|USER_NOT_FOUND|EMAIL_EXISTS)$/.test(result.code)) {
    return { ok: false };
  }
  throw unexpected('code', result);
}

export type EmailChangeResult =
  { ok: true; notified: boolean } | { ok: false; reason: 'email-exists' | 'invalid-email' };

/**
 * Changes a person's sign-in address. Through the REST API with their ID token, Firebase Auth e-mails the
 * old address a notice with a link that undoes the change ("Email address change" template). A project
 * with e-mail enumeration protection refuses that path (OPERATION_NOT_ALLOWED); the change then goes
 * through the Admin SDK, which sends nothing (`notified: false`).
 */
export async function changeSignInEmail(
  config: ServerConfig,
  input: { uid: string; idToken: string; email: string; locale: string },
): Promise<EmailChangeResult> {
  const result = await identityToolkit(
    config,
    'accounts:update',
    { idToken: input.idToken, email: input.email },
    input.locale,
  );
  if (result.ok) return { ok: true, notified: true };
  if (result.code === 'EMAIL_EXISTS') return { ok: false, reason: 'email-exists' };
  if (result.code === 'INVALID_EMAIL') return { ok: false, reason: 'invalid-email' };
  if (result.code !== 'OPERATION_NOT_ALLOWED') throw unexpected('e-mail change', result);
  try {
    await auth().updateUser(input.uid, { email: input.email });
  } catch (error) {
    if (authErrorCode(error) === 'auth/email-already-exists') return { ok: false, reason: 'email-exists' };
    if (authErrorCode(error) === 'auth/invalid-email') return { ok: false, reason: 'invalid-email' };
    throw error;
  }
  return { ok: true, notified: false };
}
