import {
  deriveJourney,
  matchesSearch,
  searchQueryWords,
  searchTokenOf,
  type AdminAuditEntry,
  questionnaireHighlights,
  type AdminCursor,
  type AdminPlanRow,
  type AdminPlanSummary,
  type AdminQuestionnaireRecord,
  type AdminQuestionnaireSummary,
  type AdminUserRecord,
} from '@nasl/core';
import { db, type DocumentSnapshot } from '../lib/firebase.ts';
import { AUDIT, type AuditRecord } from './audit.ts';
import { apiCycleEvents } from './cycle-events.ts';
import { keysetPage, type KeysetPage, type PageRequest } from './keyset-page.ts';
import {
  PLANS,
  QUESTIONNAIRES,
  type PlanDoc,
  type QuestionnaireDoc,
  type StoredPlanDoc,
} from './plan-documents.ts';
import { toApiUser, USERS, type UserDoc } from './users.ts';

export type ListPage<T> =
  { ok: true; items: T[]; nextCursor: AdminCursor | null } | Extract<KeysetPage, { ok: false }>;

function questionnaireSummary(snapshot: DocumentSnapshot | undefined): AdminQuestionnaireSummary | null {
  if (!snapshot?.exists) return null;
  const doc = snapshot.data() as QuestionnaireDoc;
  return {
    id: snapshot.id,
    createdAt: doc.createdAt.toDate().toISOString(),
    ...questionnaireHighlights(doc),
  };
}

/** What an admin list reads of a plan: never its content, which is most of the document. */
const PLAN_SUMMARY_FIELDS = [
  'userId',
  'questionnaireId',
  'gender',
  'isPaid',
  'paymentStatus',
  'paymentIntentId',
  'createdAt',
] as const satisfies readonly (keyof PlanDoc)[];

function planSummary(snapshot: DocumentSnapshot): AdminPlanSummary {
  const doc = snapshot.data() as Pick<PlanDoc, (typeof PLAN_SUMMARY_FIELDS)[number]>;
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
  fieldMask?: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (unique.length === 0) return new Map();
  const refs = unique.map((id) => db().collection(collection).doc(id));
  const snapshots = await db().getAll(...refs, ...(fieldMask ? [{ fieldMask: [...fieldMask] }] : []));
  return new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
}

/**
 * People with their latest questionnaire and plan and their journey, newest first; with `search`, those
 * who have a word starting with each word of it in their name, e-mail or phone (Arabic-aware, see
 * core/src/search-text.ts): Firestore finds the longest word among the stored tokens, the others are
 * checked here. Two batched reads for the page's plans and questionnaires instead of a query per person.
 */
export async function listAdminUsers(
  request: PageRequest & { search?: string | undefined },
): Promise<ListPage<AdminUserRecord>> {
  const users = db().collection(USERS);
  const words = request.search ? searchQueryWords(request.search) : [];
  // A search of nothing but punctuation finds no one.
  if (request.search && words.length === 0) return { ok: true, items: [], nextCursor: null };
  const page =
    words.length > 0
      ? await keysetPage(
          users.where('searchTokens', 'array-contains', searchTokenOf(words[0]!)),
          'search',
          request,
          (snapshot) => matchesSearch(snapshot.data() as UserDoc, words),
        )
      : await keysetPage(users, 'createdAt', request);
  if (!page.ok) return page;
  const userDocs = page.docs.map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as UserDoc }));
  const [questionnaires, plans] = await Promise.all([
    getAll(
      QUESTIONNAIRES,
      userDocs.map(({ doc }) => doc.latestQuestionnaireId),
    ),
    getAll(
      PLANS,
      userDocs.map(({ doc }) => doc.latestPlanId),
      [...PLAN_SUMMARY_FIELDS, 'cycleEvents'],
    ),
  ]);
  const items = userDocs.map(({ id, doc }): AdminUserRecord => {
    const questionnaire = questionnaireSummary(questionnaires.get(doc.latestQuestionnaireId ?? ''));
    const planSnapshot = plans.get(doc.latestPlanId ?? '');
    const plan = planSnapshot?.exists ? planSummary(planSnapshot) : null;
    const cycleEvents = planSnapshot?.exists
      ? apiCycleEvents((planSnapshot.data() as StoredPlanDoc).cycleEvents ?? [])
      : [];
    const journey = deriveJourney({
      hasQuestionnaire: questionnaire !== null,
      latestPlan: plan,
      hasPaidBefore: doc.isSubscribed === true,
    });
    return {
      ...toApiUser(id, doc),
      isOwner: doc.isOwner === true,
      questionnaire,
      plan,
      cycleEvents,
      ...journey,
    };
  });
  return { ok: true, items, nextCursor: page.nextCursor };
}

/** Questionnaires with their owner's name and e-mail, newest first. */
export async function listAdminQuestionnaires(
  request: PageRequest,
): Promise<ListPage<AdminQuestionnaireRecord>> {
  const page = await keysetPage(db().collection(QUESTIONNAIRES), 'createdAt', request);
  if (!page.ok) return page;
  const owners = await getAll(
    USERS,
    page.docs.map((snapshot) => (snapshot.data() as QuestionnaireDoc).userId),
  );
  const items = page.docs.map((snapshot): AdminQuestionnaireRecord => {
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
  return { ok: true, items, nextCursor: page.nextCursor };
}

/** Plans without their content, newest first; `status` keeps the paid or the unpaid ones. */
export async function listAdminPlans(
  request: PageRequest & { status?: 'paid' | 'pending' | undefined },
): Promise<ListPage<AdminPlanRow>> {
  const plans = db()
    .collection(PLANS)
    .select(...PLAN_SUMMARY_FIELDS);
  const filtered = request.status ? plans.where('isPaid', '==', request.status === 'paid') : plans;
  const page = await keysetPage(filtered, 'createdAt', request);
  if (!page.ok) return page;
  const summaries = page.docs.map(planSummary);
  const people = await getAll(
    USERS,
    summaries.map((plan) => plan.userId || undefined),
    ['name'],
  );
  const items = summaries.map((plan): AdminPlanRow => {
    const person = people.get(plan.userId);
    const name = person?.exists ? (person.get('name') as unknown) : null;
    return { ...plan, userName: typeof name === 'string' && name ? name : null };
  });
  return { ok: true, items, nextCursor: page.nextCursor };
}

function auditPerson(id: string, snapshot: DocumentSnapshot | undefined) {
  const doc = snapshot?.exists ? (snapshot.data() as UserDoc) : null;
  return { id, name: doc?.name ?? null, email: doc?.email ?? null };
}

/**
 * The admin audit log, newest first. The people it names are looked up now: a deleted person appears by
 * id only, with no name or e-mail.
 */
export async function listAuditEntries(request: PageRequest): Promise<ListPage<AdminAuditEntry>> {
  const page = await keysetPage(db().collection(AUDIT), 'createdAt', request);
  if (!page.ok) return page;
  const records = page.docs.map((snapshot) => ({ id: snapshot.id, record: snapshot.data() as AuditRecord }));
  const people = await getAll(
    USERS,
    records.flatMap(({ record }) => [record.actorId ?? undefined, record.targetUserId ?? undefined]),
  );
  const items = records.map(({ id, record }): AdminAuditEntry => ({
    id,
    action: record.action,
    createdAt: record.createdAt.toDate().toISOString(),
    actor: record.actorId ? auditPerson(record.actorId, people.get(record.actorId)) : null,
    targetUser: record.targetUserId
      ? auditPerson(record.targetUserId, people.get(record.targetUserId))
      : null,
    planId: record.planId,
    paymentsPseudonym: record.paymentsPseudonym,
    reason: record.reason ?? null,
    amountCents: record.amountCents ?? null,
    currency: record.currency ?? null,
  }));
  return { ok: true, items, nextCursor: page.nextCursor };
}
