import type { EXPORT_COLUMNS } from '@nasl/core';
import {
  addDays,
  deriveJourney,
  questionnaireHighlights,
  startOfBusinessDay,
  type CivilDate,
  type ExportTable,
} from '@nasl/core';
import { db, Timestamp, type DocumentSnapshot, type QueryDocumentSnapshot } from '../lib/firebase.ts';
import { AUDIT, type AuditRecord } from './audit.ts';
import { PAYMENTS, type PaymentDoc } from './payments.ts';
import { PLANS, QUESTIONNAIRES, type PlanDoc, type QuestionnaireDoc } from './plan-documents.ts';
import { USERS, type UserDoc } from './users.ts';

/** A cell as data gives it: the CSV writer turns each into text. */
export type ExportValue = string | number | boolean | Date | null;
export type ExportRow<T extends ExportTable> = Record<keyof (typeof EXPORT_COLUMNS)[T], ExportValue>;

/** An amount in cents as the currency's units with two decimals: 9900 → "99.00". */
const amountText = (cents: number) => (cents / 100).toFixed(2);

/** Rows are read in chunks of this many, each with one batched read of what they name. */
const CHUNK_SIZE = 300;

async function* chunks(
  documents: AsyncIterable<QueryDocumentSnapshot>,
): AsyncGenerator<QueryDocumentSnapshot[]> {
  let chunk: QueryDocumentSnapshot[] = [];
  for await (const document of documents) {
    chunk.push(document);
    if (chunk.length === CHUNK_SIZE) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * A collection's documents created from the start of `from` to the end of `to` (days in the business's
 * time zone), oldest first, as one query stream: Firestore sends them as they are read, and the stream
 * waits while the file is being sent.
 */
function createdInRange(
  collection: string,
  range: { from: CivilDate; to: CivilDate },
  fields: readonly string[],
): AsyncIterable<QueryDocumentSnapshot> {
  const query = db()
    .collection(collection)
    .where('createdAt', '>=', Timestamp.fromDate(startOfBusinessDay(range.from)))
    .where('createdAt', '<', Timestamp.fromDate(startOfBusinessDay(addDays(range.to, 1))))
    .orderBy('createdAt', 'asc');
  // `select()` with no field would keep the ids alone: no list means the whole document.
  return (
    fields.length > 0 ? query.select(...fields) : query
  ).stream() as AsyncIterable<QueryDocumentSnapshot>;
}

async function readByIds(
  collection: string,
  ids: (string | null | undefined)[],
  fieldMask: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const refs = unique.map((id) => db().collection(collection).doc(id));
  const snapshots = await db().getAll(...refs, { fieldMask: [...fieldMask] });
  return new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot]));
}

const USER_FIELDS = [
  'name',
  'email',
  'phone',
  'gender',
  'isAdmin',
  'isSubscribed',
  'latestQuestionnaireId',
  'latestPlanId',
  'createdAt',
] as const satisfies readonly (keyof UserDoc)[];

async function* userRows(range: { from: CivilDate; to: CivilDate }): AsyncGenerator<ExportRow<'users'>> {
  for await (const chunk of chunks(createdInRange(USERS, range, USER_FIELDS))) {
    const users = chunk.map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as UserDoc }));
    const plans = await readByIds(
      PLANS,
      users.map(({ doc }) => doc.latestPlanId),
      ['isPaid', 'paymentStatus'],
    );
    for (const { id, doc } of users) {
      const plan = plans.get(doc.latestPlanId ?? '')?.data() as
        Pick<PlanDoc, 'isPaid' | 'paymentStatus'> | undefined;
      const journey = deriveJourney({
        hasQuestionnaire: Boolean(doc.latestQuestionnaireId),
        latestPlan: plan ?? null,
        hasPaidBefore: doc.isSubscribed === true,
      });
      yield {
        id,
        name: doc.name,
        email: doc.email,
        phone: doc.phone,
        gender: doc.gender,
        isAdmin: doc.isAdmin === true,
        stage: journey.stage,
        status: journey.status,
        latestPlanId: doc.latestPlanId ?? null,
        createdAt: doc.createdAt.toDate(),
      };
    }
  }
}

async function* questionnaireRows(range: {
  from: CivilDate;
  to: CivilDate;
}): AsyncGenerator<ExportRow<'questionnaires'>> {
  for await (const chunk of chunks(createdInRange(QUESTIONNAIRES, range, []))) {
    const questionnaires = chunk.map((snapshot) => ({
      id: snapshot.id,
      doc: snapshot.data() as QuestionnaireDoc,
    }));
    const owners = await readByIds(
      USERS,
      questionnaires.map(({ doc }) => doc.userId),
      ['name', 'email'],
    );
    for (const { id, doc } of questionnaires) {
      const owner = owners.get(doc.userId)?.data() as Pick<UserDoc, 'name' | 'email'> | undefined;
      yield {
        id,
        userId: doc.userId ?? '',
        userName: owner?.name ?? null,
        userEmail: owner?.email ?? null,
        ...questionnaireHighlights(doc),
        createdAt: doc.createdAt.toDate(),
      };
    }
  }
}

async function* paymentRows(range: {
  from: CivilDate;
  to: CivilDate;
}): AsyncGenerator<ExportRow<'payments'>> {
  const fields = [
    'planId',
    'userId',
    'amount',
    'currency',
    'status',
    'createdAt',
    'refundedCents',
    'refundedAt',
  ];
  for await (const snapshot of createdInRange(PAYMENTS, range, fields)) {
    const doc = snapshot.data() as PaymentDoc;
    const refunded = doc.refundedCents ?? 0;
    yield {
      id: snapshot.id,
      planId: doc.planId,
      userId: doc.userId,
      amount: amountText(doc.amount),
      refunded: amountText(refunded),
      net: amountText(doc.amount - refunded),
      currency: doc.currency.toUpperCase(),
      status: doc.status,
      createdAt: doc.createdAt.toDate(),
      refundedAt: doc.refundedAt?.toDate() ?? null,
    };
  }
}

async function* auditRows(range: { from: CivilDate; to: CivilDate }): AsyncGenerator<ExportRow<'audit'>> {
  for await (const chunk of chunks(createdInRange(AUDIT, range, []))) {
    const records = chunk.map((snapshot) => ({ id: snapshot.id, record: snapshot.data() as AuditRecord }));
    const people = await readByIds(
      USERS,
      records.flatMap(({ record }) => [record.actorId, record.targetUserId]),
      ['email'],
    );
    const emailOf = (id: string | null) =>
      id ? ((people.get(id)?.get('email') as string | undefined) ?? null) : null;
    for (const { id, record } of records) {
      yield {
        id,
        createdAt: record.createdAt.toDate(),
        action: record.action,
        actorId: record.actorId,
        actorEmail: emailOf(record.actorId),
        targetUserId: record.targetUserId,
        targetEmail: emailOf(record.targetUserId),
        planId: record.planId,
        amount:
          record.amountCents === null || record.amountCents === undefined
            ? null
            : amountText(record.amountCents),
        currency: record.currency?.toUpperCase() ?? null,
        reason: record.reason ?? null,
        paymentsPseudonym: record.paymentsPseudonym,
      };
    }
  }
}

/**
 * The outcomes of the plans paid in the range (by the day of payment), oldest first, without anything that
 * names a person: the plan, its target, what she reported and whether it matched, her claim's status.
 */
async function* outcomeRows(range: {
  from: CivilDate;
  to: CivilDate;
}): AsyncGenerator<ExportRow<'outcomes'>> {
  const query = db()
    .collection(PLANS)
    .where('paidAt', '>=', Timestamp.fromDate(startOfBusinessDay(range.from)))
    .where('paidAt', '<', Timestamp.fromDate(startOfBusinessDay(addDays(range.to, 1))))
    .orderBy('paidAt', 'asc')
    .select('gender', 'paidAt', 'pregnancy', 'outcome', 'guaranteeClaim', 'paymentStatus', 'unlockedBy');
  for await (const snapshot of query.stream() as AsyncIterable<QueryDocumentSnapshot>) {
    const doc = snapshot.data() as Pick<
      PlanDoc,
      'gender' | 'paidAt' | 'pregnancy' | 'outcome' | 'guaranteeClaim' | 'paymentStatus' | 'unlockedBy'
    >;
    if (doc.unlockedBy) continue;
    const sex = doc.outcome?.sex ?? null;
    yield {
      planId: snapshot.id,
      target: doc.gender,
      paidAt: doc.paidAt?.toDate() ?? null,
      positiveTestDate: doc.pregnancy?.positiveTestDate ?? null,
      outcome: sex,
      knownOn: doc.outcome?.knownOn ?? null,
      matched: sex === 'boy' || sex === 'girl' ? sex === doc.gender : null,
      claimStatus: doc.guaranteeClaim?.status ?? null,
      paymentStatus: doc.paymentStatus,
    };
  }
}

/**
 * The rows of an admin table created in a date range, oldest first, read as they are sent. The people a row names are looked up per chunk (a deleted person has no e-mail any more).
 */
export function exportRows<T extends ExportTable>(
  table: T,
  range: { from: CivilDate; to: CivilDate },
): AsyncIterable<ExportRow<T>> {
  const rows = {
    users: userRows,
    questionnaires: questionnaireRows,
    payments: paymentRows,
    audit: auditRows,
    outcomes: outcomeRows,
  } satisfies {
    [K in ExportTable]: (range: { from: CivilDate; to: CivilDate }) => AsyncIterable<ExportRow<K>>;
  };
  return rows[table](range) as AsyncIterable<ExportRow<T>>;
}
