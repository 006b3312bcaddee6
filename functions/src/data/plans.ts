import { type Language, type LockedPlanData, type PlanData, type QuestionnaireAnswers } from '@nasl/core';
import { db, Timestamp } from '../lib/firebase.ts';
import { lockPlan } from '../plan-engine/lock-plan.ts';
import { draftRef } from './drafts.ts';
import { USERS } from './users.ts';

export const PLANS = 'plans';
export const QUESTIONNAIRES = 'questionnaires';

export type PaymentStatus = 'pending' | 'completed';

/** A plan document (`plans/{id}`, an unguessable Firestore auto-id). */
export interface PlanDoc {
  userId: string;
  questionnaireId: string;
  /** Target gender, kept at the top level for admin aggregates. */
  gender: QuestionnaireAnswers['gender'];
  isPaid: boolean;
  paymentStatus: PaymentStatus;
  paymentIntentId: string | null;
  /** Incremented when an intent is abandoned (canceled), to key the next one. */
  paymentAttempts?: number;
  createdAt: Timestamp;
  /** The civil date (yyyy-MM-dd) the 3 months start from. */
  planStartDate: string;
  formData: QuestionnaireAnswers;
  /** The full plan in both UI languages, generated once so a paid plan never changes under its owner. */
  planData: Record<Language, PlanData>;
}

/** A questionnaire record (`questionnaires/{id}`): the admin view of spec §3 plus the full answers. */
export interface QuestionnaireDoc {
  userId: string;
  gender: QuestionnaireAnswers['gender'];
  motherAge: number;
  fatherAge: number;
  cycleLength: number;
  lastPeriodDate: string;
  motherBloodType: string;
  fatherBloodType: string;
  motherDiet: string;
  motherActivity: string;
  answers: QuestionnaireAnswers;
  createdAt: Timestamp;
}

export interface StoredPlan {
  id: string;
  doc: PlanDoc;
}

/** Stores the questionnaire and its plan together (both or neither) and clears the person's draft. */
export async function createQuestionnaireAndPlan(input: {
  userId: string;
  answers: QuestionnaireAnswers;
  planStartDate: string;
  planData: Record<Language, PlanData>;
}): Promise<StoredPlan> {
  const questionnaireRef = db().collection(QUESTIONNAIRES).doc();
  const planRef = db().collection(PLANS).doc();
  const createdAt = Timestamp.now();
  const { answers } = input;
  const questionnaire: QuestionnaireDoc = {
    userId: input.userId,
    gender: answers.gender,
    motherAge: answers.motherAge,
    fatherAge: answers.fatherAge,
    cycleLength: answers.cycleLength,
    lastPeriodDate: answers.lastPeriodDate,
    motherBloodType: answers.motherBloodType,
    fatherBloodType: answers.fatherBloodType,
    motherDiet: answers.motherDiet,
    motherActivity: answers.motherActivity,
    answers,
    createdAt,
  };
  const plan: PlanDoc = {
    userId: input.userId,
    questionnaireId: questionnaireRef.id,
    gender: answers.gender,
    isPaid: false,
    paymentStatus: 'pending',
    paymentIntentId: null,
    createdAt,
    planStartDate: input.planStartDate,
    formData: answers,
    planData: input.planData,
  };
  const batch = db().batch();
  batch.create(questionnaireRef, questionnaire);
  batch.create(planRef, plan);
  batch.delete(draftRef(input.userId));
  // The admin user list reads these instead of querying every person's plans.
  batch.update(db().collection(USERS).doc(input.userId), {
    latestQuestionnaireId: questionnaireRef.id,
    latestPlanId: planRef.id,
  });
  await batch.commit();
  return { id: planRef.id, doc: plan };
}

export async function findPlan(id: string): Promise<StoredPlan | null> {
  // Firestore ids cannot contain '/', and '.'/'..' are reserved: such ids simply do not exist.
  if (!id || id.includes('/') || id === '.' || id === '..' || id.length > 128) return null;
  const snapshot = await db().collection(PLANS).doc(id).get();
  return snapshot.exists ? { id, doc: snapshot.data() as PlanDoc } : null;
}

export async function listPlansOfUser(userId: string): Promise<StoredPlan[]> {
  const snapshot = await db()
    .collection(PLANS)
    .where('userId', '==', userId)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((document) => ({ id: document.id, doc: document.data() as PlanDoc }));
}

/**
 * The plan content a viewer may see: the full plan when it is paid or the viewer is an admin,
 * otherwise only the locked projection. The one gate between stored plans and responses.
 */
export function visiblePlanData(
  plan: PlanDoc,
  viewer: { isAdmin: boolean },
  lang: Language,
): { planData: PlanData | LockedPlanData; locked: boolean } {
  const full = plan.planData[lang];
  if (plan.isPaid || viewer.isAdmin) return { planData: full, locked: false };
  return { planData: lockPlan(full), locked: true };
}
