import {
  ageRangeOf,
  BUSINESS_TIME_ZONE,
  todayInTimeZone,
  TREND_FIGURES,
  type AgeRange,
  type CivilDate,
  type PaymentStatus,
  type TargetGender,
  type TrendFigures,
} from '@nasl/core';
import { db, FieldValue, type DocumentReference } from '../lib/firebase.ts';

/**
 * The dashboard's figures, kept up to date by every write that changes them, so the overview reads a few
 * documents and a trend a few per day, however many people there are.
 *
 * Every sign-up, plan and payment of a day changes that day's figures, and Firestore sustains about one
 * write per second on one document. So each set of figures is spread over STATS_SHARDS documents
 * (Firebase's distributed counter): a write adds to one shard picked at random, with increments and
 * without reading it, in the same transaction or batch as the change it counts (the figures never
 * disagree with the documents, and never make a transaction wait for another). Readers add the shards up.
 *
 * - `statsDays/{yyyy-MM-dd}_{shard}`: what happened that day (in the business's time zone), counted when
 *   it happened; a person deleted later still signed up that day.
 * - `statsTotals/{shard}`: what there is now (people, plans by state, questionnaires by answer) and all
 *   the money ever charged and refunded.
 */
export const STATS_DAYS = 'statsDays';
export const STATS_TOTALS = 'statsTotals';
export const STATS_SHARDS = 10;

export type DayFigures = TrendFigures;

export const TOTAL_FIGURES = [
  'users',
  'questionnaires',
  'plans',
  'paidPlans',
  'pendingPlans',
  'refundedPlans',
  'boy',
  'girl',
  'age18to25',
  'age26to35',
  'age36to45',
  'age46plus',
  'payments',
  'adminUnlocks',
  'refunds',
  'revenueCents',
  'refundsCents',
] as const;
export type TotalFigure = (typeof TOTAL_FIGURES)[number];
export type TotalFigures = Record<TotalFigure, number>;

export const AGE_RANGE_FIGURES: Record<AgeRange, TotalFigure> = {
  '18-25': 'age18to25',
  '26-35': 'age26to35',
  '36-45': 'age36to45',
  '46+': 'age46plus',
};

/** A change of the figures: what to add to the day it happened on and to the totals. */
export interface StatsChange {
  at: Date;
  day?: Partial<DayFigures>;
  totals?: Partial<TotalFigures>;
}

/** A transaction or a write batch: the figures are written with the change they count. */
export interface StatsWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: true }): unknown;
}

export const businessDayOf = (instant: Date): CivilDate => todayInTimeZone(BUSINESS_TIME_ZONE, instant);

export const dayShardRef = (date: CivilDate, shard: number) =>
  db().collection(STATS_DAYS).doc(`${date}_${shard}`);
export const totalsShardRef = (shard: number) => db().collection(STATS_TOTALS).doc(String(shard));

function increments(figures: Partial<Record<string, number>>): Record<string, FieldValue> | null {
  const entries = Object.entries(figures).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0,
  );
  return entries.length === 0
    ? null
    : Object.fromEntries(entries.map(([name, value]) => [name, FieldValue.increment(value)]));
}

/** Adds a change to one shard of its day and one of the totals, in the caller's transaction or batch. */
export function addStats(
  writer: StatsWriter,
  change: StatsChange,
  shard = Math.floor(Math.random() * STATS_SHARDS),
): void {
  const day = change.day && increments(change.day);
  if (day) {
    const date = businessDayOf(change.at);
    writer.set(dayShardRef(date, shard), { date, shard, ...day }, { merge: true });
  }
  const totals = change.totals && increments(change.totals);
  if (totals) writer.set(totalsShardRef(shard), { shard, ...totals }, { merge: true });
}

/** Adds several changes as one: a deletion of a person's plans and questionnaires is one write per shard. */
export function combineChanges(at: Date, changes: StatsChange[]): StatsChange {
  const day: Partial<DayFigures> = {};
  const totals: Partial<TotalFigures> = {};
  for (const change of changes) {
    for (const [name, value] of Object.entries(change.day ?? {}) as [keyof DayFigures, number][]) {
      day[name] = (day[name] ?? 0) + value;
    }
    for (const [name, value] of Object.entries(change.totals ?? {}) as [TotalFigure, number][]) {
      totals[name] = (totals[name] ?? 0) + value;
    }
  }
  return { at, day, totals };
}

// The changes each event makes. They are the only source of the figures besides the back-fill
// (`rebuildStats`), which recounts them from the documents.

export const signUpChange = (at: Date): StatsChange => ({ at, day: { signUps: 1 }, totals: { users: 1 } });

export interface CountedQuestionnaire {
  gender: TargetGender;
  motherAge: number;
}

const questionnaireTotals = (questionnaire: CountedQuestionnaire, sign: 1 | -1): Partial<TotalFigures> => ({
  questionnaires: sign,
  [questionnaire.gender]: sign,
  [AGE_RANGE_FIGURES[ageRangeOf(questionnaire.motherAge)]]: sign,
});

/** A questionnaire and its plan (one submission): a new plan waits for its payment. */
export const submissionChange = (at: Date, questionnaire: CountedQuestionnaire): StatsChange => ({
  at,
  day: { questionnaires: 1, plans: 1 },
  totals: { ...questionnaireTotals(questionnaire, 1), plans: 1, pendingPlans: 1 },
});

/**
 * A plan unlocked (paid, or by an admin at no money) and, for a payment, the money it charged. A payment
 * for a plan already unlocked (an admin unlocked it, then the owner's payment arrived) adds its money only.
 * `from` is the state the plan leaves: waiting for a payment, or refunded (an admin may unlock it again).
 */
export function unlockChange(
  at: Date,
  event: { planUnlocked: boolean; from: TotalFigure; byAdmin: boolean; chargedCents: number | null },
): StatsChange {
  const day: Partial<DayFigures> = {};
  const totals: Partial<TotalFigures> = {};
  if (event.planUnlocked) {
    totals.paidPlans = 1;
    totals[event.from] = -1;
    if (event.byAdmin) {
      day.adminUnlocks = 1;
      totals.adminUnlocks = 1;
    }
  }
  if (event.chargedCents !== null) {
    day.payments = 1;
    day.revenueCents = event.chargedCents;
    totals.payments = 1;
    totals.revenueCents = event.chargedCents;
  }
  return { at, day, totals };
}

/** Money given back on the day of the refund; a plan refunded whole is locked again. */
export const refundChange = (
  at: Date,
  event: { refundedCents: number; planLocked: boolean },
): StatsChange => ({
  at,
  day: { refunds: 1, refundsCents: event.refundedCents },
  totals: {
    refunds: 1,
    refundsCents: event.refundedCents,
    ...(event.planLocked ? { paidPlans: -1, refundedPlans: 1 } : {}),
  },
});

/** The plan-state figure a plan counts in. */
export function planStateFigure(plan: { isPaid: boolean; paymentStatus?: PaymentStatus }): TotalFigure {
  if (plan.isPaid) return 'paidPlans';
  return plan.paymentStatus === 'refunded' ? 'refundedPlans' : 'pendingPlans';
}

/**
 * A person deleted with their questionnaires and plans: they leave the totals. What happened on past days
 * stays, and so does their money (the payment records are kept).
 */
export function deletionChange(
  at: Date,
  removed: {
    user: boolean;
    questionnaires: CountedQuestionnaire[];
    plans: { isPaid: boolean; paymentStatus?: PaymentStatus }[];
  },
): StatsChange {
  return combineChanges(at, [
    { at, totals: { users: removed.user ? -1 : 0 } },
    ...removed.questionnaires.map((questionnaire) => ({
      at,
      totals: questionnaireTotals(questionnaire, -1),
    })),
    ...removed.plans.map((plan) => ({ at, totals: { plans: -1, [planStateFigure(plan)]: -1 } })),
  ]);
}

const zeroFigures = <T extends string>(names: readonly T[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<T, number>;

function addInto<T extends string>(
  sum: Record<T, number>,
  names: readonly T[],
  data: Record<string, unknown>,
) {
  for (const name of names) {
    const value = data[name];
    if (typeof value === 'number') sum[name] += value;
  }
}

/** The totals now: the sum of their shards (STATS_SHARDS documents read by id). */
export async function readTotals(): Promise<TotalFigures> {
  const refs = Array.from({ length: STATS_SHARDS }, (_, shard) => totalsShardRef(shard));
  const totals = zeroFigures(TOTAL_FIGURES);
  for (const snapshot of await db().getAll(...refs)) {
    if (snapshot.exists) addInto(totals, TOTAL_FIGURES, snapshot.data()!);
  }
  return totals;
}

/** Each day's figures from `from` to `to` (days with nothing are absent): one query over the days' shards. */
export async function readDays(from: CivilDate, to: CivilDate): Promise<Map<CivilDate, DayFigures>> {
  const snapshot = await db().collection(STATS_DAYS).where('date', '>=', from).where('date', '<=', to).get();
  const days = new Map<CivilDate, DayFigures>();
  for (const shard of snapshot.docs) {
    const data = shard.data();
    const date = String(data.date);
    let figures = days.get(date);
    if (!figures) {
      figures = zeroFigures(TREND_FIGURES);
      days.set(date, figures);
    }
    addInto(figures, TREND_FIGURES, data);
  }
  return days;
}
