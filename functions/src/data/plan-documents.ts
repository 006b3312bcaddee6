import * as v from 'valibot';
import {
  questionnaireHighlights,
  recordedAnswersSchema,
  type CivilDate,
  type CycleEventType,
  type Language,
  type PaymentStatus,
  type PlanData,
  type QuestionnaireAnswers,
  type QuestionnaireHighlights,
} from '@nasl/core';
import type { Timestamp } from '../lib/firebase.ts';
import { buildPlans, PLAN_ENGINE_VERSION } from '../plan-engine/build-plan.ts';

export const PLANS = 'plans';
export const QUESTIONNAIRES = 'questionnaires';

/** A cycle event as a plan document keeps it (`plans/{id}.cycleEvents[]`). */
export interface StoredCycleEvent {
  /** A random UUID: the id DELETE /api/plans/{id}/cycle-events/{eventId} names. */
  id: string;
  type: CycleEventType;
  date: CivilDate;
  createdAt: Timestamp;
}

/** A plan document (`plans/{id}`, an unguessable Firestore auto-id), as the server reads it. */
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
  planStartDate: CivilDate;
  formData: QuestionnaireAnswers;
  /**
   * The full plan in every UI language, written by the engine of `engineVersion` from `formData`,
   * `planStartDate` and `cycleEvents`: at creation and on every change of the events, never otherwise.
   */
  planData: Record<Language, PlanData>;
  engineVersion: number;
  /** What she logged, in the order it was logged. */
  cycleEvents: StoredCycleEvent[];
}

/**
 * A plan document as it may be stored: plans written before engine version 2 have no `engineVersion` nor
 * `cycleEvents`, no `periodLength` in their answers, and a `planData` of the older shape.
 */
export type StoredPlanDoc = Omit<PlanDoc, 'engineVersion' | 'cycleEvents' | 'formData'> & {
  engineVersion?: number;
  cycleEvents?: StoredCycleEvent[];
  formData: v.InferInput<typeof recordedAnswersSchema>;
};

/** The plan's own content, rebuilt by the current engine from what the plan was made from and what she logged. */
export function rebuiltPlanData(
  doc: Pick<PlanDoc, 'formData' | 'planStartDate' | 'cycleEvents'>,
): Record<Language, PlanData> {
  return buildPlans(doc.formData, doc.planStartDate, doc.cycleEvents);
}

/**
 * A stored plan as the current engine reads it. A plan written by an older engine is rebuilt in memory
 * (same answers, same start date, same events; an answer it lacks takes its default): reading it writes
 * nothing, and the next change of its events stores the rebuilt plan (docs/decisions/0010-...).
 */
export function currentPlanDoc(stored: StoredPlanDoc): PlanDoc {
  const cycleEvents = stored.cycleEvents ?? [];
  if ((stored.engineVersion ?? 1) >= PLAN_ENGINE_VERSION) {
    return {
      ...stored,
      engineVersion: stored.engineVersion!,
      cycleEvents,
      formData: stored.formData as QuestionnaireAnswers,
    };
  }
  const formData = v.parse(recordedAnswersSchema, stored.formData);
  const upgraded = { formData, planStartDate: stored.planStartDate, cycleEvents };
  return { ...stored, ...upgraded, engineVersion: PLAN_ENGINE_VERSION, planData: rebuiltPlanData(upgraded) };
}

/**
 * A questionnaire document (`questionnaires/{id}`): the answers the admin lists show at the top level, where
 * count aggregates and filters reach them, and all the answers under `answers`.
 */
export type QuestionnaireDoc = QuestionnaireHighlights & {
  userId: string;
  answers: QuestionnaireAnswers;
  createdAt: Timestamp;
};

/**
 * The two documents one submitted questionnaire becomes: the questionnaire and its unpaid plan, built in
 * every language from the answers. Pure, so the API and the seed script store the very same documents.
 */
export function submissionDocuments(input: {
  userId: string;
  questionnaireId: string;
  answers: QuestionnaireAnswers;
  planStartDate: CivilDate;
  createdAt: Timestamp;
}): { questionnaire: QuestionnaireDoc; plan: PlanDoc } {
  const { answers, createdAt, userId } = input;
  const planData = buildPlans(answers, input.planStartDate);
  return {
    questionnaire: { ...questionnaireHighlights(answers), userId, answers, createdAt },
    plan: {
      userId,
      questionnaireId: input.questionnaireId,
      gender: answers.gender,
      isPaid: false,
      paymentStatus: 'pending',
      paymentIntentId: null,
      createdAt,
      planStartDate: input.planStartDate,
      formData: answers,
      planData,
      engineVersion: PLAN_ENGINE_VERSION,
      cycleEvents: [],
    },
  };
}
