import { ageRangeOf, searchTokens, TREND_FIGURES, type CivilDate, type TargetGender } from '@nasl/core';
import { db, type Query, type QueryDocumentSnapshot, type Timestamp } from '../lib/firebase.ts';
import {
  AGE_RANGE_FIGURES,
  businessDayOf,
  dayShardRef,
  planStateFigure,
  STATS_DAYS,
  STATS_TOTALS,
  TOTAL_FIGURES,
  totalsShardRef,
  type DayFigures,
  type TotalFigures,
} from './business-stats.ts';
import { PAYMENTS, type PaymentDoc } from './payments.ts';
import { PLANS, QUESTIONNAIRES, type PlanDoc } from './plan-documents.ts';
import { USERS, type UserDoc } from './users.ts';

const MAX_BATCH_WRITES = 400;

export interface RebuildResult {
  days: number;
  totals: TotalFigures;
}

const zero = <T extends string>(names: readonly T[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<T, number>;

function stream(query: Query): AsyncIterable<QueryDocumentSnapshot> {
  return query.stream() as AsyncIterable<QueryDocumentSnapshot>;
}

/** Deletes every document a query finds, a batch at a time. */
async function deleteAll(query: Query): Promise<void> {
  let batch = db().batch();
  let pending = 0;
  for await (const document of stream(query.select())) {
    batch.delete(document.ref);
    if (++pending === MAX_BATCH_WRITES) {
      await batch.commit();
      batch = db().batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();
}

/**
 * The back-fill: counts the dashboard's figures again from the documents (people, questionnaires, plans,
 * payments and their refunds) and replaces the stored ones, each day's and the totals in shard 0. For
 * data written before the figures were kept on write, or to repair them. What the documents no longer
 * show cannot be counted: a deleted person's sign-up, questionnaires and plans. Reads every document once
 * (only the fields it counts), so run it when few people are writing: a change made while it runs may be
 * counted twice or not at all until it runs again.
 */
export async function rebuildStats(log: (message: string) => void = () => {}): Promise<RebuildResult> {
  const days = new Map<CivilDate, DayFigures>();
  const totals = zero(TOTAL_FIGURES);
  const day = (at: Timestamp) => {
    const date = businessDayOf(at.toDate());
    let figures = days.get(date);
    if (!figures) {
      figures = zero(TREND_FIGURES);
      days.set(date, figures);
    }
    return figures;
  };

  for await (const user of stream(db().collection(USERS).select('createdAt'))) {
    totals.users += 1;
    day(user.get('createdAt') as Timestamp).signUps += 1;
  }
  log(`[stats] ${totals.users} people`);

  for await (const questionnaire of stream(
    db().collection(QUESTIONNAIRES).select('createdAt', 'gender', 'motherAge'),
  )) {
    totals.questionnaires += 1;
    totals[questionnaire.get('gender') as TargetGender] += 1;
    totals[AGE_RANGE_FIGURES[ageRangeOf(Number(questionnaire.get('motherAge')))]] += 1;
    day(questionnaire.get('createdAt') as Timestamp).questionnaires += 1;
  }
  log(`[stats] ${totals.questionnaires} questionnaires`);

  for await (const plan of stream(
    db().collection(PLANS).select('createdAt', 'isPaid', 'paymentStatus', 'unlockedBy', 'paidAt'),
  )) {
    const doc = plan.data() as Pick<
      PlanDoc,
      'createdAt' | 'isPaid' | 'paymentStatus' | 'unlockedBy' | 'paidAt'
    >;
    totals.plans += 1;
    totals[planStateFigure(doc)] += 1;
    day(doc.createdAt).plans += 1;
    if (doc.unlockedBy && doc.paidAt) {
      totals.adminUnlocks += 1;
      day(doc.paidAt).adminUnlocks += 1;
    }
  }
  log(`[stats] ${totals.plans} plans`);

  for await (const payment of stream(db().collection(PAYMENTS).select('createdAt', 'amount', 'refunds'))) {
    const doc = payment.data() as Pick<PaymentDoc, 'createdAt' | 'amount' | 'refunds'>;
    totals.payments += 1;
    totals.revenueCents += doc.amount;
    const paidOn = day(doc.createdAt);
    paidOn.payments += 1;
    paidOn.revenueCents += doc.amount;
    for (const refund of Object.values(doc.refunds ?? {})) {
      totals.refunds += 1;
      totals.refundsCents += refund.amountCents;
      const refundedOn = day(refund.createdAt);
      refundedOn.refunds += 1;
      refundedOn.refundsCents += refund.amountCents;
    }
  }
  log(`[stats] ${totals.payments} payments, ${totals.refunds} refunds`);

  await deleteAll(db().collection(STATS_DAYS));
  await deleteAll(db().collection(STATS_TOTALS));
  let batch = db().batch();
  let pending = 0;
  for (const [date, figures] of days) {
    batch.set(dayShardRef(date, 0), { date, shard: 0, ...figures });
    if (++pending === MAX_BATCH_WRITES) {
      await batch.commit();
      batch = db().batch();
      pending = 0;
    }
  }
  batch.set(totalsShardRef(0), { shard: 0, ...totals });
  await batch.commit();
  log(`[stats] ${days.size} days written`);
  return { days: days.size, totals };
}

/**
 * Writes the person search's tokens (docs/decisions/0023-person-search-tokens.md) on every user document
 * whose tokens are missing or stale: people who registered before the search existed. Answers how many
 * documents it updated.
 */
export async function rebuildSearchTokens(): Promise<number> {
  let batch = db().batch();
  let pending = 0;
  let updated = 0;
  for await (const user of stream(db().collection(USERS).select('name', 'email', 'phone', 'searchTokens'))) {
    const doc = user.data() as Pick<UserDoc, 'name' | 'email' | 'phone' | 'searchTokens'>;
    const tokens = searchTokens({ name: doc.name ?? '', email: doc.email ?? '', phone: doc.phone ?? null });
    if (
      doc.searchTokens?.length === tokens.length &&
      doc.searchTokens.every((token, index) => token === tokens[index])
    ) {
      continue;
    }
    batch.update(user.ref, { searchTokens: tokens });
    updated += 1;
    if (++pending === MAX_BATCH_WRITES) {
      await batch.commit();
      batch = db().batch();
      pending = 0;
    }
  }
  if (pending > 0) await batch.commit();
  return updated;
}
