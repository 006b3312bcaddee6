import * as v from 'valibot';
import { PLAN_PRICE_CENTS, TEST_REVENUE_PER_PAID_PLAN_CENTS } from './constants.ts';
import type { TargetGender } from './questionnaire.ts';
import type { User } from './user.ts';
import { objectWithFieldMessages } from './validation.ts';

/** Admin lists: page size when the client does not ask, and the most it may ask for. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;
/** The payment intent shown in the payment history is cut to this many characters plus an ellipsis. */
export const PAYMENT_INTENT_DISPLAY_LENGTH = 20;

export const AGE_RANGES = ['18-25', '26-35', '36-45', '46+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export type JourneyStage = 1 | 2 | 3 | 4;
export type PaymentState = 'paid' | 'pending' | 'none';

export interface Journey {
  stage: JourneyStage;
  status: PaymentState;
  /** Test-mode revenue actually counted ($1 per paid plan), in cents. */
  revenueCents: number;
  /** What an unpaid plan would bring ($99), in cents. */
  potentialCents: number;
}

/**
 * The user-journey stage of spec §4: 1 registered only; 2 has a questionnaire; 3 has an unpaid plan;
 * 4 paid. A person who ever paid stays a paying customer even if their newest plan is unpaid.
 */
export function deriveJourney(input: {
  hasQuestionnaire: boolean;
  latestPlan: { isPaid: boolean } | null;
  hasPaidBefore: boolean;
}): Journey {
  if (input.latestPlan?.isPaid || input.hasPaidBefore) {
    return { stage: 4, status: 'paid', revenueCents: TEST_REVENUE_PER_PAID_PLAN_CENTS, potentialCents: 0 };
  }
  if (input.latestPlan)
    return { stage: 3, status: 'pending', revenueCents: 0, potentialCents: PLAN_PRICE_CENTS };
  return { stage: input.hasQuestionnaire ? 2 : 1, status: 'none', revenueCents: 0, potentialCents: 0 };
}

export function ageRangeOf(age: number): AgeRange {
  if (age <= 25) return '18-25';
  if (age <= 35) return '26-35';
  if (age <= 45) return '36-45';
  return '46+';
}

/** "pi_3Nabc…" as the payment history shows it (spec §2 Revenue), or 'N/A'. */
export function shortPaymentIntent(id: string | null | undefined): string {
  if (!id) return 'N/A';
  return id.length > PAYMENT_INTENT_DISPLAY_LENGTH ? `${id.slice(0, PAYMENT_INTENT_DISPLAY_LENGTH)}...` : id;
}

/** Percent to one decimal (the funnel); 0 when there is nothing to divide by. */
export function percentOneDecimal(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** Whole percent (gender preferences). */
export function percentRounded(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

export interface Stats {
  totalResponses: number;
  genderDistribution: Record<TargetGender, number>;
  ageRanges: Record<AgeRange, number>;
}

/** GET /api/admin/overview: every count the dashboard's funnel and revenue cards need. */
export interface AdminOverview {
  totalUsers: number;
  totalQuestionnaires: number;
  totalPlans: number;
  paidPlans: number;
  pendingPlans: number;
  genderPreferences: Record<TargetGender, number>;
}

export interface AdminQuestionnaireSummary {
  id: string;
  createdAt: string;
  gender: TargetGender;
  motherAge: number;
  fatherAge: number;
  cycleLength: number;
  lastPeriodDate: string;
  motherBloodType: string;
  fatherBloodType: string;
  motherDiet: string;
  motherActivity: string;
}

export interface AdminPlanSummary {
  id: string;
  userId: string;
  questionnaireId: string;
  gender: TargetGender;
  isPaid: boolean;
  paymentStatus: string;
  paymentIntentId: string | null;
  createdAt: string;
}

/** One row of GET /api/admin/users: the user plus their latest questionnaire and plan (spec §3). */
export interface AdminUserRecord extends User {
  questionnaire: AdminQuestionnaireSummary | null;
  plan: AdminPlanSummary | null;
  status: PaymentState;
  stage: JourneyStage;
  revenueCents: number;
  potentialCents: number;
}

export interface AdminQuestionnaireRecord extends AdminQuestionnaireSummary {
  /** Empty for a guest. */
  userId: string;
  userName: string | null;
  userEmail: string | null;
}

/** PATCH /api/admin/users/{id}/toggle-admin. */
export const toggleAdminSchema = objectWithFieldMessages({
  isAdmin: v.boolean('isAdminRequired'),
});

const pageSize = v.pipe(
  v.string(),
  v.transform(Number),
  v.integer('invalidQuery'),
  v.minValue(1, 'invalidQuery'),
  v.maxValue(ADMIN_MAX_PAGE_SIZE, 'invalidQuery'),
);

/** Query string of the admin lists: `?limit=&cursor=&search=` (all optional). */
export const adminListQuerySchema = v.object({
  limit: v.optional(pageSize),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'invalidQuery'))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(100, 'invalidQuery'))),
  status: v.optional(v.picklist(['paid', 'pending'], 'invalidQuery')),
});
