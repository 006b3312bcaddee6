/**
 * The guarantee in the app: her claim (POST/GET /api/plans/{id}/guarantee-claims), the owner's queue and
 * decision (GET /api/admin/guarantee-claims, POST …/{claimId}/decision), and the measured outcomes
 * (GET /api/admin/outcomes).
 */
import * as v from 'valibot';
import { civilDateSchema } from './civil-date.ts';
import type { MessageKey } from './messages.ts';
import { adherenceSchema, checkInSchema, OUTCOME_SEXES } from './plan-follow-up.ts';
import { TARGET_GENDERS } from './questionnaire.ts';
import { successMessageWith } from './responses.ts';
import { dateRangeEntries, isOrderedRange } from './trends.ts';
import { objectWithFieldMessages } from './validation.ts';

const message = (key: MessageKey) => key;
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The guarantee may be claimed once this many whole months have passed since the payment. */
export const GUARANTEE_MONTHS = 3;
/** Documents per submission, and the size of each. */
export const MAX_CLAIM_DOCUMENTS = 3;
export const MAX_CLAIM_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const CLAIM_NOTE_MAX_LENGTH = 2000;
export const CLAIM_REASON_MAX_LENGTH = 500;
/** A decided claim's documents are deleted this many days after the decision. */
export const CLAIM_DOCUMENTS_KEPT_DAYS = 30;
/** What a document may be, told by its first bytes, never by its name or declared type. */
export const CLAIM_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ClaimDocumentType = (typeof CLAIM_DOCUMENT_TYPES)[number];

/**
 * A claim waits for the owner (`submitted`), waits for her (`more-documents`: she sends more with a new
 * POST), or is decided: `approved` (the payment refunded in full) or `rejected` (with the reason).
 */
export const CLAIM_STATUSES = ['submitted', 'more-documents', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * The text fields of the multipart form of POST /api/plans/{id}/guarantee-claims: her statement that she
 * followed the plan for 3 months, her consent to Nasl keeping the medical documents, and an optional note.
 */
export const claimFieldsSchema = objectWithFieldMessages({
  followedPlan: v.literal('true', message('claimFollowedRequired')),
  documentsConsent: v.literal('true', message('claimConsentRequired')),
  note: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(CLAIM_NOTE_MAX_LENGTH, message('claimNoteTooLong'))),
    '',
  ),
});
export type ClaimFields = v.InferOutput<typeof claimFieldsSchema>;

export const claimDocumentSchema = v.object({
  id: v.string(),
  /** The file's name as she sent it (shown, never used as a path). */
  name: v.string(),
  contentType: v.picklist(CLAIM_DOCUMENT_TYPES),
  size: count,
  uploadedAt: isoInstant,
});
export type ClaimDocument = v.InferOutput<typeof claimDocumentSchema>;

/** A claim as its owner reads it. */
export const guaranteeClaimSchema = v.object({
  id: v.string(),
  planId: v.string(),
  status: v.picklist(CLAIM_STATUSES),
  /** The plan's target and the sex she reported. */
  target: v.picklist(TARGET_GENDERS),
  outcome: v.picklist(OUTCOME_SEXES),
  note: v.string(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  decidedAt: v.nullable(isoInstant),
  /** The owner's words with a rejection or a request for more documents. */
  reason: v.nullable(v.string()),
  documents: v.array(claimDocumentSchema),
  /** When the documents go (30 days after the decision), and when they went. */
  documentsDeleteAfter: v.nullable(isoInstant),
  documentsDeletedAt: v.nullable(isoInstant),
});
export type GuaranteeClaim = v.InferOutput<typeof guaranteeClaimSchema>;
export const guaranteeClaimsSchema = v.array(guaranteeClaimSchema);

/** POST /api/plans/{id}/guarantee-claims (201, or 200 with more documents): the confirmation and the claim. */
export const claimSubmissionSchema = successMessageWith({ claim: guaranteeClaimSchema });
export type ClaimSubmission = v.InferOutput<typeof claimSubmissionSchema>;

/** GET /api/admin/guarantee-claims?status= */
export const adminClaimsQuerySchema = objectWithFieldMessages({
  status: v.optional(v.picklist(CLAIM_STATUSES, message('claimStatusInvalid'))),
});

/** What a claim keeps of her adherence when it is made: her logs and her check-ins. */
export const claimAdherenceSchema = v.object({
  summary: adherenceSchema,
  periodStarts: v.array(civilDateSchema),
  lhPositives: v.array(civilDateSchema),
  checkIns: v.array(checkInSchema),
});
export type ClaimAdherence = v.InferOutput<typeof claimAdherenceSchema>;

export const CLAIM_DECISIONS = ['approve', 'reject', 'more-documents'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];

/** One claim in the owner's queue: hers, with who she is, the plan's payment, her adherence, the links. */
export const adminGuaranteeClaimSchema = v.object({
  ...guaranteeClaimSchema.entries,
  user: v.object({ id: v.string(), name: v.nullable(v.string()), email: v.nullable(v.string()) }),
  paidAt: v.nullable(isoInstant),
  paymentIntentId: v.nullable(v.string()),
  positiveTestDate: v.nullable(civilDateSchema),
  knownOn: v.nullable(civilDateSchema),
  adherence: claimAdherenceSchema,
  /** Each document with a link that works for a few minutes, for admins only (null once deleted). */
  documentLinks: v.array(
    v.object({ id: v.string(), url: v.nullable(v.string()), expiresAt: v.nullable(isoInstant) }),
  ),
  decisions: v.array(
    v.object({
      decision: v.picklist(CLAIM_DECISIONS),
      reason: v.string(),
      by: v.string(),
      at: isoInstant,
    }),
  ),
});
export type AdminGuaranteeClaim = v.InferOutput<typeof adminGuaranteeClaimSchema>;
export const adminGuaranteeClaimsSchema = v.array(adminGuaranteeClaimSchema);

/** POST /api/admin/guarantee-claims/{claimId}/decision. */
export const claimDecisionSchema = objectWithFieldMessages({
  decision: v.picklist(CLAIM_DECISIONS, message('claimDecisionInvalid')),
  reason: v.pipe(
    v.string(message('claimReasonRequired')),
    v.trim(),
    v.nonEmpty(message('claimReasonRequired')),
    v.maxLength(CLAIM_REASON_MAX_LENGTH, message('claimReasonTooLong')),
  ),
});
export type ClaimDecisionRequest = v.InferOutput<typeof claimDecisionSchema>;

export const claimDecisionResponseSchema = successMessageWith({ claim: adminGuaranteeClaimSchema });
export type ClaimDecisionResponse = v.InferOutput<typeof claimDecisionResponseSchema>;

/** The share of boys among live births, the natural odds the outcomes are read against (about 105:100). */
export const BASELINE_BOY_SHARE = 0.512;

/** GET /api/admin/outcomes?from&to: plans paid in the range (business days, yyyy-MM-dd). */
export const outcomesQuerySchema = v.pipe(
  objectWithFieldMessages({ ...dateRangeEntries }),
  v.check((range) => isOrderedRange(range), 'dateRangeInvalid'),
);
export type OutcomesQuery = v.InferOutput<typeof outcomesQuerySchema>;

const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/**
 * Of the plans for a target paid in the range: how many reported a boy or a girl, how many matched the
 * target, the share that matched and its 95 % Wilson score interval (null with no report).
 */
export const outcomeFiguresSchema = v.object({
  target: v.picklist(TARGET_GENDERS),
  reported: count,
  matched: count,
  rate: v.nullable(share),
  ci95: v.nullable(v.tuple([share, share])),
});
export type OutcomeFigures = v.InferOutput<typeof outcomeFiguresSchema>;

export const outcomesSchema = v.object({
  from: civilDateSchema,
  to: civilDateSchema,
  byTarget: v.array(outcomeFiguresSchema),
  /** The same, by month of payment (yyyy-MM), oldest first. */
  byMonth: v.array(v.object({ month: v.string(), ...outcomeFiguresSchema.entries })),
  baselineBoyShare: v.number(),
  /** Paid plans of the range with no boy or girl reported yet. */
  awaiting: count,
  /** Reported but not counted: she preferred not to say, or the pregnancy was lost. */
  undisclosed: count,
  losses: count,
});
export type Outcomes = v.InferOutput<typeof outcomesSchema>;
