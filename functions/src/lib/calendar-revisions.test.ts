import { describe, expect, it } from 'vitest';
import type { PlanCalendarEvent } from '@nasl/core';
import { reviseServedEvents } from './calendar-revisions.ts';

const event = (uid: string, date: string): PlanCalendarEvent => ({ uid, kind: 'attempt', date });

describe('reviseServedEvents', () => {
  it('serves new events at revision 0 and records them', () => {
    const first = reviseServedEvents([], [event('a', '2026-12-01'), event('b', '2026-12-02')]);
    expect(first.events.map((e) => e.sequence)).toEqual([0, 0]);
    expect(first.changed).toBe(true);
    expect(first.record).toEqual([
      { uid: 'a', date: '2026-12-01', sequence: 0 },
      { uid: 'b', date: '2026-12-02', sequence: 0 },
    ]);
  });

  it('keeps the revision of an event that did not move (nothing to write), raises the one of a moved event', () => {
    const served = [
      { uid: 'a', date: '2026-12-01', sequence: 0 },
      { uid: 'b', date: '2026-12-02', sequence: 2 },
    ];
    const same = reviseServedEvents(served, [event('a', '2026-12-01'), event('b', '2026-12-02')]);
    expect(same.changed).toBe(false);
    expect(same.events.map((e) => e.sequence)).toEqual([0, 2]);
    const moved = reviseServedEvents(served, [event('a', '2026-12-01'), event('b', '2026-12-05')]);
    expect(moved.changed).toBe(true);
    expect(moved.events.map((e) => e.sequence)).toEqual([0, 3]);
    expect(moved.record).toContainEqual({ uid: 'b', date: '2026-12-05', sequence: 3 });
  });

  it('remembers an event the plan dropped, so that if it comes back on another day its revision is higher', () => {
    const served = [{ uid: 'a', date: '2026-12-01', sequence: 1 }];
    const dropped = reviseServedEvents(served, []);
    expect(dropped.events).toEqual([]);
    expect(dropped.record).toEqual(served);
    const back = reviseServedEvents(dropped.record, [event('a', '2026-12-04')]);
    expect(back.events[0]!.sequence).toBe(2);
  });
});
