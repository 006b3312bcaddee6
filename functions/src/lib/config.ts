import type { BlockList } from 'node:net';
import { CHAT_RATE_LIMITS } from '@nasl/core';
import { DEFAULT_TRUSTED_PROXY_RANGES, proxyRanges } from './client-ip.ts';

/** A fixed-window limit: at most `limit` hits from a window's first hit until `windowMs` later. */
export interface LimitSetting {
  limit: number;
  windowMs: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Every throttle of the API, with its default and the environment variable that overrides it, written
 * `count/seconds` (e.g. `RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT=10/900`). The defaults are sized for real
 * use: an address is shared by a household, an office or a carrier's NAT, so per-address limits are wider
 * than per-account ones.
 */
export const RATE_LIMIT_SETTINGS = {
  /** Wrong passwords for one e-mail address, whether or not it has an account (no enumeration). */
  loginFailuresPerAccount: {
    variable: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT',
    limit: 10,
    seconds: 15 * MINUTE,
  },
  loginFailuresPerAddress: {
    variable: 'RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS',
    limit: 50,
    seconds: 15 * MINUTE,
  },
  /** Accounts created from one address: a family or an office still signs up together. */
  signUpsPerAddress: { variable: 'RATE_LIMIT_SIGN_UPS_PER_ADDRESS', limit: 30, seconds: HOUR },
  /** Wrong current passwords (password change, e-mail change, deleting oneself). */
  passwordChecksPerAccount: {
    variable: 'RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT',
    limit: 10,
    seconds: 15 * MINUTE,
  },
  passwordChecksPerAddress: {
    variable: 'RATE_LIMIT_PASSWORD_CHECKS_PER_ADDRESS',
    limit: 50,
    seconds: 15 * MINUTE,
  },
  /** "Forgot password" e-mails: per asking address and per address the e-mail goes to. */
  resetRequestsPerAddress: { variable: 'RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS', limit: 10, seconds: HOUR },
  resetRequestsPerEmail: { variable: 'RATE_LIMIT_RESET_REQUESTS_PER_EMAIL', limit: 5, seconds: HOUR },
  verificationEmailsPerAccount: {
    variable: 'RATE_LIMIT_VERIFICATION_EMAILS_PER_ACCOUNT',
    limit: 5,
    seconds: HOUR,
  },
  /** Admins are exempt from the plan and payment-intent quotas. */
  planGenerationsPerAccount: { variable: 'RATE_LIMIT_PLAN_GENERATIONS_PER_ACCOUNT', limit: 20, seconds: DAY },
  paymentIntentsPerAccount: { variable: 'RATE_LIMIT_PAYMENT_INTENTS_PER_ACCOUNT', limit: 30, seconds: HOUR },
  chatPerAccount: {
    variable: 'RATE_LIMIT_CHAT_PER_ACCOUNT',
    limit: CHAT_RATE_LIMITS.perUser.limit,
    seconds: CHAT_RATE_LIMITS.perUser.windowSeconds,
  },
  chatPerAddress: {
    variable: 'RATE_LIMIT_CHAT_PER_ADDRESS',
    limit: CHAT_RATE_LIMITS.perIp.limit,
    seconds: CHAT_RATE_LIMITS.perIp.windowSeconds,
  },
  /** Invitations to follow a plan, per person: each writes a document and makes a link. */
  partnerInvitesPerAccount: { variable: 'RATE_LIMIT_PARTNER_INVITES_PER_ACCOUNT', limit: 20, seconds: DAY },
  /**
   * Fetches of one calendar subscription: calendar apps poll every few hours, and their servers share
   * addresses (Google Calendar fetches everyone's), so this counts per subscription, not per address.
   */
  calendarFeedReadsPerFeed: { variable: 'RATE_LIMIT_CALENDAR_FEED_READS', limit: 60, seconds: HOUR },
  /**
   * Devices subscribed to reminders, per person: a browser subscribes once, and again after its push
   * service renews the subscription; each is a write and a device the reminders go to.
   */
  pushSubscriptionsPerAccount: {
    variable: 'RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_ACCOUNT',
    limit: 30,
    seconds: HOUR,
  },
  /** Every chat message of everyone: a ceiling on what the model can cost in a day. */
  chatGlobalPerDay: { variable: 'RATE_LIMIT_CHAT_GLOBAL', limit: 5000, seconds: DAY },
  /** One address's share of that ceiling (5%), so no single client can spend the day for everyone. */
  chatPerAddressPerDay: { variable: 'RATE_LIMIT_CHAT_PER_ADDRESS_DAILY', limit: 250, seconds: DAY },
  /** Payment checks with Stripe, per person: the checkout asks a few times at most. */
  paymentVerificationsPerAccount: {
    variable: 'RATE_LIMIT_PAYMENT_VERIFICATIONS_PER_ACCOUNT',
    limit: 30,
    seconds: HOUR,
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMIT_SETTINGS;
export type RateLimitSettings = Record<RateLimitName, LimitSetting>;

/**
 * The key of the throttles' counter ids inside the local emulators, where no secret is set. Anywhere else
 * `RATE_LIMIT_KEY_SECRET` is required (the function refuses to start without it).
 */
export const LOCAL_RATE_LIMIT_KEY = 'local-emulator-rate-limit-key';
/** The shortest `RATE_LIMIT_KEY_SECRET` accepted: 32 characters, e.g. `openssl rand -base64 32`. */
export const RATE_LIMIT_KEY_MIN_LENGTH = 32;

/** Server configuration read from the environment once, at cold start. */
export interface ServerConfig {
  /** True inside the Firebase emulator suite (local stack and tests). */
  isEmulator: boolean;
  /** Extra origins allowed to make state-changing requests, besides the request's own host. */
  allowedOrigins: ReadonlySet<string>;
  /** Public Web API key of the Firebase project, used for the Identity Toolkit REST API. */
  firebaseWebApiKey: string;
  /** Host:port of the Auth emulator when running locally. */
  authEmulatorHost: string | undefined;
  /**
   * The proxies allowed to append to X-Forwarded-For (`TRUSTED_PROXY_RANGES`, default Firebase Hosting's
   * CDN and Google's front ends): the client is the right-most entry not appended for one of them
   * (lib/client-ip.ts).
   */
  trustedProxies: BlockList;
  rateLimits: RateLimitSettings;
  /**
   * The HMAC key of the throttles' counter ids (`RATE_LIMIT_KEY_SECRET`, a secret): without it, nobody
   * who reads the counters can tell which e-mail or address one counts. Empty when not set outside the
   * emulators; the function then refuses to start (`checkRateLimitKey`).
   */
  rateLimitKey: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function parseOrigins(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  );
}

/**
 * The throttles, each from its variable when set. A value that does not read as `count/seconds` (both
 * positive whole numbers) stops the function at start: a typo must not quietly turn a limit off.
 */
export function readRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const entries = Object.entries(RATE_LIMIT_SETTINGS).map(([name, setting]) => {
    const text = env[setting.variable]?.trim();
    if (!text) return [name, { limit: setting.limit, windowMs: setting.seconds * 1000 }];
    const match = /^(\d{1,9})\s*\/\s*(\d{1,9})$/.exec(text);
    const limit = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (!match || limit < 1 || seconds < 1) {
      throw new ConfigError(`${setting.variable} must be "count/seconds", e.g. "10/900"; got "${text}"`);
    }
    return [name, { limit, windowMs: seconds * 1000 }];
  });
  return Object.fromEntries(entries) as RateLimitSettings;
}

/** The trusted proxies: `TRUSTED_PROXY_RANGES` when set (comma-separated CIDR ranges), else the defaults. */
export function readTrustedProxies(value: string | undefined): BlockList {
  const listed = (value ?? '')
    .split(',')
    .map((range) => range.trim())
    .filter(Boolean);
  const ranges = proxyRanges(listed.length > 0 ? listed : DEFAULT_TRUSTED_PROXY_RANGES);
  if (!ranges.ok) {
    throw new ConfigError(
      `TRUSTED_PROXY_RANGES must list CIDR ranges, e.g. "151.101.0.0/16"; got "${ranges.invalid}"`,
    );
  }
  return ranges.proxies;
}

/** Stops a deployed function without a usable `RATE_LIMIT_KEY_SECRET` (checked at start, like Stripe's keys). */
export function checkRateLimitKey(config: ServerConfig): void {
  if (config.isEmulator) return;
  if (config.rateLimitKey.length < RATE_LIMIT_KEY_MIN_LENGTH) {
    throw new ConfigError(
      `RATE_LIMIT_KEY_SECRET must be a secret of at least ${RATE_LIMIT_KEY_MIN_LENGTH} characters`,
    );
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const isEmulator = env.FUNCTIONS_EMULATOR === 'true';
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const firebaseWebApiKey = env.FIREBASE_WEB_API_KEY || (authEmulatorHost ? 'local-emulator-key' : '');
  return {
    isEmulator,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    firebaseWebApiKey,
    authEmulatorHost,
    trustedProxies: readTrustedProxies(env.TRUSTED_PROXY_RANGES),
    rateLimits: readRateLimits(env),
    rateLimitKey: env.RATE_LIMIT_KEY_SECRET?.trim() || (isEmulator ? LOCAL_RATE_LIMIT_KEY : ''),
  };
}
