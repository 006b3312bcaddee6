import * as v from 'valibot';
import { civilDateSchema } from './civil-date.ts';

/** The plan's calendar as the API sends it: each day, what it asks of her, and how her logged events were read. */

/**
 * What a day of the plan asks of her, for the "what to do today" line and the calendar. A day may ask
 * several things (an attempt day is also an LH test day), or nothing (a rest day: empty list).
 * - `period`: she is expected to bleed; never an attempt day.
 * - `abstain`: boy plan, the few days without intercourse before the cycle's first attempt day.
 * - `lh-test`: test LH (ovulation) today.
 * - `attempt`: one of `intercourse.dates`.
 * - `avoid`: girl plan, after her window until two days after the expected ovulation: no unprotected intercourse.
 */
export const PLAN_DAY_ACTIVITIES = ['period', 'abstain', 'lh-test', 'attempt', 'avoid'] as const;
export type PlanDayActivity = (typeof PLAN_DAY_ACTIVITIES)[number];

/**
 * The day before 1 Ramadan and the day after its last day by the Umm al-Qura calendar: where the month is
 * begun or ended by a local moon sighting, that day may be a day of Ramadan too.
 */
export const RAMADAN_EDGES = ['day-before', 'day-after'] as const;
export type RamadanEdge = (typeof RAMADAN_EDGES)[number];

export const planDaySchema = v.object({
  date: civilDateSchema,
  cycleDay: v.pipe(v.number(), v.integer(), v.minValue(1)),
  activities: v.array(v.picklist(PLAN_DAY_ACTIVITIES)),
  /** Inside Ramadan (Umm al-Qura): intercourse only between sunset and dawn. */
  ramadan: v.boolean(),
  /** Present on the day just before or just after Ramadan (Umm al-Qura). */
  ramadanEdge: v.optional(v.picklist(RAMADAN_EDGES)),
});
export type PlanDay = v.InferOutput<typeof planDaySchema>;

/** Where the cycle length the dates use comes from: her answer, or the gaps between the periods she logged. */
export const CYCLE_LENGTH_SOURCES = ['answer', 'observed'] as const;
export type CycleLengthSource = (typeof CYCLE_LENGTH_SOURCES)[number];

/**
 * How the plan's cycle model read a logged event, for the list of her entries and her say over it:
 * - a period start: a period (cycle day 1), the period she answered with its true date (`corrects-answer`),
 *   a period after others she did not log (`after-missed`, with where they probably fell), or spotting;
 *   `byHer` when she said so herself;
 * - a positive LH test: the surge of its cycle (`lh-used`), or set aside (`lh-set-aside`: on a bleeding day,
 *   the same surge as the test before, or too far from the expected ovulation).
 */
export const CYCLE_ENTRY_READINGS = [
  'period',
  'corrects-answer',
  'after-missed',
  'spotting',
  'lh-used',
  'lh-set-aside',
] as const;
export type CycleEntryReading = (typeof CYCLE_ENTRY_READINGS)[number];
export const LH_SET_ASIDE_REASONS = ['bleeding', 'same-surge', 'unlikely'] as const;
export const cycleEntrySchema = v.object({
  id: v.string(),
  reading: v.picklist(CYCLE_ENTRY_READINGS),
  byHer: v.optional(v.boolean()),
  missed: v.optional(v.array(civilDateSchema)),
  reason: v.optional(v.picklist(LH_SET_ASIDE_REASONS)),
});
export type CycleEntry = v.InferOutput<typeof cycleEntrySchema>;
