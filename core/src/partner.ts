import * as v from 'valibot';
import { civilDateSchema } from './civil-date.ts';
import { planDetailsSchema } from './plan.ts';
import { TARGET_GENDERS } from './questionnaire.ts';

/**
 * The husband's access to his wife's paid plan: an invitation she sends, which he accepts once signed in,
 * and the partner view GET /api/plans/{id} answers him.
 */

/** An invitation works once, for this long. */
export const PARTNER_INVITE_DAYS = 7;

/**
 * What a day of the plan asks of him: the days to try, the days without intercourse before a boy plan's
 * first attempt of a cycle, and a girl plan's days without unprotected intercourse. Her period and her
 * LH tests are hers and are not in his view.
 */
export const PARTNER_DAY_ACTIVITIES = ['attempt', 'abstain', 'avoid'] as const;
export type PartnerDayActivity = (typeof PARTNER_DAY_ACTIVITIES)[number];

export const partnerPlanDaySchema = v.object({
  date: civilDateSchema,
  activities: v.array(v.picklist(PARTNER_DAY_ACTIVITIES)),
  /** Inside Ramadan: intercourse only between sunset and dawn. */
  ramadan: v.boolean(),
});
export type PartnerPlanDay = v.InferOutput<typeof partnerPlanDaySchema>;

/**
 * The partner view of a plan: what he does and when. It holds none of her answers (weight, height, blood
 * type, age, diet, health, cycle and period lengths), none of her cycle's details beyond the plan's dates
 * (no cycle days, no period or LH test days, no logged events, no notes on her cycles) and none of the
 * advice written for her (diet, her exercise, medical notices).
 */
export const partnerPlanDataSchema = v.object({
  gender: v.picklist(TARGET_GENDERS),
  /** Every day of the plan, in order, with what it asks of him (often nothing). */
  days: v.array(partnerPlanDaySchema),
  /** The position advice, which is for the couple. */
  position: v.string(),
  /** What the evidence on timing does and does not show: the plan never promises a result. */
  evidenceNote: v.string(),
  /** The lifestyle advice of the plan that is for him: activity, heat, smoking. */
  lifestyle: v.object({ recommended: v.array(v.string()), limit: v.array(v.string()) }),
  /** Once she recorded a pregnancy: from then on the plan asks nothing of him, and this says so. */
  pregnancy: v.optional(v.nullable(v.object({ positiveTestDate: civilDateSchema, note: v.string() })), null),
});
export type PartnerPlanData = v.InferOutput<typeof partnerPlanDataSchema>;

/** GET /api/plans/{id} as the plan's partner reads it. */
export const partnerPlanSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  view: v.literal('partner'),
  /** The wife's name as she wrote it in her account. */
  ownerName: v.string(),
  planData: partnerPlanDataSchema,
});
export type PartnerPlan = v.InferOutput<typeof partnerPlanSchema>;

/** GET /api/plans/{id}: the plan as its owner or an admin reads it, or the partner view. */
export const planAnswerSchema = v.union([partnerPlanSchema, planDetailsSchema]);
export type PlanAnswer = v.InferOutput<typeof planAnswerSchema>;

export function isPartnerPlan(plan: PlanAnswer): plan is PartnerPlan {
  return 'view' in plan && plan.view === 'partner';
}

/**
 * POST /api/plans/{id}/partner-invites (201): the link to send him, its one-time token (at least 128 bits
 * of randomness) and when it stops working.
 */
export const partnerInviteSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  token: v.pipe(v.string(), v.minLength(22)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type PartnerInvite = v.InferOutput<typeof partnerInviteSchema>;

/** The one-time token of an invitation as a link carries it: base64url, 43 characters for 256 bits. */
export const PARTNER_INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;

/**
 * POST /api/partner-invites/accept `{ token }`: the invitation he accepts. The token travels in the body, never
 * in a path, which servers and proxies log. One that cannot be a token is no invitation: 400 with the
 * invitation's own message.
 */
export const partnerInviteAcceptRequestSchema = v.object(
  {
    token: v.pipe(
      v.string('partnerInviteNotFound'),
      v.regex(PARTNER_INVITE_TOKEN_PATTERN, 'partnerInviteNotFound'),
    ),
  },
  'partnerInviteNotFound',
);
export type PartnerInviteAcceptRequest = v.InferOutput<typeof partnerInviteAcceptRequestSchema>;

/** POST /api/partner-invites/accept (200): the plan he now follows. */
export const partnerInviteAcceptanceSchema = v.object({
  planId: v.pipe(v.string(), v.nonEmpty()),
  message: v.string(),
});
export type PartnerInviteAcceptance = v.InferOutput<typeof partnerInviteAcceptanceSchema>;

/** GET /api/plans/{id}/partners: who follows the plan (one partner at most), since when. */
export const planPartnerSchema = v.object({
  uid: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  email: v.string(),
  since: v.pipe(v.string(), v.isoTimestamp()),
});
export type PlanPartner = v.InferOutput<typeof planPartnerSchema>;
export const planPartnersSchema = v.array(planPartnerSchema);

/** The page an invitation opens. */
export const PARTNER_INVITE_PATH = '/partner-invite';

/**
 * The invitation's link. The token rides in the fragment, which browsers never send to a server: it stays
 * out of Hosting's logs and of any Referer.
 */
export function partnerInviteUrl(origin: string, token: string): string {
  return `${origin}${PARTNER_INVITE_PATH}#${token}`;
}
