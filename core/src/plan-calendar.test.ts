import { describe, expect, it } from 'vitest';
import { addDays } from './civil-date.ts';
import {
  CALENDAR_EVENT_TITLES,
  calendarFeedRequestSchema,
  calendarFeedUrl,
  lhTestStarts,
  planCalendarEvents,
  webcalUrl,
} from './plan-calendar.ts';
import type { PlanDay, PlanDayActivity } from './plan.ts';
import * as v from 'valibot';

const START = '2026-12-01';

/** A plan's days from START: `activities[i]` for day i, none after. */
function days(length: number, activities: Record<number, PlanDayActivity[]>): PlanDay[] {
  return Array.from({ length }, (_, index) => ({
    date: addDays(START, index),
    cycleDay: (index % 28) + 1,
    activities: activities[index] ?? [],
    ramadan: false,
  }));
}

function plan(attemptOffsets: number[], lhOffsets: number[] = []) {
  const activities: Record<number, PlanDayActivity[]> = {};
  for (const offset of lhOffsets) activities[offset] = ['lh-test'];
  for (const offset of attemptOffsets) activities[offset] = [...(activities[offset] ?? []), 'attempt'];
  return {
    intercourse: {
      dates: attemptOffsets.map((offset) => ({
        date: addDays(START, offset),
        cycleDay: 1,
        recommendation: '',
      })),
    },
    cycle: { days: days(92, activities) },
  };
}

const byUid = (events: ReturnType<typeof planCalendarEvents>) =>
  Object.fromEntries(events.map((event) => [event.uid, event.date]));

describe('planCalendarEvents', () => {
  it('names each attempt by its cycle group and place, each LH run by its order, in date order', () => {
    const events = planCalendarEvents('p1', plan([13, 14, 41, 42, 69, 70], [10, 11, 12, 38, 39]), {
      lhTests: true,
    });
    expect(events.map((event) => [event.uid, event.kind, event.date])).toEqual([
      ['p1-lh-0@nasl.app', 'lh-tests', '2026-12-11'],
      ['p1-attempt-0-0@nasl.app', 'attempt', '2026-12-14'],
      ['p1-attempt-0-1@nasl.app', 'attempt', '2026-12-15'],
      ['p1-lh-1@nasl.app', 'lh-tests', '2027-01-08'],
      ['p1-attempt-1-0@nasl.app', 'attempt', '2027-01-11'],
      ['p1-attempt-1-1@nasl.app', 'attempt', '2027-01-12'],
      ['p1-attempt-2-0@nasl.app', 'attempt', '2027-02-08'],
      ['p1-attempt-2-1@nasl.app', 'attempt', '2027-02-09'],
    ]);
  });

  it('leaves the LH runs out when she does not want them, and writes nothing for a plan without dates', () => {
    expect(planCalendarEvents('p1', plan([13, 14], [10, 11]), { lhTests: false }).map((e) => e.kind)).toEqual(
      ['attempt', 'attempt'],
    );
    expect(planCalendarEvents('p1', plan([]), { lhTests: true })).toEqual([]);
  });

  it('keeps every UID when a re-plan moves the dates: an early period moves a cycle, a positive test a day', () => {
    const before = byUid(planCalendarEvents('p1', plan([13, 14, 41, 42, 69, 70]), { lhTests: false }));
    // Her period came 4 days early in the second cycle, and a positive test moved the third cycle by a day.
    const after = byUid(planCalendarEvents('p1', plan([13, 14, 37, 38, 66, 67]), { lhTests: false }));
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after['p1-attempt-0-0@nasl.app']).toBe(before['p1-attempt-0-0@nasl.app']);
    expect(after['p1-attempt-1-0@nasl.app']).toBe('2027-01-07');
    expect(after['p1-attempt-2-1@nasl.app']).toBe('2027-02-06');
  });

  it('drops the events a re-plan removes (a cycle whose days fall in her period), keeping earlier UIDs', () => {
    const before = byUid(planCalendarEvents('p1', plan([13, 14, 41, 42, 69, 70]), { lhTests: false }));
    const after = byUid(planCalendarEvents('p1', plan([13, 14, 42, 69, 70]), { lhTests: false }));
    expect(after['p1-attempt-0-0@nasl.app']).toBe(before['p1-attempt-0-0@nasl.app']);
    expect(after['p1-attempt-1-0@nasl.app']).toBe('2027-01-12');
    expect(after).not.toHaveProperty('p1-attempt-1-1@nasl.app');
    expect(after['p1-attempt-2-1@nasl.app']).toBe(before['p1-attempt-2-1@nasl.app']);
  });

  it('counts a date once, even when the plan lists it twice', () => {
    const twice = plan([13, 14]);
    twice.intercourse.dates.push(twice.intercourse.dates[0]!);
    expect(planCalendarEvents('p1', twice, { lhTests: false })).toHaveLength(2);
  });
});

describe('lhTestStarts', () => {
  it('finds the first day of each run of consecutive test days', () => {
    expect(
      lhTestStarts(days(40, { 3: ['lh-test'], 4: ['lh-test', 'attempt'], 5: ['lh-test'], 30: ['lh-test'] })),
    ).toEqual(['2026-12-04', '2026-12-31']);
    expect(lhTestStarts(days(10, {}))).toEqual([]);
  });

  it('starts a new run after a gap, even when days are missing in between', () => {
    const day = (date: string, testing: boolean): PlanDay => ({
      date,
      cycleDay: 1,
      activities: testing ? ['lh-test'] : [],
      ramadan: false,
    });
    expect(
      lhTestStarts([
        day('2026-12-01', true),
        day('2026-12-02', true),
        day('2026-12-04', true),
        day('2026-12-05', false),
      ]),
    ).toEqual(['2026-12-01', '2026-12-04']);
  });
});

describe('event titles', () => {
  it('are discreet by default in both languages: they say nothing of their purpose', () => {
    expect(CALENDAR_EVENT_TITLES.en.discreet).toEqual({
      attempt: 'Nasl reminder',
      'lh-tests': 'Nasl reminder: tests',
    });
    expect(CALENDAR_EVENT_TITLES.ar.discreet).toEqual({
      attempt: 'تذكير نسل',
      'lh-tests': 'تذكير نسل: الاختبارات',
    });
  });
});

describe('subscription addresses and options', () => {
  it('puts the plan and the token in the path, and offers the address as webcal://', () => {
    const url = calendarFeedUrl('https://nasl.app', 'plan1', 'tok_en-123');
    expect(url).toBe('https://nasl.app/api/calendar-feeds/plan1/tok_en-123.ics');
    expect(webcalUrl(url)).toBe('webcal://nasl.app/api/calendar-feeds/plan1/tok_en-123.ics');
    expect(webcalUrl('http://127.0.0.1:5000/x.ics')).toBe('webcal://127.0.0.1:5000/x.ics');
  });

  it('defaults to discreet titles, LH runs and the evening-before alarm; refuses other values', () => {
    expect(v.parse(calendarFeedRequestSchema, {})).toEqual({
      alarm: 'evening-before',
      lhTests: true,
      discreet: true,
    });
    const refused = v.safeParse(calendarFeedRequestSchema, { alarm: 'at-noon' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('calendarFeedOptionsInvalid');
  });
});
