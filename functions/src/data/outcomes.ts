import {
  addDays,
  BASELINE_BOY_SHARE,
  BUSINESS_TIME_ZONE,
  type CivilDate,
  type OutcomeFigures,
  type Outcomes,
  type OutcomeSex,
  startOfBusinessDay,
  TARGET_GENDERS,
  type TargetGender,
  todayInTimeZone,
} from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';
import { wilsonInterval } from '../lib/wilson.ts';
import { PLANS } from './plan-documents.ts';

/** A paid plan as the outcome figures read it. */
export interface OutcomeRow {
  target: TargetGender;
  outcome: OutcomeSex | null;
  paidAt: Date;
}

function figures(target: TargetGender, rows: readonly OutcomeRow[]): OutcomeFigures {
  const reported = rows.filter(
    (row) => row.target === target && (row.outcome === 'boy' || row.outcome === 'girl'),
  );
  const matched = reported.filter((row) => row.outcome === target).length;
  return {
    target,
    reported: reported.length,
    matched,
    rate: reported.length > 0 ? matched / reported.length : null,
    ci95: wilsonInterval(matched, reported.length),
  };
}

/**
 * The measured outcomes of paid plans: for each target, how many reported a boy or a girl, how many had
 * the sex the plan aimed for, that share and its 95 % Wilson interval; the same by month of payment; how
 * many await an outcome, and how many said they prefer not to say or lost the pregnancy (not counted in
 * the shares). The baseline to read them against is the natural share of boys, about 0.512.
 */
export function outcomeFigures(
  range: { from: CivilDate; to: CivilDate },
  rows: readonly OutcomeRow[],
): Outcomes {
  const months = [...new Set(rows.map((row) => todayInTimeZone(BUSINESS_TIME_ZONE, row.paidAt).slice(0, 7)))];
  return {
    from: range.from,
    to: range.to,
    byTarget: TARGET_GENDERS.map((target) => figures(target, rows)),
    byMonth: months.sort().flatMap((month) =>
      TARGET_GENDERS.map((target) => ({
        month,
        ...figures(
          target,
          rows.filter((row) => todayInTimeZone(BUSINESS_TIME_ZONE, row.paidAt).startsWith(month)),
        ),
      })),
    ),
    baselineBoyShare: BASELINE_BOY_SHARE,
    awaiting: rows.filter((row) => row.outcome === null).length,
    undisclosed: rows.filter((row) => row.outcome === 'undisclosed').length,
    losses: rows.filter((row) => row.outcome === 'loss').length,
  };
}

/**
 * The plans paid in [from, to] (business days), refunded since or not, without those an admin unlocked
 * (no payment: not a customer's outcome), read with the four fields the figures need.
 */
export async function paidPlanOutcomes(from: CivilDate, to: CivilDate): Promise<OutcomeRow[]> {
  const snapshot = await db()
    .collection(PLANS)
    .where('paidAt', '>=', Timestamp.fromDate(startOfBusinessDay(from)))
    .where('paidAt', '<', Timestamp.fromDate(startOfBusinessDay(addDays(to, 1))))
    .select('gender', 'outcome', 'paidAt', 'unlockedBy')
    .get();
  return snapshot.docs
    .filter((document) => !document.get('unlockedBy'))
    .map((document) => ({
      target: document.get('gender') as TargetGender,
      outcome: (document.get('outcome.sex') as OutcomeSex | undefined) ?? null,
      paidAt: (document.get('paidAt') as Timestamp).toDate(),
    }));
}
