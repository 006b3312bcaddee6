import { MAX_CYCLE_EVENTS_PER_PLAN, type User } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import type { StoredCycleEvent } from '../../data/plan-documents.ts';
import { Timestamp } from '../../lib/firebase.ts';
import {
  cycleEventAccessRefusal,
  isAfterLatestEventDate,
  newCycleEventRefusal,
  sameCycleEvent,
} from './cycle-event-rules.ts';

const viewer = (uid: string, isAdmin = false) => ({ uid, user: { isAdmin } as User });
const event = (type: StoredCycleEvent['type'], date: string, id = date): StoredCycleEvent => ({
  id,
  type,
  date,
  createdAt: Timestamp.fromMillis(0),
});

/** The plan's answers the checks read: her answered last period and cycle length. */
const PLAN = { lastPeriodDate: '2026-06-01', cycleLength: 28, periodLength: 5 };

describe('who may change a plan’s events', () => {
  it('its owner once paid; an admin always', () => {
    expect(cycleEventAccessRefusal({ userId: 'a', isPaid: true }, viewer('a'))).toBeNull();
    expect(cycleEventAccessRefusal({ userId: 'a', isPaid: false }, viewer('admin', true))).toBeNull();
  });

  it('someone else: 403, even on a paid plan; the owner of an unpaid plan: 402', () => {
    expect(cycleEventAccessRefusal({ userId: 'a', isPaid: true }, viewer('b'))).toEqual({
      status: 403,
      key: 'forbidden',
    });
    expect(cycleEventAccessRefusal({ userId: 'a', isPaid: false }, viewer('b'))?.status).toBe(403);
    expect(cycleEventAccessRefusal({ userId: 'a', isPaid: false }, viewer('a'))).toEqual({
      status: 402,
      key: 'cycleEventsNeedPayment',
    });
  });
});

describe('what may be logged', () => {
  it('up to tomorrow, not after', () => {
    expect(isAfterLatestEventDate('2026-06-11', '2026-06-10')).toBe(false);
    expect(isAfterLatestEventDate('2026-06-12', '2026-06-10')).toBe(true);
    expect(isAfterLatestEventDate('2027-01-01', '2026-12-31')).toBe(false);
  });

  it('finds the same type and date as already logged', () => {
    const events = [event('period-start', '2026-06-01'), event('lh-positive', '2026-06-14')];
    expect(sameCycleEvent(events, { type: 'lh-positive', date: '2026-06-14' })).toBe(events[1]);
    expect(sameCycleEvent(events, { type: 'lh-positive', date: '2026-06-01' })).toBeUndefined();
  });

  it('refuses a date before the last period the plan was made from', () => {
    expect(newCycleEventRefusal([], { type: 'lh-positive', date: '2026-05-31' }, PLAN)).toBe(
      'cycleEventDateBeforePlan',
    );
    expect(newCycleEventRefusal([], { type: 'period-start', date: '2026-06-01' }, PLAN)).toBeNull();
  });

  it('refuses a period start during a period already logged (the same period twice); not an LH test', () => {
    const events = [event('period-start', '2026-06-29'), event('lh-positive', '2026-07-10')];
    const check = (type: StoredCycleEvent['type'], date: string) =>
      newCycleEventRefusal(events, { type, date }, PLAN);
    expect(check('period-start', '2026-06-30')).toBe('cycleEventTooClose');
    expect(check('period-start', '2026-07-03')).toBe('cycleEventTooClose');
    // A day before it is the same period dated a day off.
    expect(check('period-start', '2026-06-28')).toBe('cycleEventTooClose');
    expect(check('lh-positive', '2026-06-30')).toBeNull();
    // She says it is spotting: kept as spotting.
    expect(
      newCycleEventRefusal(events, { type: 'period-start', date: '2026-06-30', reading: 'spotting' }, PLAN),
    ).toBeNull();
    // A start 15 days or more away is read by the model, never refused.
    expect(check('period-start', '2026-07-14')).toBeNull();
    // The answered last period is a memory, not a record: a logged start close to it corrects it.
    expect(newCycleEventRefusal([], { type: 'period-start', date: '2026-06-03' }, PLAN)).toBeNull();
  });

  it('refuses a start she calls a period less than 15 days from another period', () => {
    const events = [event('period-start', '2026-06-29')];
    const said = (date: string) =>
      newCycleEventRefusal(events, { type: 'period-start', date, reading: 'period' }, PLAN);
    expect(said('2026-07-10')).toBe('cycleEventTooClose');
    expect(said('2026-06-16')).toBe('cycleEventTooClose');
    expect(said('2026-07-14')).toBeNull();
  });

  it('a start the plan reads as spotting does not block her next real period', () => {
    // 17 days after the answered period; her real period 11 days later: the model reads the first as
    // spotting once the second is there, and accepts the second.
    const events = [event('period-start', '2026-06-18')];
    expect(newCycleEventRefusal(events, { type: 'period-start', date: '2026-06-29' }, PLAN)).toBeNull();
  });

  it(`refuses a new event once the plan holds ${MAX_CYCLE_EVENTS_PER_PLAN}`, () => {
    const full = Array.from({ length: MAX_CYCLE_EVENTS_PER_PLAN }, (_, index) =>
      event('lh-positive', '2026-06-01', `e${index}`),
    );
    expect(newCycleEventRefusal(full, { type: 'lh-positive', date: '2026-08-01' }, PLAN)).toBe(
      'cycleEventsLimit',
    );
    expect(newCycleEventRefusal(full.slice(1), { type: 'lh-positive', date: '2026-08-01' }, PLAN)).toBeNull();
  });
});
