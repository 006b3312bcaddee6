import type { CivilDate, PlanCalendarEvent } from '@nasl/core';

/** An event as a calendar subscription last served it: its date and its revision (SEQUENCE). */
export interface ServedCalendarEvent {
  uid: string;
  date: CivilDate;
  sequence: number;
}

/**
 * The revision of each event served now, from what was served before: an event keeps its SEQUENCE while
 * its date stays, and the next one when its date changes; a new event starts at 0. Events no longer in the
 * plan stay in the record with their last revision, so one that comes back is served with a higher one.
 * `changed` says whether the record must be written.
 */
export function reviseServedEvents(
  served: readonly ServedCalendarEvent[],
  events: readonly PlanCalendarEvent[],
): { events: (PlanCalendarEvent & { sequence: number })[]; record: ServedCalendarEvent[]; changed: boolean } {
  const before = new Map(served.map((entry) => [entry.uid, entry]));
  const record = new Map(before);
  let changed = false;
  const revised = events.map((event) => {
    const previous = before.get(event.uid);
    const sequence = !previous ? 0 : previous.date === event.date ? previous.sequence : previous.sequence + 1;
    if (!previous || previous.date !== event.date) {
      changed = true;
      record.set(event.uid, { uid: event.uid, date: event.date, sequence });
    }
    return { ...event, sequence };
  });
  return { events: revised, record: [...record.values()], changed };
}
