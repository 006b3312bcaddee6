import * as v from 'valibot';
import { PLAN_PRICE_CENTS, TEST_REVENUE_PER_PAID_PLAN_CENTS } from './constants.ts';
import { cycleEventSchema } from './cycle-events.ts';
import { isValidId } from './ids.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from './plan.ts';
import { questionnaireHighlightsSchema, TARGET_GENDERS } from './questionnaire.ts';
import { successMessageWith } from './responses.ts';
import { userSchema } from './user.ts';
import { objectWithFieldMessages } from './validation.ts';

/** Admin lists: page size when the client does not ask, and the most it may ask for. */
export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_MAX_PAGE_SIZE = 200;
/** The payment intent shown in the payment history is cut to this many characters plus an ellipsis. */
export const PAYMENT_INTENT_DISPLAY_LENGTH = 20;

export const AGE_RANGES = ['18-25', '26-35', '36-45', '46+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export const JOURNEY_STAGES = [1, 2, 3, 4] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];
export const PAYMENT_STATES = ['paid', 'pending', 'refunded', 'none'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface Journey {
  stage: JourneyStage;
  status: PaymentState;
  /** Test-mode revenue actually counted ($1 per paid plan), in cents. */
  revenueCents: number;
  /** What an unpaid plan would bring ($99), in cents. */
  potentialCents: number;
}

/**
 * A person's stage in the user journey: 1 registered only; 2 has a questionnaire; 3 has an unpaid plan;
 * 4 paid. A person with a payment they kept stays a paying customer even if their newest plan is unpaid.
 * A plan refunded under the guarantee is locked again and cannot be bought again: stage 3, no revenue and
 * none to come.
 */
export function deriveJourney(input: {
  hasQuestionnaire: boolean;
  latestPlan: { isPaid: boolean; paymentStatus?: PaymentStatus } | null;
  hasPaidBefore: boolean;
}): Journey {
  if (input.latestPlan?.isPaid || input.hasPaidBefore) {
    return { stage: 4, status: 'paid', revenueCents: TEST_REVENUE_PER_PAID_PLAN_CENTS, potentialCents: 0 };
  }
  if (input.latestPlan?.paymentStatus === 'refunded') {
    return { stage: 3, status: 'refunded', revenueCents: 0, potentialCents: 0 };
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

/** "pi_3Nabc…" as the payment history shows an intent (its first 20 characters), or 'N/A'. */
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

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const cents = count;
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const documentId = v.pipe(v.string(), v.nonEmpty(), v.maxLength(1500));
const genderCounts = v.object({ boy: count, girl: count });

/** GET /api/stats: questionnaire totals by desired gender and by the mother's age range. */
export const statsSchema = v.object({
  totalResponses: count,
  genderDistribution: genderCounts,
  ageRanges: v.object({ '18-25': count, '26-35': count, '36-45': count, '46+': count }),
});
export type Stats = v.InferOutput<typeof statsSchema>;

/**
 * Money actually taken, from the payment records: what was charged, what refunds gave back, and the
 * difference, in the plan's currency's cents. Plans an admin unlocked count apart: no money changed hands.
 */
export const realRevenueSchema = v.object({
  currency: v.string(),
  grossCents: cents,
  refundsCents: cents,
  netCents: v.pipe(v.number(), v.integer()),
  payments: count,
  refunds: count,
  adminUnlocks: count,
});
export type RealRevenue = v.InferOutput<typeof realRevenueSchema>;

/**
 * GET /api/admin/overview: every count the dashboard's funnel and revenue cards need. `paidPlans` are the
 * plans unlocked now (paid or unlocked by an admin), `pendingPlans` those waiting for a payment, and
 * `refundedPlans` those refunded and locked again.
 */
export const adminOverviewSchema = v.object({
  totalUsers: count,
  totalQuestionnaires: count,
  totalPlans: count,
  paidPlans: count,
  pendingPlans: count,
  refundedPlans: count,
  genderPreferences: genderCounts,
  revenue: realRevenueSchema,
});
export type AdminOverview = v.InferOutput<typeof adminOverviewSchema>;

/** A questionnaire as the admin lists show it: its id, when it was sent, and the highlighted answers. */
export const adminQuestionnaireSummarySchema = v.object({
  id: documentId,
  createdAt: isoInstant,
  ...questionnaireHighlightsSchema.entries,
});
export type AdminQuestionnaireSummary = v.InferOutput<typeof adminQuestionnaireSummarySchema>;

/** A plan without its content (the admin lists and the payment history). */
export const adminPlanSummarySchema = v.object({
  id: documentId,
  userId: v.string(),
  questionnaireId: v.string(),
  gender: v.picklist(TARGET_GENDERS),
  isPaid: v.boolean(),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paymentIntentId: v.nullable(v.string()),
  createdAt: isoInstant,
});
export type AdminPlanSummary = v.InferOutput<typeof adminPlanSummarySchema>;

/**
 * One row of GET /api/admin/users: the person, their latest questionnaire and plan, and their journey.
 * `isOwner` marks the business's first admin, whom no other admin may demote or delete.
 */
export const adminUserRecordSchema = v.object({
  ...userSchema.entries,
  isOwner: v.boolean(),
  questionnaire: v.nullable(adminQuestionnaireSummarySchema),
  plan: v.nullable(adminPlanSummarySchema),
  /** The cycle events logged on that plan, newest first. */
  cycleEvents: v.array(cycleEventSchema),
  stage: v.picklist(JOURNEY_STAGES),
  status: v.picklist(PAYMENT_STATES),
  revenueCents: cents,
  potentialCents: cents,
});
export type AdminUserRecord = v.InferOutput<typeof adminUserRecordSchema>;

/** One row of GET /api/admin/questionnaires: the questionnaire and its owner (empty id for a guest). */
export const adminQuestionnaireRecordSchema = v.object({
  ...adminQuestionnaireSummarySchema.entries,
  userId: v.string(),
  userName: v.nullable(v.string()),
  userEmail: v.nullable(v.string()),
});
export type AdminQuestionnaireRecord = v.InferOutput<typeof adminQuestionnaireRecordSchema>;

/** The admin lists answer a JSON array of rows; the next page's cursor comes in `X-Next-Cursor`. */
export const adminUsersSchema = v.array(adminUserRecordSchema);
export const adminQuestionnairesSchema = v.array(adminQuestionnaireRecordSchema);
/** One row of GET /api/admin/plans (the Revenue tab's payments): the plan and its owner's name as now stored. */
export const adminPlanRowSchema = v.object({
  ...adminPlanSummarySchema.entries,
  /** Null for an account deleted since, or one without a name. */
  userName: v.nullable(v.string()),
});
export type AdminPlanRow = v.InferOutput<typeof adminPlanRowSchema>;
export const adminPlansSchema = v.array(adminPlanRowSchema);

/** PATCH /api/admin/users/{id}/toggle-admin: the confirmation and the person as now stored. */
export const toggleAdminResponseSchema = successMessageWith({ user: v.nullable(userSchema) });
export type ToggleAdminResponse = v.InferOutput<typeof toggleAdminResponseSchema>;

/** A cursor's id is checked like every id the API takes, so a forged one never reaches a query. */
const cursorId = v.pipe(
  v.string(),
  v.check((id: string) => isValidId(id)),
);

/**
 * Where the next page of an admin list starts: the last row's creation instant and its document id. Rows
 * that share the instant are ordered by id, so a page edge falls between two rows and no row repeats or
 * goes missing. A search's pages carry `by: 'search'`, so its cursor is refused on the unsearched list and
 * the reverse. Travels as opaque base64url JSON; a cursor that does not read is a 400.
 */
export const adminCursorSchema = v.strictObject({
  by: v.picklist(['createdAt', 'search']),
  // Firestore timestamps run from year 1 to year 9999.
  seconds: v.pipe(v.number(), v.integer(), v.minValue(-62_135_596_800), v.maxValue(253_402_300_799)),
  nanoseconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999_999)),
  id: cursorId,
});
export type AdminCursor = v.InferOutput<typeof adminCursorSchema>;

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
  cursor: v.optional(v.pipe(v.string(), v.maxLength(2048, 'invalidQuery'))),
  search: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(100, 'invalidQuery'))),
  status: v.optional(v.picklist(['paid', 'pending'], 'invalidQuery')),
});

/**
 * What the admin audit log records: every change of rights, every deletion, every unlock without payment,
 * every cycle event an admin logs, undoes or reads anew on someone else's plan, and every refund (from the dashboard,
 * or made in Stripe's dashboard and applied by its webhook).
 */
export const ADMIN_AUDIT_ACTIONS = [
  'grant-admin',
  'revoke-admin',
  'delete-user',
  'unlock-plan',
  'log-cycle-event',
  'delete-cycle-event',
  'read-cycle-event',
  'refund-plan',
  'decide-guarantee-claim',
  'open-claim-document',
  'delete-claim-documents',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** A person named by the log: their id, and their name and e-mail while the account exists (else null). */
const auditPersonSchema = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type AdminAuditPerson = v.InferOutput<typeof auditPersonSchema>;

/** One entry of GET /api/admin/audit: who did what to whom (or to which plan), when, and for a refund why. */
export const adminAuditEntrySchema = v.object({
  id: documentId,
  action: v.picklist(ADMIN_AUDIT_ACTIONS),
  createdAt: isoInstant,
  /** Null when the action came from outside Nasl: a refund made in Stripe's dashboard. */
  actor: v.nullable(auditPersonSchema),
  targetUser: v.nullable(auditPersonSchema),
  planId: v.nullable(v.string()),
  /** For a deletion: the pseudonym the person's kept payment records carry now. */
  paymentsPseudonym: v.nullable(v.string()),
  /** For a refund: the reason the admin gave, and the amount given back in the currency's cents. */
  reason: v.nullable(v.string()),
  amountCents: v.nullable(cents),
  currency: v.nullable(v.string()),
});
export type AdminAuditEntry = v.InferOutput<typeof adminAuditEntrySchema>;
/** GET /api/admin/audit answers a JSON array, newest first; the next page's cursor comes in `X-Next-Cursor`. */
export const adminAuditSchema = v.array(adminAuditEntrySchema);
