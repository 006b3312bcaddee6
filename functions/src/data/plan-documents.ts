import {
  questionnaireHighlights,
  SUPPORTED_LANGUAGES,
  type CivilDate,
  type Language,
  type PaymentStatus,
  type PlanData,
  type QuestionnaireAnswers,
  type QuestionnaireHighlights,
} from '@nasl/core';
import type { Timestamp } from '../lib/firebase.ts';
import { buildPlan } from '../plan-engine/build-plan.ts';

export const PLANS = 'plans';
export const QUESTIONNAIRES = 'questionnaires';

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
  planStartDate: CivilDate;
  formData: QuestionnaireAnswers;
  /** The full plan in every UI language, generated once so a paid plan never changes under its owner. */
  planData: Record<Language, PlanData>;
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
  const planData = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lang) => [lang, buildPlan(answers, input.planStartDate, lang)]),
  ) as Record<Language, PlanData>;
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
    },
  };
}
