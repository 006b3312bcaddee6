/** The one price of a plan, in US cents. The client never sends a price the server trusts. */
export const PLAN_PRICE_CENTS = 9900;
export const PLAN_CURRENCY = 'usd';

/**
 * What the admin dashboard counts as revenue per paid plan while payments run in test mode ($1, not the
 * $99 price), in cents.
 */
export const TEST_REVENUE_PER_PAID_PLAN_CENTS = 100;

export const PLAN_LENGTH_MONTHS = 3;
export const QUESTIONNAIRE_STEPS = 17;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const PHONE_MIN_LENGTH = 7;

/** Upper bounds of free-text answers; they keep stored documents small. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const PASSWORD_MAX_LENGTH = 128;

/** Largest JSON body the API accepts; anything bigger is answered 413. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Session cookie lifetime (Firebase allows 5 minutes to 14 days). */
export const SESSION_COOKIE_NAME = '__session';
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export const SUPPORTED_LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "$99" — whole-dollar form used in marketing copy and unlock buttons. */
export function formatUsdWhole(cents: number): string {
  return `$${Math.round(cents / 100)}`;
}

/** Where refund requests and questions go, unless configured (`SUPPORT_EMAIL`, `VITE_SUPPORT_EMAIL`). */
export const DEFAULT_SUPPORT_EMAIL = 'support@nasl.app';
