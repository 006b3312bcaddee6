import * as v from 'valibot';
import {
  questionnaireHighlights,
  recordedAnswersSchema,
  type CheckInKind,
  type ClaimStatus,
  type CivilDate,
  type CycleEventType,
  type OutcomeSex,
  type PeriodReading,
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
  /** Her say over a period start: a real period or spotting. */
  reading?: PeriodReading;
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
  /** Every intent ever opened for the plan, so a deletion can have Stripe forget the payer on each. */
  paymentIntentIds?: string[];
  /** When the plan was paid or unlocked. */
  paidAt?: Timestamp;
  /** The admin who unlocked the plan without a payment. */
  unlockedBy?: string;
  /** Incremented when an intent is abandoned (canceled), to key the next one. */
  paymentAttempts?: number;
  /** When its payment was refunded whole (the plan is locked again). */
  refundedAt?: Timestamp;
  createdAt: Timestamp;
  /** The civil date (yyyy-MM-dd) the 3 months start from. */
  planStartDate: CivilDate;
  formData: QuestionnaireAnswers;
  /**
   * The full plan in every UI language, written by the engine of `engineVersion` from `formData`,
   * `planStartDate` and `cycleEvents`: at creation and on every change of the events, never otherwise.
   * Each language is one JSON text: a read then decodes one string per language instead of a tree of
   * thousands of values, and parses only the language it answers in (docs/decisions/0014-plan-content-stored-as-text.md).
   */
  planData: StoredPlanTexts;
  engineVersion: number;
  /** What she logged, in the order it was logged. */
  cycleEvents: StoredCycleEvent[];
  /** Her husband, once he accepted her invitation: he reads the partner view of the plan. */
  partner?: PlanPartnerLink;
  /** Her positive pregnancy test: the plan is rebuilt with it (no dates from that day on). */
  pregnancy?: StoredPregnancy;
  /** What she says came of it: the baby's sex, undisclosed, or a loss. */
  outcome?: StoredOutcome;
  /** Her check-ins: an attempt day (by date) or a week of the diet (by week) followed or not. */
  checkIns?: StoredCheckIn[];
  /** Refunded because the owner approved her guarantee claim (else refunded for another reason). */
  refundedUnderGuarantee?: boolean;
  /** Her guarantee claim and its status, mirrored from `guaranteeClaims/{id}` in the same writes. */
  guaranteeClaim?: { id: string; status: ClaimStatus };
}

export interface StoredPregnancy {
  positiveTestDate: CivilDate;
  recordedAt: Timestamp;
}

export interface StoredOutcome {
  sex: OutcomeSex;
  knownOn: CivilDate;
  reportedAt: Timestamp;
  updatedAt: Timestamp;
}

export interface StoredCheckIn {
  kind: CheckInKind;
  date: CivilDate;
  /** A diet week's 0-based number from the plan's start: one check-in per week. */
  week?: number;
  done: boolean;
  at: Timestamp;
}

/** The partner of a plan (`plans/{id}.partner`): one at most, since he accepted. */
export interface PlanPartnerLink {
  uid: string;
  since: Timestamp;
}

/** A plan's content in every UI language, each as the JSON text of its `PlanData`. */
export type StoredPlanTexts = Record<Language, string>;

/**
 * A plan document as it may be stored: plans written before engine version 2 have no `engineVersion` nor
 * `cycleEvents`, no `periodLength` in their answers, and a `planData` of the older shape; plans written
 * before the content was stored as text hold each language's `PlanData` as a map.
 */
export type StoredPlanDoc = Omit<PlanDoc, 'engineVersion' | 'cycleEvents' | 'formData' | 'planData'> & {
  engineVersion?: number;
  cycleEvents?: StoredCycleEvent[];
  formData: v.InferInput<typeof recordedAnswersSchema>;
  planData: Record<Language, string | PlanData>;
};

function planTexts(plans: Record<Language, string | PlanData>): StoredPlanTexts {
  return {
    ar: typeof plans.ar === 'string' ? plans.ar : JSON.stringify(plans.ar),
    en: typeof plans.en === 'string' ? plans.en : JSON.stringify(plans.en),
  };
}

/**
 * The plan's own content, rebuilt by the current engine from what the plan was made from and what she
 * logged: her cycle events and her pregnancy.
 */
export function rebuiltPlanData(
  doc: Pick<PlanDoc, 'formData' | 'planStartDate' | 'cycleEvents' | 'pregnancy'>,
): StoredPlanTexts {
  return planTexts(
    buildPlans(
      doc.formData,
      doc.planStartDate,
      doc.cycleEvents,
      doc.pregnancy ? { positiveTestDate: doc.pregnancy.positiveTestDate } : null,
    ),
  );
}

/** The full plan in one language, as the engine wrote it. */
export function planInLanguage(doc: Pick<PlanDoc, 'planData'>, lang: Language): PlanData {
  return JSON.parse(doc.planData[lang]) as PlanData;
}

/** A stored plan as the paywall's gate (`visiblePlan`) reads it: paid or not, and its content in one language. */
export function gateInput(
  doc: Pick<PlanDoc, 'isPaid' | 'planData'>,
  lang: Language,
): { isPaid: boolean; planData: PlanData } {
  return { isPaid: doc.isPaid, planData: planInLanguage(doc, lang) };
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
      planData: planTexts(stored.planData),
    };
  }
  const formData = v.parse(recordedAnswersSchema, stored.formData);
  const upgraded = {
    formData,
    planStartDate: stored.planStartDate,
    cycleEvents,
    pregnancy: stored.pregnancy,
  };
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
  const planData = rebuiltPlanData({
    formData: answers,
    planStartDate: input.planStartDate,
    cycleEvents: [],
  });
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
