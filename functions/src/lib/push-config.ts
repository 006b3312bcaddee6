import { DEFAULT_SUPPORT_EMAIL } from '@nasl/core';

/**
 * Where reminders go. Locally (emulator) with PUSH_STANDIN_URL set: the local push stand-in, which records
 * what would have been sent. Anywhere else: the push service of each subscription (the browser vendor's:
 * Google's FCM for Chrome, Mozilla's autopush for Firefox, Apple's for Safari), reached with the standard
 * Web Push protocol and signed with the server's VAPID key pair. Without a key pair, push is off: the
 * reminder settings answer 503 and the rest of the API works.
 */
export interface PushConfig {
  mode: 'web-push' | 'local-standin';
  /** VAPID public key (base64url, an uncompressed P-256 point): browsers subscribe with it. */
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for the push services (`mailto:` or an https URL). */
  subject: string;
  /** Only for the stand-in. */
  standinUrl?: string;
}

/**
 * The endpoint host of the browsers' subscriptions on the local stack (the tests' devices, and the stand-in
 * push manager of the browser tests): a name under `.test`, which never resolves. The server takes it only
 * in `local-standin` mode, where every push goes to the stand-in whatever the endpoint.
 */
export const LOCAL_STANDIN_ENDPOINT_HOST = 'push.example.test';

const PUBLIC_KEY = /^[A-Za-z0-9_-]{86,88}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{42,44}$/;

export class PushConfigError extends Error {
  override name = 'PushConfigError';
}

/** The push configuration, or null when push is off (no key pair). A malformed key pair is an error. */
export function readPushConfig(env: NodeJS.ProcessEnv, isEmulator: boolean): PushConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if (!publicKey && !privateKey) return null;
  if (!PUBLIC_KEY.test(publicKey)) throw new PushConfigError('VAPID_PUBLIC_KEY is not a VAPID public key');
  if (!PRIVATE_KEY.test(privateKey))
    throw new PushConfigError('VAPID_PRIVATE_KEY is not a VAPID private key');
  const supportEmail = env.SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL;
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${supportEmail}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new PushConfigError('VAPID_SUBJECT must be a mailto: address or an https URL');
  }
  const standinUrl = env.PUSH_STANDIN_URL;
  if (isEmulator && standinUrl) {
    const url = new URL(standinUrl);
    if (url.protocol !== 'http:') throw new PushConfigError('PUSH_STANDIN_URL must be a local http URL');
    return { mode: 'local-standin', publicKey, privateKey, subject, standinUrl: url.origin };
  }
  return { mode: 'web-push', publicKey, privateKey, subject };
}
