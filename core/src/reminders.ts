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

const base64url = (min: number, max: number) =>
  v.pipe(
    v.string('pushSubscriptionInvalid'),
    v.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'pushSubscriptionInvalid'),
    v.minLength(min, 'pushSubscriptionInvalid'),
    v.maxLength(max, 'pushSubscriptionInvalid'),
  );

const pushEndpoint = v.pipe(
  v.string('pushSubscriptionInvalid'),
  v.maxLength(2048, 'pushSubscriptionInvalid'),
  v.url('pushSubscriptionInvalid'),
  v.startsWith('https://', 'pushSubscriptionInvalid'),
);

/**
 * POST /api/push-subscriptions: this device's subscription, as `PushSubscription.toJSON()` gives it (the
 * push service's https endpoint and the keys that encrypt what is sent to it).
 */
export const pushSubscriptionRequestSchema = v.object(
  {
    endpoint: pushEndpoint,
    keys: v.object(
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
      { p256dh: base64url(80, 100), auth: base64url(16, 32) },
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
