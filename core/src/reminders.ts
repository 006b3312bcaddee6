import * as v from 'valibot';
import { civilDateSchema, type CivilDate } from './civil-date.ts';
import type { Language } from './constants.ts';

/**
 * Reminders on her phone (Web Push): the evening before each attempt day and the morning of each LH test
 * day, at the hours she picks, in her time zone. Opt-in, per plan; discreet by default.
 */

/** The hours she may pick (local time, whole hours). */
export const REMINDER_EVENING_HOURS = [17, 18, 19, 20, 21, 22, 23] as const;
export const REMINDER_MORNING_HOURS = [5, 6, 7, 8, 9, 10, 11] as const;

export const REMINDER_DEFAULTS = {
  enabled: false,
  eveningHour: 21,
  morningHour: 8,
  discreet: true,
} as const;

/** Whether the runtime knows this IANA time zone (the browser sends its own, e.g. "Asia/Riyadh"). */
export function isValidTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const hourIn = (hours: readonly number[]) =>
  v.pipe(
    v.number('reminderHourInvalid'),
    v.check((hour) => hours.includes(hour), 'reminderHourInvalid'),
  );

/** PUT /api/plans/{id}/reminders. */
export const reminderSettingsRequestSchema = v.object(
  {
    enabled: v.boolean('reminderSettingsInvalid'),
    eveningHour: hourIn(REMINDER_EVENING_HOURS),
    morningHour: hourIn(REMINDER_MORNING_HOURS),
    timeZone: v.pipe(v.string('timeZoneInvalid'), v.trim(), v.check(isValidTimeZone, 'timeZoneInvalid')),
    discreet: v.boolean('reminderSettingsInvalid'),
  },
  'reminderSettingsInvalid',
);
export type ReminderSettingsRequest = v.InferOutput<typeof reminderSettingsRequestSchema>;

/**
 * GET and PUT /api/plans/{id}/reminders: the plan's reminder settings (the defaults until she saves some),
 * and when the next reminder is due (null when off or none is left).
 */
export const reminderSettingsSchema = v.object({
  enabled: v.boolean(),
  eveningHour: v.pipe(v.number(), v.integer()),
  morningHour: v.pipe(v.number(), v.integer()),
  timeZone: v.string(),
  discreet: v.boolean(),
  nextReminderAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type ReminderSettings = v.InferOutput<typeof reminderSettingsSchema>;

/** GET /api/push-config: the server's VAPID public key (base64url), or null when push is not configured. */
export const pushConfigSchema = v.object({ publicKey: v.nullable(v.string()) });
export type PushConfig = v.InferOutput<typeof pushConfigSchema>;

/**
 * The push services browsers subscribe with: Google's FCM (Chrome, Edge on Android, Opera, Samsung),
 * Mozilla's autopush (Firefox), Apple's (Safari) and Microsoft's WNS (Edge on Windows). A subscription
 * names the address the server will call; any other host would make the server call it.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'] as const;
export const PUSH_SERVICE_DOMAINS = [
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** Whether a host name (lower case, as `URL` gives it) is one of the browsers' push services. */
export function isPushServiceHost(hostname: string): boolean {
  return (
    (PUSH_SERVICE_HOSTS as readonly string[]).includes(hostname) ||
    PUSH_SERVICE_DOMAINS.some((domain) => hostname.endsWith(`.${domain}`))
  );
}

/**
 * An endpoint as a push service gives one: https on the default port, a host name (never an address:
 * `URL` turns `2130706433` or `0x7f.1` into 127.0.0.1, so an address is whatever reads as one after
 * parsing), no user name or password.
 */
export function isPlainHttpsUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    !url.hostname.startsWith('[') &&
    !/^[\d.]+$/.test(url.hostname) &&
    url.hostname.includes('.')
  );
}

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  const body = text.replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(Math.floor((body.length * 6) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of body) {
    buffer = (buffer << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

const P256 = {
  p: 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn,
  b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
};

const bigIntOf = (bytes: Uint8Array) => bytes.reduce((value, byte) => (value << 8n) | BigInt(byte), 0n);

/**
 * Whether `bytes` is an uncompressed point of the P-256 curve (0x04, x, y, with y² = x³ − 3x + b mod p):
 * the only key a push message can be encrypted to (RFC 8291). Anything else fails every send.
 */
export function isP256Point(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  const { p, b } = P256;
  const x = bigIntOf(bytes.subarray(1, 33));
  const y = bigIntOf(bytes.subarray(33));
  if (x >= p || y >= p) return false;
  return (y * y - (x * x * x - 3n * x + b)) % p === 0n;
}

/** The length of a push subscription's `auth` secret (RFC 8291): 16 bytes. */
export const PUSH_AUTH_SECRET_BYTES = 16;

const deviceKey = (isValid: (bytes: Uint8Array) => boolean) =>
  v.pipe(
    v.string('pushKeysInvalid'),
    v.maxLength(128, 'pushKeysInvalid'),
    v.check((text) => {
      const bytes = base64urlBytes(text);
      return bytes !== null && isValid(bytes);
    }, 'pushKeysInvalid'),
  );

const pushEndpoint = v.pipe(
  v.string('pushSubscriptionInvalid'),
  v.maxLength(2048, 'pushSubscriptionInvalid'),
  v.url('pushSubscriptionInvalid'),
  v.startsWith('https://', 'pushSubscriptionInvalid'),
);

/**
 * POST /api/push-subscriptions: this device's subscription, as `PushSubscription.toJSON()` gives it (the
 * push service's https endpoint and the keys that encrypt what is sent to it: an uncompressed P-256 point
 * and a 16-byte secret, base64url). Which push services the server calls it decides itself
 * (`pushServiceNotAllowed`).
 */
export const pushSubscriptionRequestSchema = v.object(
  {
    endpoint: v.pipe(pushEndpoint, v.check(isPlainHttpsUrl, 'pushServiceNotAllowed')),
    keys: v.object(
      {
        p256dh: deviceKey(isP256Point),
        auth: deviceKey((bytes) => bytes.length === PUSH_AUTH_SECRET_BYTES),
      },
      'pushSubscriptionInvalid',
    ),
  },
  'pushSubscriptionInvalid',
);
export type PushSubscriptionRequest = v.InferOutput<typeof pushSubscriptionRequestSchema>;

/** DELETE /api/push-subscriptions: the device that no longer wants reminders. */
export const pushSubscriptionRemovalSchema = v.object({ endpoint: pushEndpoint }, 'pushSubscriptionInvalid');

export const REMINDER_KINDS = ['attempt-eve', 'lh-test'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** What one push carries to the service worker, which shows it as a notification. */
export const reminderPayloadSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** The page a tap opens: the plan, at today's card. */
  url: v.pipe(v.string(), v.startsWith('/')),
  /** One notification per plan and day: a second push for the same day replaces the first. */
  tag: v.string(),
  kind: v.picklist(REMINDER_KINDS),
  /** The plan day the reminder is about (the attempt day, or the test day). */
  date: civilDateSchema,
});
export type ReminderPayload = v.InferOutput<typeof reminderPayloadSchema>;

/** POST /api/test-reminders/run (local stack only): the run as if at `now` (default: the server's clock). */
export const reminderRunRequestSchema = v.object(
  { now: v.optional(v.pipe(v.string('invalidBody'), v.isoTimestamp('invalidBody'))) },
  'invalidBody',
);

/** POST /api/test-reminders/run (local stack only): how many plans were due and how many pushes went out. */
export const reminderRunSchema = v.object({
  due: v.pipe(v.number(), v.integer(), v.minValue(0)),
  sent: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ReminderRun = v.InferOutput<typeof reminderRunSchema>;

/** The anchor of today's card on the plan page, which a reminder opens. */
export const TODAY_CARD_ANCHOR = 'today';

/** The address a reminder opens: the plan's page, scrolled to today's card. */
export function reminderUrl(planId: string): string {
  return `/results?id=${encodeURIComponent(planId)}#${TODAY_CARD_ANCHOR}`;
}

const REMINDER_TEXTS: Record<
  Language,
  {
    discreet: { title: string } & Record<ReminderKind, string>;
    plain: Record<ReminderKind, { title: string; body: string }>;
    ramadan: string;
  }
> = {
  ar: {
    discreet: { title: 'نسل', 'attempt-eve': 'لديك تذكير لغد.', 'lh-test': 'لديك تذكير لليوم.' },
    plain: {
      'attempt-eve': { title: 'نسل: غدًا يوم محاولة', body: 'افتحي خطتك لتري ما يطلبه يوم الغد.' },
      'lh-test': {
        title: 'نسل: اختبار الإباضة (LH) اليوم',
        body: 'اختبري مرتين اليوم، نحو الظهر وفي أول المساء، وسجّلي النتيجة الإيجابية.',
      },
    },
    ramadan: 'الغد في رمضان: الجماع مباح بين المغرب والفجر فقط.',
  },
  en: {
    discreet: {
      title: 'Nasl',
      'attempt-eve': 'You have a reminder for tomorrow.',
      'lh-test': 'You have a reminder for today.',
    },
    plain: {
      'attempt-eve': {
        title: 'Nasl: tomorrow is an attempt day',
        body: 'Open your plan to see what tomorrow asks.',
      },
      'lh-test': {
        title: 'Nasl: LH test today',
        body: 'Test twice today, around noon and in the early evening, and log a positive result.',
      },
    },
    ramadan: 'Tomorrow is in Ramadan: intercourse only between sunset and dawn.',
  },
};

/** The notification of one reminder, in her language; a discreet one says nothing of its purpose. */
export function reminderPayload(input: {
  planId: string;
  kind: ReminderKind;
  date: CivilDate;
  lang: Language;
  discreet: boolean;
  ramadan: boolean;
}): ReminderPayload {
  const texts = REMINDER_TEXTS[input.lang];
  const plain = texts.plain[input.kind];
  const ramadanNote = input.kind === 'attempt-eve' && input.ramadan ? ` ${texts.ramadan}` : '';
  return {
    title: input.discreet ? texts.discreet.title : plain.title,
    body: input.discreet ? texts.discreet[input.kind] : `${plain.body}${ramadanNote}`,
    url: reminderUrl(input.planId),
    tag: `nasl-${input.planId}-${input.date}`,
    kind: input.kind,
    date: input.date,
  };
}
