import type { AdminPlanRow, AdminQuestionnaireRecord, AdminUserRecord, PaymentState } from '@nasl/core';
import { customerName } from './journey';

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export type Comparators<T, K extends string> = Record<K, (a: T, b: T) => number>;

/**
 * The loaded rows in the chosen order; rows that compare equal keep the server's order. Without a sort
 * the rows stay as the server sent them (newest first, or by e-mail when searching).
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  comparators: Comparators<T, K>,
): T[] {
  if (!sort) return [...rows];
  const compare = comparators[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** A header click: a new column sorts ascending, then descending, then back to the server's order. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> | null {
  if (!current || current.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

const byTime = (a: string, b: string) => Date.parse(a) - Date.parse(b);

const PAYMENT_RANK: Record<PaymentState, number> = { none: 0, refunded: 1, pending: 2, paid: 3 };

export type UserSortKey = 'customer' | 'stage' | 'payment' | 'revenue' | 'registered';

export function userComparators(collator: Intl.Collator): Comparators<AdminUserRecord, UserSortKey> {
  return {
    // Rows without a name ("Unknown") sort after the named ones.
    customer: (a, b) => {
      const nameA = customerName(a);
      const nameB = customerName(b);
      if (nameA === null || nameB === null) return (nameA === null ? 1 : 0) - (nameB === null ? 1 : 0);
      return collator.compare(nameA, nameB) || collator.compare(a.email, b.email);
    },
    stage: (a, b) => a.stage - b.stage,
    payment: (a, b) => PAYMENT_RANK[a.status] - PAYMENT_RANK[b.status],
    revenue: (a, b) => a.revenueCents - b.revenueCents || a.potentialCents - b.potentialCents,
    registered: (a, b) => byTime(a.createdAt, b.createdAt),
  };
}

export type QuestionnaireSortKey = 'user' | 'gender' | 'motherAge' | 'date';

export function questionnaireComparators(
  collator: Intl.Collator,
): Comparators<AdminQuestionnaireRecord, QuestionnaireSortKey> {
  const owner = (record: AdminQuestionnaireRecord) => record.userName ?? record.userEmail ?? '';
  return {
    user: (a, b) => collator.compare(owner(a), owner(b)),
    gender: (a, b) => collator.compare(a.gender, b.gender),
    motherAge: (a, b) => a.motherAge - b.motherAge,
    date: (a, b) => byTime(a.createdAt, b.createdAt),
  };
}

export type PaymentSortKey = 'planId' | 'userId' | 'date';

export function paymentComparators(collator: Intl.Collator): Comparators<AdminPlanRow, PaymentSortKey> {
  return {
    planId: (a, b) => collator.compare(a.id, b.id),
    userId: (a, b) => collator.compare(a.userId, b.userId),
    date: (a, b) => byTime(a.createdAt, b.createdAt),
  };
}
