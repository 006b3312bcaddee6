import type { QuestionnaireDraft } from '@nasl/core';
import { db } from '../lib/firebase.ts';
import { findDraft } from './drafts.ts';
import { PAYMENTS, type PaymentDoc } from './payments.ts';
import {
  currentPlanDoc,
  PLANS,
  QUESTIONNAIRES,
  type PlanDoc,
  type QuestionnaireDoc,
  type StoredPlanDoc,
} from './plan-documents.ts';

export interface AccountData {
  questionnaires: { id: string; doc: QuestionnaireDoc }[];
  plans: { id: string; doc: PlanDoc }[];
  payments: { id: string; doc: PaymentDoc }[];
  draft: QuestionnaireDraft | null;
}

const byCreation = <T extends { doc: { createdAt: { toMillis(): number } } }>(a: T, b: T) =>
  a.doc.createdAt.toMillis() - b.doc.createdAt.toMillis();

/** Every document that belongs to a person (besides their user document), oldest first. */
export async function findAccountData(uid: string): Promise<AccountData> {
  const [questionnaires, plans, payments, draft] = await Promise.all([
    db().collection(QUESTIONNAIRES).where('userId', '==', uid).get(),
    db().collection(PLANS).where('userId', '==', uid).get(),
    db().collection(PAYMENTS).where('userId', '==', uid).get(),
    findDraft(uid),
  ]);
  return {
    questionnaires: questionnaires.docs
      .map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as QuestionnaireDoc }))
      .sort(byCreation),
    plans: plans.docs
      .map((snapshot) => ({ id: snapshot.id, doc: currentPlanDoc(snapshot.data() as StoredPlanDoc) }))
      .sort(byCreation),
    payments: payments.docs
      .map((snapshot) => ({ id: snapshot.id, doc: snapshot.data() as PaymentDoc }))
      .sort(byCreation),
    draft: draft.updatedAt === null ? null : draft,
  };
}
