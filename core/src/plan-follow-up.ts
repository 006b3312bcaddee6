import * as v from 'valibot';
import { civilDateSchema, isCivilDate } from './civil-date.ts';
import type { MessageKey } from './messages.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * What follows the plan on its owner's side: her pregnancy, the baby's sex, her check-ins (did she follow
 * an attempt day, a week of the diet), and the refund of the plan. GET /api/plans/{id} carries them.
 */

const message = (key: MessageKey) => key;
const isoInstant = v.pipe(v.string(), v.isoTimestamp());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const civilDateField = (key: MessageKey) =>
  v.pipe(
    v.string(message(key)),
    v.check((date: string) => isCivilDate(date), message(key)),
  );

/** POST /api/plans/{id}/pregnancy: the day a pregnancy test turned positive. */
export const pregnancyRequestSchema = objectWithFieldMessages({
  positiveTestDate: civilDateField('pregnancyDateInvalid'),
});
export type PregnancyRequest = v.InferOutput<typeof pregnancyRequestSchema>;

/**
 * What she says came of the plan: the baby's sex, that she prefers not to say, or a pregnancy lost.
 * Only `boy` and `girl` count in the measured outcomes and can make a guarantee claim.
 */
export const OUTCOME_SEXES = ['boy', 'girl', 'undisclosed', 'loss'] as const;
export type OutcomeSex = (typeof OUTCOME_SEXES)[number];

/** PUT /api/plans/{id}/outcome: the result and the day it became known; sent again to correct it. */
export const outcomeRequestSchema = objectWithFieldMessages({
  sex: v.picklist(OUTCOME_SEXES, message('outcomeSexInvalid')),
  knownOn: civilDateField('outcomeDateInvalid'),
});
export type OutcomeRequest = v.InferOutput<typeof outcomeRequestSchema>;

/** One tap on the today card: an attempt day followed (or not), a week of the diet followed (or not). */
export const CHECK_IN_KINDS = ['attempt', 'diet-week'] as const;
export type CheckInKind = (typeof CHECK_IN_KINDS)[number];

/** POST /api/plans/{id}/check-ins. */
export const checkInRequestSchema = objectWithFieldMessages({
  date: civilDateField('checkInDateInvalid'),
  kind: v.picklist(CHECK_IN_KINDS, message('checkInKindInvalid')),
  done: v.boolean(message('checkInDoneInvalid')),
});
export type CheckInRequest = v.InferOutput<typeof checkInRequestSchema>;

export const pregnancyRecordSchema = v.object({
  positiveTestDate: civilDateSchema,
  recordedAt: isoInstant,
});
export type PregnancyRecord = v.InferOutput<typeof pregnancyRecordSchema>;

export const outcomeRecordSchema = v.object({
  sex: v.picklist(OUTCOME_SEXES),
  knownOn: civilDateSchema,
  reportedAt: isoInstant,
  updatedAt: isoInstant,
});
export type OutcomeRecord = v.InferOutput<typeof outcomeRecordSchema>;

export const checkInSchema = v.object({
  /** An attempt date, or for a diet week the day she checked in (its week is counted from the plan's start). */
  date: civilDateSchema,
  kind: v.picklist(CHECK_IN_KINDS),
  /** For a diet week: its 0-based number in the plan. */
  week: v.optional(count),
  done: v.boolean(),
  at: isoInstant,
});
export type CheckIn = v.InferOutput<typeof checkInSchema>;

/**
 * How far she followed the plan so far, from her check-ins: of the attempt dates up to today (none after a
 * positive pregnancy test), how many she said she followed; the same for the weeks of the diet begun.
 */
export const adherenceSchema = v.object({
  attemptDays: v.object({ followed: count, due: count }),
  dietWeeks: v.object({ followed: count, due: count }),
});
export type Adherence = v.InferOutput<typeof adherenceSchema>;

/** A refunded plan: when, and whether under the guarantee (an approved claim). */
export const planRefundSchema = v.object({
  refundedAt: isoInstant,
  underGuarantee: v.boolean(),
});
export type PlanRefund = v.InferOutput<typeof planRefundSchema>;

/**
 * The fields GET /api/plans/{id} adds for what follows the plan. A locked plan carries none of hers (no
 * pregnancy, outcome or check-ins: they belong to the full plan), but says when it was refunded. The server always
 * sends them; an answer kept on a device from before they existed lacks them.
 */
export const planFollowUpEntries = {
  pregnancy: v.optional(v.nullable(pregnancyRecordSchema)),
  outcome: v.optional(v.nullable(outcomeRecordSchema)),
  checkIns: v.optional(v.array(checkInSchema)),
  adherence: v.optional(adherenceSchema),
  refund: v.optional(v.nullable(planRefundSchema)),
  /**
   * The first day the guarantee may be claimed (3 whole months after the payment, on the plans' calendar);
   * null for a plan not paid through the checkout, and on a locked plan.
   */
  claimableFrom: v.optional(v.nullable(civilDateSchema)),
};
