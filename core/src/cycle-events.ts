import * as v from 'valibot';
import { civilDateSchema, isCivilDate } from './civil-date.ts';
import type { MessageKey } from './messages.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * What she logs on an unlocked plan, and what re-plans it: the first day of a period, or the day an LH
 * (ovulation) test turned positive. Dates are civil dates (yyyy-MM-dd) in her own calendar.
 */
export const CYCLE_EVENT_TYPES = ['period-start', 'lh-positive'] as const;
export type CycleEventType = (typeof CYCLE_EVENT_TYPES)[number];

/**
 * Her say over a logged period start: a real period (cycle day 1) or spotting (bleeding between periods).
 * The plan's cycle model reads every entry itself; her say, once given, is kept.
 */
export const PERIOD_READINGS = ['period', 'spotting'] as const;
export type PeriodReading = (typeof PERIOD_READINGS)[number];

/** Enough for the plan's three months many times over; keeps a plan document small. */
export const MAX_CYCLE_EVENTS_PER_PLAN = 60;

/** A logged date may be up to tomorrow: she may already be a day ahead of the server's time zone. */
export const CYCLE_EVENT_MAX_DAYS_AFTER_TODAY = 1;

/**
 * Period starts closer than this, or further apart, are not a cycle: a gap under 15 days is refused (spotting
 * or a slip of the finger), a gap over 60 days is kept but never used as her cycle length.
 */
export const PLAUSIBLE_CYCLE_GAP_DAYS = { min: 15, max: 60 } as const;

const message = (key: MessageKey) => key;

/** POST /api/plans/{id}/cycle-events body and the "my cycle" form; the server adds the checks against the plan. */
export const cycleEventRequestSchema = v.pipe(
  objectWithFieldMessages({
    type: v.picklist(CYCLE_EVENT_TYPES, message('cycleEventTypeInvalid')),
    date: v.pipe(
      v.string(message('cycleEventDateInvalid')),
      v.check((date: string) => isCivilDate(date), message('cycleEventDateInvalid')),
    ),
    /** Her say, when she gave it as she logged (a start soon after a period is asked about first). */
    reading: v.optional(v.picklist(PERIOD_READINGS, message('cycleEventReadingInvalid'))),
  }),
  v.forward(
    v.check(
      (request) => request.reading === undefined || request.type === 'period-start',
      message('cycleEventReadingNotPeriod'),
    ),
    ['reading'],
  ),
);
export type CycleEventRequest = v.InferOutput<typeof cycleEventRequestSchema>;

/** PATCH /api/plans/{id}/cycle-events/{eventId}: her say over how a logged period start is read. */
export const cycleEventReadingRequestSchema = objectWithFieldMessages({
  reading: v.picklist(PERIOD_READINGS, message('cycleEventReadingInvalid')),
});
export type CycleEventReadingRequest = v.InferOutput<typeof cycleEventReadingRequestSchema>;

/** A logged event as the API answers it (newest first in a plan's `cycleEvents`). */
export const cycleEventSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.picklist(CYCLE_EVENT_TYPES),
  date: civilDateSchema,
  /** Her say over a period start, when she gave one. */
  reading: v.optional(v.picklist(PERIOD_READINGS)),
  /** ISO 8601 instant of logging. */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type CycleEvent = v.InferOutput<typeof cycleEventSchema>;
