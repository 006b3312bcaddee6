import {
  ADMIN_PAGE_SIZE,
  AGE_RANGES,
  deriveJourney,
  type AdminOverview,
  type AdminPlanSummary,
  type AdminQuestionnaireRecord,
  type AdminQuestionnaireSummary,
  type AdminUserRecord,
  type AgeRange,
  type Stats,
} from '@nasl/core';
import { auth, authErrorCode, db, Timestamp, type DocumentSnapshot, type Query } from '../lib/firebase.ts';
import { HttpError } from '../lib/http-error.ts';
import { draftRef } from './drafts.ts';
import { PAYMENTS } from './payments.ts';
import { PLANS, QUESTIONNAIRES, type PlanDoc, type QuestionnaireDoc } from './plans.ts';
import { toApiUser, USERS, type UserDoc } from './users.ts';

const count = async (query: Query) => (await query.count().get()).data().count;

const AGE_BOUNDS: Record<AgeRange, [number, number]> = {
  '18-25': [18, 25],
  '26-35': [26, 35],
  '36-45': [36, 45],
  '46+': [46, 200],
};

/** Spec §3 Stats, from count aggregates (no documents are read). */
export async function questionnaireStats(): Promise<Stats> {
  const questionnaires = db().collection(QUESTIONNAIRES);
  const [totalResponses, boy, girl, ...ages] = await Promise.all([
    count(questionnaires),
    count(questionnaires.where('gender', '==', 'boy')),
    count(questionnaires.where('gender', '==', 'girl')),
    ...AGE_RANGES.map((range) =>
      count(
        questionnaires
          .where('motherAge', '>=', AGE_BOUNDS[range][0])
          .where('motherAge', '<=', AGE_BOUNDS[range][1]),
      ),
    ),
  ]);
  const ageRanges = Object.fromEntries(AGE_RANGES.map((range, index) => [range, ages[index] ?? 0])) as Record<
    AgeRange,
    number
  >;
  return { totalResponses, genderDistribution: { boy, girl }, ageRanges };
}

export async function adminOverview(): Promise<AdminOverview> {
  const plans = db().collection(PLANS);
  const questionnaires = db().collection(QUESTIONNAIRES);
  const [totalUsers, totalQuestionnaires, totalPlans, paidPlans, pendingPlans, boy, girl] = await Promise.all(
    [
      count(db().collection(USERS)),
      count(questionnaires),
      count(plans),
      count(plans.where('isPaid', '==', true)),
      count(plans.where('isPaid', '==', false)),
      count(questionnaires.where('gender', '==', 'boy')),
      count(questionnaires.where('gender', '==', 'girl')),
    ],
  );
  return {
    totalUsers,
    totalQuestionnaires,
    totalPlans,
    paidPlans,
    pendingPlans,
    genderPreferences: { boy, girl },
  };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  limit?: number | undefined;
  cursor?: string | undefined;
  search?: string | undefined;
  status?: 'paid' | 'pending' | undefined;
}

/**
 * Keyset pagination on the ordering field: the cursor is the last row's value (an ISO instant for
 * `createdAt`, the e-mail for searches) and the next page filters past it, which every Firestore
 * (and the local stand-in) supports. Rows with the very same millisecond could straddle a page edge.
 */
async function page(
  base: Query,
  order: { field: 'createdAt' | 'email'; direction: 'asc' | 'desc' },
  request: PageRequest,
) {
  const limit = request.limit ?? ADMIN_PAGE_SIZE;
  let query = base.orderBy(order.field, order.direction);
  if (request.cursor) {
    const after = order.field === 'createdAt' ? Timestamp.fromDate(new Date(request.cursor)) : request.cursor;
    if (order.field === 'createdAt' && Number.isNaN(new Date(request.cursor).getTime())) {
      throw new HttpError(400, 'invalidQuery');
    }
    query = query.where(order.field, order.direction === 'desc' ? '<' : '>', after);
  }
  const snapshot = await query.limit(limit + 1).get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs[docs.length - 1]?.data();
  const lastValue =
    order.field === 'createdAt'
      ? (last?.createdAt as Timestamp | undefined)?.toDate().toISOString()
      : (last?.email as string | undefined);
  return { docs, nextCursor: snapshot.docs.length > limit ? (lastValue ?? null) : null };
}

function questionnaireSummary(snapshot: DocumentSnapshot | undefined): AdminQuestionnaireSummary | null {
  if (!snapshot?.exists) return null;
  const doc = snapshot.data() as QuestionnaireDoc;
  return {
    id: snapshot.id,
    createdAt: doc.createdAt.toDate().toISOString(),
    gender: doc.gender,
    motherAge: doc.motherAge,
    fatherAge: doc.fatherAge,
    cycleLength: doc.cycleLength,
    lastPeriodDate: doc.lastPeriodDate,
    motherBloodType: doc.motherBloodType,
    fatherBloodType: doc.fatherBloodType,
    motherDiet: doc.motherDiet,
    motherActivity: doc.motherActivity,
  };
}

function planSummary(snapshot: DocumentSnapshot): AdminPlanSummary {
  const doc = snapshot.data() as PlanDoc;
  return {
    id: snapshot.id,
    userId: doc.userId,
    questionnaireId: doc.questionnaireId,
    gender: doc.gender,
    isPaid: doc.isPaid,
    paymentStatus: doc.paymentStatus,
    paymentIntentId: doc.paymentIntentId,
    createdAt: doc.createdAt.toDate().toISOString(),
  };
}

async function getAll(
  collection: string,
  ids: (string | undefined)[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => db().collection(collection).doc(id)));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
}

/** Users with their latest questionnaire, plan and derived journey; newest first, or by e-mail prefix. */
export async function listAdminUsers(request: PageRequest): Promise<Page<AdminUserRecord>> {
  const users = db().collection(USERS);
  const { docs, nextCursor } = request.search
    ? await page(
        users.where('email', '>=', request.search).where('email', '<', `${request.search}\uf8ff`),
        { field: 'email', direction: 'asc' },
        request,
      )
    : await page(users, { field: 'createdAt', direction: 'desc' }, request);
  const userDocs = docs.map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as UserDoc }));
  const [questionnaires, plans] = await Promise.all([
    getAll(
      QUESTIONNAIRES,
      userDocs.map(({ doc }) => doc.latestQuestionnaireId),
    ),
    getAll(
      PLANS,
      userDocs.map(({ doc }) => doc.latestPlanId),
    ),
  ]);
  const items = userDocs.map(({ id, doc }): AdminUserRecord => {
    const questionnaire = questionnaireSummary(questionnaires.get(doc.latestQuestionnaireId ?? ''));
    const planSnapshot = plans.get(doc.latestPlanId ?? '');
    const plan = planSnapshot?.exists ? planSummary(planSnapshot) : null;
    const journey = deriveJourney({
      hasQuestionnaire: questionnaire !== null,
      latestPlan: plan,
      hasPaidBefore: doc.isSubscribed === true,
    });
    return { ...toApiUser(id, doc), questionnaire, plan, ...journey };
  });
  return { items, nextCursor };
}

export async function listAdminQuestionnaires(request: PageRequest): Promise<Page<AdminQuestionnaireRecord>> {
  const { docs, nextCursor } = await page(
    db().collection(QUESTIONNAIRES),
    { field: 'createdAt', direction: 'desc' },
    request,
  );
  const owners = await getAll(
    USERS,
    docs.map((snapshot) => (snapshot.data() as QuestionnaireDoc).userId),
  );
  const items = docs.map((snapshot): AdminQuestionnaireRecord => {
    const doc = snapshot.data() as QuestionnaireDoc;
    const owner = owners.get(doc.userId);
    const ownerDoc = owner?.exists ? (owner.data() as UserDoc) : null;
    return {
      ...questionnaireSummary(snapshot)!,
      userId: doc.userId ?? '',
      userName: ownerDoc?.name ?? null,
      userEmail: ownerDoc?.email ?? null,
    };
  });
  return { items, nextCursor };
}

export async function listAdminPlans(request: PageRequest): Promise<Page<AdminPlanSummary>> {
  const plans = db().collection(PLANS);
  const filtered = request.status ? plans.where('isPaid', '==', request.status === 'paid') : plans;
  const { docs, nextCursor } = await page(filtered, { field: 'createdAt', direction: 'desc' }, request);
  return { items: docs.map(planSummary), nextCursor };
}

export async function setAdmin(uid: string, isAdmin: boolean): Promise<boolean> {
  const ref = db().collection(USERS).doc(uid);
  if (!(await ref.get()).exists) return false;
  await ref.update({ isAdmin });
  return true;
}

/**
 * Removes a person: the Auth account first (their sessions stop working at once), then every document of
 * theirs in one batch. Safe to repeat after a partial failure. False when there was nothing to delete.
 */
export async function deleteUserEverywhere(uid: string): Promise<boolean> {
  let hadAccount = true;
  // Sessions are checked against the user document; end them there first, in case the batch below fails.
  const userDoc = db().collection(USERS).doc(uid);
  if ((await userDoc.get()).exists) {
    await userDoc.update({ sessionsValidAfter: Timestamp.fromMillis(Date.now() + 1000) });
  }
  try {
    await auth().deleteUser(uid);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
    hadAccount = false;
  }
  const [userSnapshot, questionnaires, plans, payments] = await Promise.all([
    db().collection(USERS).doc(uid).get(),
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
  ]);
  const batch = db().batch();
  for (const snapshot of [...questionnaires.docs, ...plans.docs, ...payments.docs])
    batch.delete(snapshot.ref);
  batch.delete(draftRef(uid));
  batch.delete(userSnapshot.ref);
  await batch.commit();
  return hadAccount || userSnapshot.exists;
}
