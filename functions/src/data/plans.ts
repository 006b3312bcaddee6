import { isValidId, type CivilDate, type QuestionnaireAnswers } from '@nasl/core';
import { db, Timestamp, type DocumentReference, type Transaction } from '../lib/firebase.ts';
import { offersMethod } from '../plan-engine/notices.ts';
import { addStats, submissionChange } from './business-stats.ts';
import { draftRef } from './drafts.ts';
import {
  currentPlanDoc,
  PLANS,
  QUESTIONNAIRES,
  submissionDocuments,
  type PlanDoc,
  type StoredPlanDoc,
} from './plan-documents.ts';
import { USERS } from './users.ts';

export interface StoredPlan {
  id: string;
  doc: PlanDoc;
}

/**
 * Stores the questionnaire and its plan together (both or neither), with the dashboard's figures, and
 * clears the person's draft.
 */
export async function createQuestionnaireAndPlan(input: {
  userId: string;
  answers: QuestionnaireAnswers;
  planStartDate: CivilDate;
}): Promise<StoredPlan> {
  const questionnaireRef = db().collection(QUESTIONNAIRES).doc();
  const planRef = db().collection(PLANS).doc();
  const createdAt = Timestamp.now();
  const { questionnaire, plan } = submissionDocuments({
    ...input,
    questionnaireId: questionnaireRef.id,
    createdAt,
  });
  const batch = db().batch();
  batch.create(questionnaireRef, questionnaire);
  batch.create(planRef, plan);
  batch.delete(draftRef(input.userId));
  // The admin user list reads these instead of querying every person's plans.
  batch.update(db().collection(USERS).doc(input.userId), {
    latestQuestionnaireId: questionnaireRef.id,
    latestPlanId: planRef.id,
    // The home page offers to pay for her latest plan only when it is for sale.
    latestPlanForSale: offersMethod(input.answers),
  });
  addStats(batch, submissionChange(createdAt.toDate(), input.answers));
  await batch.commit();
  return { id: planRef.id, doc: plan };
}

export async function findPlan(id: string): Promise<StoredPlan | null> {
  if (!isValidId(id)) return null;
  const snapshot = await db().collection(PLANS).doc(id).get();
  return snapshot.exists ? { id, doc: currentPlanDoc(snapshot.data() as StoredPlanDoc) } : null;
}

/**
 * Reads a plan (in its current shape) in a transaction and runs `update` on it there: `{ found: false }`
 * for an id that is not valid or names no plan. `update` must be pure but for its writes: a transaction
 * may run it again.
 */
export async function updatePlanInTransaction<T>(
  planId: string,
  update: (transaction: Transaction, plan: StoredPlan, planRef: DocumentReference) => T,
): Promise<T | { found: false }> {
  if (!isValidId(planId)) return { found: false };
  const planRef = db().collection(PLANS).doc(planId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(planRef);
    if (!snapshot.exists) return { found: false as const };
    const plan: StoredPlan = { id: planId, doc: currentPlanDoc(snapshot.data() as StoredPlanDoc) };
    return update(transaction, plan, planRef);
  });
}

export async function listPlansOfUser(userId: string): Promise<StoredPlan[]> {
  const snapshot = await db()
    .collection(PLANS)
    .where('userId', '==', userId)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((document) => ({
    id: document.id,
    doc: currentPlanDoc(document.data() as StoredPlanDoc),
  }));
}
