/**
 * Fills a local stack with realistic people: accounts, user documents, questionnaires, plans (some paid,
 * a few unlocked by an admin, a few paid and refunded), payment records and the refunds' audit entries,
 * spread over the past months with a growing number of sign-ups a day; then counts the dashboard's
 * figures from them (the back-fill). Deterministic for a given count (a seeded generator), so benchmarks
 * are comparable.
 */
import {
  ACTIVITY_LEVELS,
  BLOOD_TYPES,
  DIETS,
  PLAN_CURRENCY,
  PLAN_PRICE_CENTS,
  SLEEP_PATTERNS,
  STRESS_LEVELS,
  addDays,
  searchTokens,
  type QuestionnaireAnswers,
} from '@nasl/core';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { auth, db, Timestamp, type DocumentReference } from '../../functions/src/lib/firebase.ts';
import {
  PLANS,
  QUESTIONNAIRES,
  submissionDocuments,
  type PlanDoc,
} from '../../functions/src/data/plan-documents.ts';
import { AUDIT, auditEntry } from '../../functions/src/data/audit.ts';
import { PAYMENTS, type PaymentDoc } from '../../functions/src/data/payments.ts';
import { rebuildStats } from '../../functions/src/data/stats-backfill.ts';
import { USERS, type UserDoc } from '../../functions/src/data/users.ts';
import { seededRandom } from '../seeded-random.ts';

const MAX_BATCH_WRITES = 400;
const MAX_BATCH_BYTES = 2_000_000;

const FIRST_NAMES_MALE = ['أحمد', 'محمد', 'خالد', 'عمر', 'يوسف', 'Ali', 'Hassan', 'Faisal', 'Sami', 'Tariq'];
const FIRST_NAMES_FEMALE = ['فاطمة', 'مريم', 'سارة', 'نورة', 'هدى', 'Layla', 'Huda', 'Rania', 'Dana', 'Amal'];
const LAST_NAMES = [
  'العتيبي',
  'الشمري',
  'القحطاني',
  'الحربي',
  'الزهراني',
  'Haddad',
  'Khalil',
  'Nasser',
  'Saleh',
];

export interface SeedOptions {
  users: number;
  /** Reference "today" (yyyy-MM-dd) for questionnaire dates. */
  today: string;
  /** Share of people with a questionnaire and plan, and of those plans that are paid. */
  planShare?: number;
  paidShare?: number;
  /** Share of paid plans refunded under the guarantee, and of unpaid plans an admin unlocked. */
  refundShare?: number;
  adminUnlockShare?: number;
  /** How many days back the first person signed up. */
  days?: number;
  emailPrefix?: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  users: number;
  plans: number;
  paidPlans: number;
  refunds: number;
  adminUnlocks: number;
  seconds: number;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** Sign-ups grow over the period: person i of n signs up at (i/n)^GROWTH of it (more people lately). */
const GROWTH = 0.6;

export async function seed(options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const { next, integer: between, pick } = seededRandom(options.users * 7919 + 17);
  const planShare = options.planShare ?? 0.7;
  const paidShare = options.paidShare ?? 0.3;
  const refundShare = options.refundShare ?? 0.04;
  const adminUnlockShare = options.adminUnlockShare ?? 0.02;
  const spanMs = (options.days ?? 120) * DAY_MS;
  const prefix = options.emailPrefix ?? 'seed';
  const log = options.log ?? (() => {});
  const now = Date.now();
  let plans = 0;
  let paidPlans = 0;
  let refunds = 0;
  let adminUnlocks = 0;
  /** Not later than now: a payment or a refund a few hours after a sign-up of this morning. */
  const until = (ms: number) => Timestamp.fromMillis(Math.min(ms, now));

  // Plain batched commits: the local Firestore stand-in does not implement BulkWriter's BatchWrite. A
  // commit is one gRPC message, refused above 4 MB, and a plan document (both languages) is tens of KB:
  // each batch is closed at 400 writes or about 2 MB of data, whichever comes first.
  let batch = db().batch();
  let pending = 0;
  let pendingBytes = 0;
  const commits: Promise<unknown>[] = [];
  const writer = {
    set(ref: DocumentReference, data: object) {
      batch.set(ref, data);
      pending += 1;
      pendingBytes += JSON.stringify(data).length;
      if (pending === MAX_BATCH_WRITES || pendingBytes >= MAX_BATCH_BYTES) {
        commits.push(batch.commit());
        batch = db().batch();
        pending = 0;
        pendingBytes = 0;
      }
    },
    async flush() {
      if (pending > 0) commits.push(batch.commit());
      batch = db().batch();
      pending = 0;
      pendingBytes = 0;
      await Promise.all(commits.splice(0));
    },
  };
  const batchSize = 1000;
  for (let start = 0; start < options.users; start += batchSize) {
    const accounts = [];
    for (let index = start; index < Math.min(options.users, start + batchSize); index += 1) {
      // The commits sent so far are answered between two people, not after the whole thousand: where the
      // Firestore stand-in runs in this process (the benches), a thousand plans made in one go on a busy
      // machine outlast a commit's 60-second deadline.
      await nextTurn();
      const gender = next() < 0.5 ? 'male' : 'female';
      const name = `${pick(gender === 'male' ? FIRST_NAMES_MALE : FIRST_NAMES_FEMALE)} ${pick(LAST_NAMES)}`;
      const uid = `${prefix}-user-${index.toString().padStart(6, '0')}`;
      const email = `${prefix}.${index}@example.com`;
      const createdAt = Timestamp.fromMillis(
        Math.min(
          now,
          now - spanMs + spanMs * (index / options.users) ** GROWTH + (next() - 0.5) * 12 * HOUR_MS,
        ),
      );
      accounts.push({ uid, email, displayName: name });
      const user: UserDoc = {
        name,
        email,
        phone: `+9665${between(10000000, 99999999)}`,
        isAdmin: false,
        isSubscribed: false,
        gender,
        createdAt,
      };
      user.searchTokens = searchTokens(user);
      if (next() < planShare) {
        const answers: QuestionnaireAnswers = {
          gender: next() < 0.55 ? 'boy' : 'girl',
          cycleLength: between(24, 33),
          periodLength: between(3, 7),
          motherBloodType: pick(BLOOD_TYPES),
          fatherBloodType: pick(BLOOD_TYPES),
          motherDiet: pick(DIETS),
          motherActivity: pick(ACTIVITY_LEVELS),
          motherAge: between(19, 44),
          fatherAge: between(21, 55),
          lastPeriodDate: addDays(options.today, -between(1, 40)),
          motherHeight: between(150, 180),
          fatherHeight: between(160, 195),
          motherWeight: between(48, 95),
          fatherWeight: between(60, 120),
          previousPregnancies: next() < 0.4 ? 'yes' : 'no',
          previousPregnanciesCount: null,
          stressLevel: pick(STRESS_LEVELS),
          sleepPattern: pick(SLEEP_PATTERNS),
          environmentalFactors: next() < 0.8 ? ['none'] : ['pollution'],
        };
        if (answers.previousPregnancies === 'yes') answers.previousPregnanciesCount = between(1, 4);
        const questionnaireId = `${prefix}-q-${index}`;
        const planId = `${prefix}-plan-${index}`;
        const isPaid = next() < paidShare;
        const isRefunded = isPaid && next() < refundShare;
        const isUnlocked = !isPaid && next() < adminUnlockShare;
        const paymentIntentId = isPaid ? `pi_seed${index.toString().padStart(8, '0')}` : null;
        const documents = submissionDocuments({
          userId: uid,
          questionnaireId,
          answers,
          planStartDate: options.today,
          createdAt,
        });
        const paidAt = until(createdAt.toMillis() + between(10, 48 * 60) * 60_000);
        const refundedAt = until(paidAt.toMillis() + between(1, 30) * DAY_MS);
        let plan: PlanDoc = documents.plan;
        if (isRefunded) {
          plan = { ...plan, isPaid: false, paymentStatus: 'refunded', paymentIntentId, paidAt, refundedAt };
        } else if (isPaid) {
          plan = { ...plan, isPaid: true, paymentStatus: 'completed', paymentIntentId, paidAt };
        } else if (isUnlocked) {
          plan = { ...plan, isPaid: true, paymentStatus: 'completed', unlockedBy: 'seed-admin', paidAt };
          adminUnlocks += 1;
        }
        writer.set(db().collection(QUESTIONNAIRES).doc(questionnaireId), documents.questionnaire);
        writer.set(db().collection(PLANS).doc(planId), plan);
        user.latestQuestionnaireId = questionnaireId;
        user.latestPlanId = planId;
        plans += 1;
        if (isPaid && paymentIntentId) {
          paidPlans += 1;
          user.isSubscribed = !isRefunded;
          const payment: PaymentDoc = {
            planId,
            userId: uid,
            amount: PLAN_PRICE_CENTS,
            currency: PLAN_CURRENCY,
            status: 'succeeded',
            paymentIntentId,
            createdAt: paidAt,
          };
          if (isRefunded) {
            refunds += 1;
            const refundId = `re_seed${index.toString().padStart(8, '0')}`;
            Object.assign(payment, {
              status: 'refunded',
              refundedCents: PLAN_PRICE_CENTS,
              refundedAt,
              refunds: { [refundId]: { amountCents: PLAN_PRICE_CENTS, createdAt: refundedAt } },
            } satisfies Partial<PaymentDoc>);
            writer.set(
              db().collection(AUDIT).doc(`seed-refund-${index}`),
              auditEntry({
                action: 'refund-plan',
                actorId: null,
                targetUserId: uid,
                planId,
                reason: 'Guarantee: hospital report received by e-mail',
                amountCents: PLAN_PRICE_CENTS,
                currency: PLAN_CURRENCY,
                createdAt: refundedAt,
              }),
            );
          }
          writer.set(db().collection(PAYMENTS).doc(paymentIntentId), payment);
        }
      }
      writer.set(db().collection(USERS).doc(uid), user);
    }
    const result = await auth().importUsers(accounts);
    if (result.failureCount > 0) {
      throw new Error(
        `Auth import failed for ${result.failureCount} accounts: ${result.errors[0]?.error.message}`,
      );
    }
    await writer.flush();
    log(`[seed] ${Math.min(options.users, start + batchSize)} / ${options.users} people`);
  }
  await rebuildStats(log);
  return {
    users: options.users,
    plans,
    paidPlans,
    refunds,
    adminUnlocks,
    seconds: (Date.now() - started) / 1000,
  };
}
