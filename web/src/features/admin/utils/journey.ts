import {
  formatUsd,
  formatUsdWhole,
  type AdminUserRecord,
  type JourneyStage,
  type PaymentState,
  type TargetGender,
} from '@nasl/core';

export const JOURNEY_STAGES = [1, 2, 3, 4] as const satisfies readonly JourneyStage[];

/** Keys in the admin namespace for a journey stage's name and hint. */
export function stageTextKeys(stage: JourneyStage) {
  return { name: `stages.${stage}.name`, hint: `stages.${stage}.hint` } as const;
}

/** 'Paid', 'Pending Payment', 'Refunded' or 'No plan yet' (the User Journey's payment column). */
export function paymentStatusKey(status: PaymentState) {
  return `paymentStatus.${status}` as const;
}

export type StatusTone = 'success' | 'warning' | 'default';

export function paymentStatusTone(status: PaymentState): StatusTone {
  if (status === 'paid') return 'success';
  return status === 'pending' ? 'warning' : 'default';
}

export interface RevenueCell {
  /** '$1.00' when paid, '$0' otherwise. */
  amount: string;
  /** '$99' when an unpaid plan is waiting, shown as "Potential $99". */
  potential: string | null;
}

/** The test-mode revenue: $1.00 when paid; $0 with "Potential $99" when an unpaid plan exists; $0 otherwise. */
export function revenueCell(
  record: Pick<AdminUserRecord, 'status' | 'revenueCents' | 'potentialCents'>,
): RevenueCell {
  if (record.status === 'paid') return { amount: formatUsd(record.revenueCents), potential: null };
  return {
    amount: formatUsdWhole(0),
    potential:
      record.status === 'pending' && record.potentialCents > 0 ? formatUsdWhole(record.potentialCents) : null,
  };
}

/** The sex the person hopes for: from their questionnaire, else their plan; null is "Not specified". */
export function desiredGender(record: Pick<AdminUserRecord, 'questionnaire' | 'plan'>): TargetGender | null {
  return record.questionnaire?.gender ?? record.plan?.gender ?? null;
}

/** The customer column: the name, or null for "Unknown" when none was given. */
export function customerName(record: Pick<AdminUserRecord, 'name'>): string | null {
  const name = record.name.trim();
  return name === '' ? null : name;
}
