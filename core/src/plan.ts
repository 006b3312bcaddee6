import * as v from 'valibot';
import { civilDateSchema } from './civil-date.ts';
import { cycleEventSchema } from './cycle-events.ts';
import { planFollowUpEntries } from './plan-follow-up.ts';
import { CYCLE_LENGTH_SOURCES, cycleEntrySchema, planDaySchema } from './plan-days.ts';
import { recordedAnswersSchema, TARGET_GENDERS } from './questionnaire.ts';

export * from './plan-days.ts';

/**
 * The plan as the API sends it, full or locked, and the answers that carry it. The server builds these
 * shapes and the web app reads them with the same schemas; the engine that fills them lives in functions/
 * and never reaches the web bundle.
 */

/** Natural methods reach 60-80% at best (research page); the plan's figure never leaves this band. */
export const SUCCESS_RATE_RANGE = { min: 60, max: 80 } as const;

/** What the locked preview shows of the full plan: 3 sample dates, 2 items per diet list, 1 exercise. */
export const LOCKED_SAMPLE_DATES = 3;
export const LOCKED_SAMPLE_DIET_ITEMS = 2;
export const LOCKED_SAMPLE_EXERCISE_ITEMS = 1;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const texts = v.array(v.string());
/** Whole percent, always within SUCCESS_RATE_RANGE. */
const successRate = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(SUCCESS_RATE_RANGE.min),
  v.maxValue(SUCCESS_RATE_RANGE.max),
);
/** Whether the plan offers the method at all; copies stored on a device before it existed lack it. */
const offersMethod = v.optional(v.boolean(), true);
/** Null where her answers give no figure (a mother of 45 or more). */
const successRateOrNone = v.nullable(successRate);
const isoInstant = v.pipe(v.string(), v.isoTimestamp());

/**
 * A sample date of the locked view: the day alone, without its cycle day or guidance. Which day of her
 * cycle a date falls on is the method's rule, and with the rule the remaining dates could be worked out.
 */
export const lockedPlanDateSchema = v.object({ date: civilDateSchema });
export type LockedPlanDate = v.InferOutput<typeof lockedPlanDateSchema>;

export const planDateSchema = v.object({
  date: civilDateSchema,
  /** 1-based day of the cycle: ((date − lastPeriodDate) mod cycleLength) + 1. */
  cycleDay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  recommendation: v.string(),
});
export type PlanDate = v.InferOutput<typeof planDateSchema>;

export const planMealsSchema = v.object({
  breakfast: v.string(),
  lunch: v.string(),
  dinner: v.string(),
  snacks: v.string(),
});
export type PlanMeals = v.InferOutput<typeof planMealsSchema>;

/** Meals while she fasts: the plan's meals moved to the two meals of the night. */
export const ramadanMealsSchema = v.object({ suhoor: v.string(), iftar: v.string(), snacks: v.string() });
export type RamadanMeals = v.InferOutput<typeof ramadanMealsSchema>;

/** `important` is shown first and prominently (e.g. a mother of 45 or more); `warning` is a safety caution. */
export const PLAN_NOTICE_LEVELS = ['important', 'warning', 'info'] as const;
export type PlanNoticeLevel = (typeof PLAN_NOTICE_LEVELS)[number];
export const planNoticeSchema = v.object({ level: v.picklist(PLAN_NOTICE_LEVELS), text: v.string() });
export type PlanNotice = v.InferOutput<typeof planNoticeSchema>;

/**
 * Early-pregnancy guidance, once she recorded a positive pregnancy test: from that date on the plan asks
 * for no attempt, abstinence, LH test or avoidance, and the method's diet gives way to a balanced one.
 */
export const planPregnancySchema = v.object({
  positiveTestDate: civilDateSchema,
  /** The last day of week 12 of the pregnancy (counted from her last period): folic acid until then. */
  folicAcidUntil: civilDateSchema,
  /** What changed in the plan, in one paragraph. */
  summary: v.string(),
  /** Eating in early pregnancy: balanced meals, folic acid, what to leave out. */
  diet: texts,
  /** Fasting in pregnancy: whoever fears harm to herself or the baby may break the fast. */
  fasting: v.string(),
});
export type PlanPregnancy = v.InferOutput<typeof planPregnancySchema>;

/** The full plan: only for a paid plan or an admin. */
export const planDataSchema = v.object({
  summary: v.object({
    gender: v.picklist(TARGET_GENDERS),
    /**
     * False when her answers rule the method out (a mother of 50 or more): no dates, no diet method, no
     * figure, a notice that says why, and the plan is not sold. A copy kept on a device before it existed
     * reads as true.
     */
    offersMethod,
    timing: v.string(),
    diet: v.string(),
    successRate: successRateOrNone,
    /** One sentence: what the figure is (and is not), beside the natural odds (about 51 % boys), or why there is none. */
    successRateNote: v.string(),
    /** One sentence on the evidence for timing (Wilcox 1995, Gray 1998). */
    evidenceNote: v.string(),
  }),
  /** Medical and safety advice for her answers (age, diet), most important first. */
  notices: v.array(planNoticeSchema),
  cycle: v.object({
    /** The cycle length the dates use now. */
    length: v.pipe(v.number(), v.integer(), v.minValue(1)),
    lengthSource: v.picklist(CYCLE_LENGTH_SOURCES),
    periodLength: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** What re-planning changed and why, and months without a date; in the plan's language. */
    notes: texts,
    /** How each logged event was read (a copy kept on a device before it existed reads as none). */
    entries: v.optional(v.array(cycleEntrySchema), []),
    /** Every day of [plan start, plan start + 3 months), in order. */
    days: v.array(planDaySchema),
  }),
  intercourse: v.object({
    /** Sorted, no duplicates, all inside [plan start, plan start + 3 months); never on a period day. */
    dates: v.array(planDateSchema),
    timeOfDay: v.string(),
    position: v.string(),
  }),
  diet: v.object({
    include: texts,
    avoid: texts,
    meals: planMealsSchema,
    /** Present when the plan's months reach into Ramadan. */
    ramadanMeals: v.nullable(ramadanMealsSchema),
    hydration: v.string(),
  }),
  exercise: v.object({ recommended: texts, limit: texts, intensity: v.string() }),
  /** Her early-pregnancy guidance once she recorded a pregnancy, else null (absent from copies made before it existed). */
  pregnancy: v.optional(v.nullable(planPregnancySchema)),
});
export type PlanData = v.InferOutput<typeof planDataSchema>;

/**
 * What an unpaid plan shows: previews (first sentences), how many items the full plan holds, and the
 * samples. The counts are totals of the full plan; the samples are what the preview may show of them.
 */
export const lockedPlanDataSchema = v.object({
  summary: v.object({
    gender: v.picklist(TARGET_GENDERS),
    offersMethod,
    successRate: successRateOrNone,
    timingPreview: v.string(),
    dietPreview: v.string(),
    /** What the figure is, and the evidence on timing: said before she pays, not only after. */
    successRateNote: v.string(),
    evidenceNote: v.string(),
  }),
  /** The medical and safety notices of the full plan: who should see a doctor first is told before paying. */
  notices: v.array(planNoticeSchema),
  intercourse: v.object({
    totalDates: count,
    timeOfDay: v.string(),
    positionPreview: v.string(),
    sampleDates: v.array(lockedPlanDateSchema),
  }),
  diet: v.object({
    includeCount: count,
    avoidCount: count,
    sampleIncludeItems: texts,
    sampleAvoidItems: texts,
    hydrationPreview: v.string(),
  }),
  exercise: v.object({
    recommendedCount: count,
    limitCount: count,
    sampleRecommended: texts,
    /** Only in a plan not for sale, whose general advice is free and shown whole: every limit. */
    sampleLimit: v.optional(texts),
    intensityPreview: v.string(),
  }),
});
export type LockedPlanData = v.InferOutput<typeof lockedPlanDataSchema>;

/** A plan waits for its payment, is paid (or unlocked by an admin), or was refunded and is locked again. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A plan with the content its reader may see: `locked: false` with the full plan (paid, or an admin
 * reading), `locked: true` with the preview. Never a full plan marked locked, nor the reverse.
 */
function planWithContent<const TFull extends v.ObjectEntries, const TLocked extends v.ObjectEntries = TFull>(
  full: TFull,
  locked?: TLocked,
) {
  return v.variant('locked', [
    v.object({ ...full, locked: v.literal(false), planData: planDataSchema }),
    v.object({
      ...(locked ?? (full as unknown as TLocked)),
      locked: v.literal(true),
      planData: lockedPlanDataSchema,
    }),
  ]);
}

/** What names a plan: the pages and checkout address a plan by its id. */
export const planReferenceSchema = v.object({ id: v.pipe(v.string(), v.trim(), v.nonEmpty()) });

const planEntries = {
  ...planReferenceSchema.entries,
  createdAt: isoInstant,
  isPaid: v.boolean(),
};

/** The content part of a plan answer, as the server decides it for one reader. */
export type VisiblePlan = { locked: false; planData: PlanData } | { locked: true; planData: LockedPlanData };

/**
 * A plan as every plan answer carries it. POST /api/generate-plan answers this (201): the new plan, locked
 * for its owner and full for an admin; the device keeps it as the latest plan.
 */
export const planSchema = planWithContent(planEntries);
export type Plan = v.InferOutput<typeof planSchema>;

/** One plan of GET /api/user/plans (newest first), with the content its owner may see. */
export const userPlanSchema = planWithContent({
  ...planEntries,
  paymentStatus: v.picklist(PAYMENT_STATUSES),
});
export type UserPlan = v.InferOutput<typeof userPlanSchema>;
export const userPlansSchema = v.array(userPlanSchema);

/**
 * The answers the calendar is projected from. A locked plan's answer leaves them out: with her last period,
 * her cycle and the method's rule, the hidden dates could be worked out from the preview.
 */
export const CALENDAR_ANSWERS = ['lastPeriodDate', 'cycleLength', 'periodLength'] as const;
export const lockedPlanAnswersSchema = v.omit(recordedAnswersSchema, CALENDAR_ANSWERS);

/**
 * GET /api/plans/{id}: the plan, its payment state, the answers it was made from (without the calendar's
 * on a locked plan) and the cycle events logged on it (newest first; always empty on a locked plan).
 * POST /api/plans/{id}/cycle-events and DELETE /api/plans/{id}/cycle-events/{eventId} answer the same,
 * re-planned.
 */
const planDetailsEntries = {
  ...planEntries,
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  /**
   * Whether the reader is the plan's owner: only she logs her cycle, checks in, records what followed and
   * claims the guarantee; an admin reading someone else's plan reads it only. Absent on copies saved before
   * the field existed, which were her own.
   */
  readerIsOwner: v.optional(v.boolean()),
  cycleEvents: v.array(cycleEventSchema),
  ...planFollowUpEntries,
};
export const planDetailsSchema = planWithContent(
  { ...planDetailsEntries, formData: recordedAnswersSchema },
  { ...planDetailsEntries, formData: lockedPlanAnswersSchema },
);
export type PlanDetails = v.InferOutput<typeof planDetailsSchema>;

const SENTENCE_END = /[.!?؟](?=\s|$)/u;

/**
 * The first sentence of a text, its end mark included: the text up to the first ".", "!", "?" or "؟"
 * that is followed by a space or ends the text. Decimal points ("2.1") are not sentence ends.
 * Summary boxes show this, in the locked view and in the full one.
 */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = SENTENCE_END.exec(trimmed);
  return end ? trimmed.slice(0, end.index + 1) : trimmed;
}
