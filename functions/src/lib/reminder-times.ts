import {
  addDays,
  parseCivilDate,
  zoneOffsetMs,
  type CivilDate,
  type PlanDay,
  type ReminderKind,
} from '@nasl/core';

/** One reminder of a plan: what, for which plan day, and the instant it is due. */
export interface ReminderMoment {
  kind: ReminderKind;
  date: CivilDate;
  dueAtMs: number;
  /** The plan day is in Ramadan (a plain attempt reminder says intercourse is only at night). */
  ramadan: boolean;
}

export interface ReminderHours {
  eveningHour: number;
  morningHour: number;
  timeZone: string;
}

/**
 * The instant a wall clock in `timeZone` shows `hour`:00 on `date`. Where a clock change skips that hour,
 * the instant the clock jumps past it; where it repeats it, the first of the two.
 */
export function zonedInstant(date: CivilDate, hour: number, timeZone: string): number {
  const parts = parseCivilDate(date);
  if (!parts) throw new RangeError(`Not a civil date: ${date}`);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, hour);
  // Two passes settle the offset (the second corrects for a change between the guess and the answer).
  const first = wall - zoneOffsetMs(timeZone, wall);
  const second = wall - zoneOffsetMs(timeZone, first);
  if (second === first) return first;
  // The offsets disagree: the clock skips this wall time; the later reading is when it shows the next hour.
  return Math.max(first, second);
}

/**
 * Every reminder of a plan, in time order: the evening before each attempt day at her evening hour, the
 * morning of each LH test day at her morning hour, on her own clock.
 */
export function reminderMoments(days: readonly PlanDay[], hours: ReminderHours): ReminderMoment[] {
  const moments: ReminderMoment[] = [];
  for (const day of days) {
    if (day.activities.includes('attempt')) {
      moments.push({
        kind: 'attempt-eve',
        date: day.date,
        dueAtMs: zonedInstant(addDays(day.date, -1), hours.eveningHour, hours.timeZone),
        ramadan: day.ramadan,
      });
    }
    if (day.activities.includes('lh-test')) {
      moments.push({
        kind: 'lh-test',
        date: day.date,
        dueAtMs: zonedInstant(day.date, hours.morningHour, hours.timeZone),
        ramadan: day.ramadan,
      });
    }
  }
  return moments.sort((a, b) => a.dueAtMs - b.dueAtMs || a.kind.localeCompare(b.kind));
}

/** A reminder this late is not sent any more (the scheduler was down): a reminder for a past evening misleads. */
export const REMINDER_STALE_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * What a run at `nowMs` sends: the reminders due since the plan's next reminder was due (`sinceMs`), up to
 * now, that are not stale; and when the next one after now is due (null when none is left).
 */
export function remindersToSend(
  moments: readonly ReminderMoment[],
  sinceMs: number,
  nowMs: number,
): { send: ReminderMoment[]; nextDueAtMs: number | null } {
  const send = moments.filter(
    (moment) =>
      moment.dueAtMs >= sinceMs &&
      moment.dueAtMs <= nowMs &&
      nowMs - moment.dueAtMs <= REMINDER_STALE_AFTER_MS,
  );
  return { send, nextDueAtMs: nextReminderAfter(moments, nowMs) };
}

/** When the first reminder after `afterMs` is due, or null. */
export function nextReminderAfter(moments: readonly ReminderMoment[], afterMs: number): number | null {
  return moments.find((moment) => moment.dueAtMs > afterMs)?.dueAtMs ?? null;
}
