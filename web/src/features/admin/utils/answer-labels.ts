import { ACTIVITY_LEVELS, DIETS, PAYMENT_STATUSES, type PaymentStatus } from '@nasl/core';

type Diet = (typeof DIETS)[number];
type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

const isDiet = isOneOf<Diet>(DIETS);
const isActivity = isOneOf<ActivityLevel>(ACTIVITY_LEVELS);
const isPlanPaymentStatus = isOneOf<PaymentStatus>(PAYMENT_STATUSES);

/** The admin namespace key of a stored diet, or null for a value to show as stored. */
export function dietKey(value: string) {
  return isDiet(value) ? (`diets.${value}` as const) : null;
}

export function activityKey(value: string) {
  return isActivity(value) ? (`activityLevels.${value}` as const) : null;
}

/** A plan's stored payment status ('completed', 'pending', 'refunded') in words; others are shown as stored. */
export function planPaymentStatusKey(value: string) {
  return isPlanPaymentStatus(value) ? (`planPaymentStatus.${value}` as const) : null;
}

/** "A+" as stored; "unknown" in words. */
export function bloodTypeText(value: string, unknownText: string): string {
  return value === 'unknown' || value === '' ? unknownText : value;
}
