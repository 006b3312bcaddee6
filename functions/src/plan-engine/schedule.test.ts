import { addDays, addMonths, diffDays, type TargetGender } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import type { CycleEventInput } from './cycle.ts';
import { isRamadanDay } from './ramadan.ts';
import { planSchedule, type PlanSchedule } from './schedule.ts';
import { toDayNumber } from '@nasl/core';

interface Input {
  target?: TargetGender;
  lastPeriodDate?: string;
  cycleLength?: number;
  periodLength?: number;
  planStartDate?: string;
  events?: CycleEventInput[];
}

const START = '2026-05-10';
function schedule(input: Input = {}): PlanSchedule {
  return planSchedule({
    target: 'boy',
    lastPeriodDate: '2026-05-03',
    cycleLength: 28,
    periodLength: 5,
    planStartDate: START,
    events: [],
    ...input,
  });
}

const day = (s: PlanSchedule, date: string) => s.days.find((d) => d.date === date)!;
const datesWith = (s: PlanSchedule, activity: string) =>
  s.days.filter((d) => d.activities.includes(activity as never)).map((d) => d.date);
const cycleDaysWith = (s: PlanSchedule, activity: string) =>
  s.days.filter((d) => d.activities.includes(activity as never)).map((d) => d.cycleDay);
const attemptDates = (s: PlanSchedule) => s.attempts.map((a) => a.date);
/** ((date − anchor) mod L) + 1, written out in the test. */
const cycleDayFrom = (date: string, anchor: string, length: number) =>
  (((diffDays(date, anchor) % length) + length) % length) + 1;

describe('the day schedule', () => {
  it('has every day of [start, start + 3 months), in order, each with its cycle day', () => {
    const s = schedule();
    expect(s.days).toHaveLength(diffDays(addMonths(START, 3), START));
    s.days.forEach((d, index) => {
      expect(d.date).toBe(addDays(START, index));
      expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-05-03', 28));
    });
  });

  it('marks exactly the attempt dates as attempt days, with the same cycle days', () => {
    for (const target of ['boy', 'girl'] as const) {
      const s = schedule({ target });
      expect(datesWith(s, 'attempt')).toEqual(attemptDates(s));
      for (const attempt of s.attempts) expect(day(s, attempt.date).cycleDay).toBe(attempt.cycleDay);
    }
  });

  it('lists activities in the contract order, each once', () => {
    const order = ['period', 'abstain', 'lh-test', 'attempt', 'avoid'];
    for (const target of ['boy', 'girl'] as const) {
      for (const d of schedule({ target, cycleLength: 21, periodLength: 7 }).days) {
        const indexes = d.activities.map((activity) => order.indexOf(activity));
        expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
        expect(new Set(d.activities).size).toBe(d.activities.length);
      }
    }
  });
});

describe('never an attempt on a bleeding day', () => {
  const CASES = (['boy', 'girl'] as const).flatMap((target) =>
    [21, 22, 23, 24, 26, 28, 31, 35].flatMap((cycleLength) =>
      [2, 5, 7, 10].map((periodLength) => ({ target, cycleLength, periodLength })),
    ),
  );

  it.each(CASES)(
    '$target, $cycleLength-day cycle, $periodLength-day period',
    ({ target, cycleLength, periodLength }) => {
      const s = schedule({ target, cycleLength, periodLength });
      expect(cycleDaysWith(s, 'period').every((cycleDay) => cycleDay <= periodLength)).toBe(true);
      for (const d of s.days) {
        expect(d.activities.includes('period')).toBe(d.cycleDay <= periodLength);
        if (d.activities.includes('period')) {
          expect(d.activities).not.toContain('attempt');
          expect(d.activities).not.toContain('abstain');
          expect(d.activities).not.toContain('avoid');
        }
      }
      for (const attempt of s.attempts) expect(attempt.cycleDay).toBeGreaterThan(periodLength);
      expect(s.attemptCycleDays.every((cycleDay) => cycleDay > periodLength)).toBe(true);
    },
  );

  it('girl, 21 days, 7-day period: the window (days 4-6) is inside the period, no date and a note for each cycle', () => {
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 7 });
    expect(s.attempts).toEqual([]);
    const note = s.notes.find((n) => n.kind === 'window-in-period');
    expect(note).toMatchObject({ target: 'girl', periodLength: 7 });
    // Cycles start on 3 May, 24 May, 14 June, 5 July, 26 July; the window of the 3 May cycle (6-8 May) is before the plan.
    expect(note && 'cycleStarts' in note ? note.cycleStarts : []).toEqual([
      '2026-05-24',
      '2026-06-14',
      '2026-07-05',
      '2026-07-26',
    ]);
  });

  it('girl, 22 days, 5-day period: day 5 of the window is dropped, days 6 and 7 stay, and the note says so', () => {
    const s = schedule({ target: 'girl', cycleLength: 22, periodLength: 5 });
    expect([...new Set(s.attempts.map((a) => a.cycleDay))]).toEqual([6, 7]);
    expect(s.notes.some((n) => n.kind === 'window-shortened')).toBe(true);
    expect(s.notes.some((n) => n.kind === 'window-in-period')).toBe(false);
  });

  it('gives no period note when the window is clear of the period', () => {
    const s = schedule({ target: 'girl', cycleLength: 28, periodLength: 5 });
    expect(s.notes.filter((n) => n.kind.startsWith('window'))).toEqual([]);
  });
});

describe('the days around the attempts', () => {
  it('boy, 28 days: abstain on the 4 days before the first attempt (days 10-13), not from the cycle start', () => {
    const s = schedule({ target: 'boy' });
    const cycle = s.days.filter((d) => d.date >= '2026-05-31' && d.date < '2026-06-28');
    expect(cycle.filter((d) => d.activities.includes('abstain')).map((d) => d.cycleDay)).toEqual([
      10, 11, 12, 13,
    ]);
    expect(cycle.filter((d) => d.activities.includes('attempt')).map((d) => d.cycleDay)).toEqual([14, 15]);
    // LH tests from 3 days before the first attempt to the expected ovulation.
    expect(cycle.filter((d) => d.activities.includes('lh-test')).map((d) => d.cycleDay)).toEqual([
      11, 12, 13, 14, 15,
    ]);
    expect(cycle.some((d) => d.activities.includes('avoid'))).toBe(false);
  });

  it('boy, 35 days: still 4 days of abstinence, never 16', () => {
    const s = schedule({ target: 'boy', cycleLength: 35, lastPeriodDate: '2026-05-08' });
    const abstain = cycleDaysWith(s, 'abstain');
    expect(new Set(abstain)).toEqual(new Set([17, 18, 19, 20]));
  });

  it('girl, 28 days: LH tests from 3 days before her window, then avoid until 2 days after ovulation', () => {
    const s = schedule({ target: 'girl' });
    const cycle = s.days.filter((d) => d.date >= '2026-05-31' && d.date < '2026-06-28');
    const with_ = (activity: string) =>
      cycle.filter((d) => d.activities.includes(activity as never)).map((d) => d.cycleDay);
    expect(with_('attempt')).toEqual([11, 12, 13]);
    expect(with_('lh-test')).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(with_('avoid')).toEqual([14, 15, 16, 17]);
    expect(with_('abstain')).toEqual([]);
  });
});

describe('Ramadan (Umm al-Qura)', () => {
  it.each([
    ['2027-02-07', false],
    ['2027-02-08', true],
    ['2027-03-08', true],
    ['2027-03-09', false],
    ['2026-02-17', false],
    ['2026-02-18', true],
    ['2026-03-19', true],
    ['2026-03-20', false],
  ])('%s in Ramadan: %s', (date, expected) => {
    expect(isRamadanDay(toDayNumber(date))).toBe(expected);
  });

  it('flags the days and the dates of a plan that reaches Ramadan 1448, and no other', () => {
    const s = schedule({ planStartDate: '2027-01-10', lastPeriodDate: '2027-01-05' });
    const ramadan = s.days.filter((d) => d.ramadan).map((d) => d.date);
    expect(ramadan[0]).toBe('2027-02-08');
    expect(ramadan.at(-1)).toBe('2027-03-08');
    expect(ramadan).toHaveLength(29);
    for (const attempt of s.attempts) {
      expect(attempt.ramadan).toBe(attempt.date >= '2027-02-08' && attempt.date <= '2027-03-08');
    }
    expect(s.attempts.some((a) => a.ramadan)).toBe(true);
    expect(schedule().days.some((d) => d.ramadan)).toBe(false);
  });

  it('marks the day before 1 Ramadan and the day after its last day, and names the whole month', () => {
    const s = schedule({ planStartDate: '2027-01-10', lastPeriodDate: '2027-01-05' });
    const edges = s.days.filter((d) => d.ramadanEdge !== undefined);
    expect(edges.map((d) => [d.date, d.ramadanEdge])).toEqual([
      ['2027-02-07', 'day-before'],
      ['2027-03-09', 'day-after'],
    ]);
    expect(s.ramadans).toEqual([{ first: '2027-02-08', last: '2027-03-08' }]);
    expect(schedule().ramadans).toEqual([]);
    // A plan that starts inside Ramadan still names its first day.
    expect(schedule({ planStartDate: '2027-02-20', lastPeriodDate: '2027-02-15' }).ramadans).toEqual([
      { first: '2027-02-08', last: '2027-03-08' },
    ]);
  });
});

describe('re-planning from a logged period start', () => {
  const lastPeriodDate = '2026-05-03';
  const base = schedule({ lastPeriodDate });

  it.each(['2026-05-29', '2026-05-31', '2026-06-02', '2026-06-10', '2026-07-01'])(
    'from %s cycle days count from it; the days before stay as they were',
    (logged) => {
      for (const target of ['boy', 'girl'] as const) {
        const before = schedule({ target, lastPeriodDate });
        const s = schedule({ target, lastPeriodDate, events: [{ type: 'period-start', date: logged }] });
        for (const [index, d] of s.days.entries()) {
          if (d.date < logged) expect(d).toEqual(before.days[index]);
          else expect(d.cycleDay).toBe(cycleDayFrom(d.date, logged, 28));
        }
        expect(s.attempts.filter((a) => a.date < logged).map((a) => a.date)).toEqual(
          before.attempts.filter((a) => a.date < logged).map((a) => a.date),
        );
        expect(s.notes).toContainEqual({ kind: 'replanned-from-period', date: logged });
        expect(s.lengthInForce).toEqual({ length: 28, source: 'answer', cyclesMeasured: 0 });
      }
    },
  );

  it('a period 2 days late moves every later date by 2 days', () => {
    const s = schedule({ lastPeriodDate, events: [{ type: 'period-start', date: '2026-06-02' }] });
    const later = (x: PlanSchedule) => x.attempts.filter((a) => a.date >= '2026-06-02').map((a) => a.date);
    expect(later(s)).toEqual(
      later(base)
        .map((date) => addDays(date, 2))
        .filter((date) => date < addMonths(START, 3)),
    );
  });

  it('ignores the order and repetition of the events', () => {
    const events: CycleEventInput[] = [
      { type: 'lh-positive', date: '2026-06-14' },
      { type: 'period-start', date: '2026-06-01' },
      { type: 'period-start', date: '2026-05-03' },
    ];
    const s = schedule({ lastPeriodDate, events });
    expect(schedule({ lastPeriodDate, events: [...events].reverse() })).toEqual(s);
    expect(schedule({ lastPeriodDate, events: [...events, ...events] })).toEqual(s);
  });

  it('ignores an event before the answered last period', () => {
    expect(schedule({ lastPeriodDate, events: [{ type: 'period-start', date: '2026-04-01' }] })).toEqual(
      base,
    );
  });
});

describe('her observed cycle length', () => {
  const lastPeriodDate = '2026-03-10';
  const start = (dates: string[]): CycleEventInput[] => dates.map((date) => ({ type: 'period-start', date }));

  it('one logged period start is not enough: her answer stays', () => {
    const s = schedule({ lastPeriodDate, events: start(['2026-04-10']) });
    expect(s.lengthInForce).toEqual({ length: 28, source: 'answer', cyclesMeasured: 0 });
  });

  it('one measured cycle is not enough either: her answer stays until a second usable cycle, and the notes say so', () => {
    const one = schedule({ lastPeriodDate, events: start(['2026-04-02', '2026-05-03']) });
    expect(one.lengthInForce).toEqual({ length: 28, source: 'answer', cyclesMeasured: 0 });
    expect(one.notes).toContainEqual({ kind: 'one-cycle-measured', length: 31, answeredLength: 28 });
    for (const d of one.days) {
      if (d.date >= '2026-05-03') expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-05-03', 28));
    }
    const two = schedule({ lastPeriodDate, events: start(['2026-04-02', '2026-05-03', '2026-06-03']) });
    expect(two.lengthInForce).toEqual({ length: 31, source: 'observed', cyclesMeasured: 2 });
    expect(two.notes[0]).toEqual({
      kind: 'observed-length',
      length: 31,
      cyclesMeasured: 2,
      answeredLength: 28,
    });
    expect(two.notes.some((note) => note.kind === 'one-cycle-measured')).toBe(false);
    for (const d of two.days) {
      if (d.date >= '2026-06-03') expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-06-03', 31));
    }
    expect(two.attemptCycleDays).toEqual([17, 18]);
  });

  it('takes the median of her usable cycles, not the mean: one long cycle does not move the dates', () => {
    // 28, 28 and 40 days: the median is 28 (a mean would say 32).
    const s = schedule({
      lastPeriodDate: '2026-01-05',
      events: start(['2026-01-05', '2026-02-02', '2026-03-02', '2026-04-11']),
    });
    expect(s.lengthInForce).toEqual({ length: 28, source: 'observed', cyclesMeasured: 3 });
    // An even count takes the mean of the middle two, rounded (30 and 33 → 32).
    expect(
      schedule({ lastPeriodDate, events: start(['2026-03-10', '2026-04-09', '2026-05-12']) }).lengthInForce,
    ).toEqual({ length: 32, source: 'observed', cyclesMeasured: 2 });
  });

  it('counts at most her latest 6 usable cycles', () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      addDays('2025-09-01', index * (index < 2 ? 40 : 30)),
    );
    const s = schedule({ lastPeriodDate: '2025-09-01', events: start(many) });
    expect(s.lengthInForce).toEqual({ length: 30, source: 'observed', cyclesMeasured: 6 });
  });

  it('never uses a gap over 60 days: flagged in the notes', () => {
    const s = schedule({ lastPeriodDate, events: start(['2026-03-10', '2026-05-13']) });
    expect(s.lengthInForce.source).toBe('answer');
    expect(s.notes).toContainEqual({ kind: 'gap-not-used', from: '2026-03-10', to: '2026-05-13', days: 64 });
  });

  it('keeps history: the days before a start keep the length used then', () => {
    const s = schedule({
      lastPeriodDate: '2026-03-21',
      events: start(['2026-03-21', '2026-05-02', '2026-06-13']),
    });
    // Two cycles of 42 days: her own 42 from 13 June; before it, the answered 28.
    for (const d of s.days) {
      if (d.date < '2026-05-02') expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-03-21', 28));
      else if (d.date < '2026-06-13') expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-05-02', 28));
      else expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-06-13', 42));
    }
    expect(s.notes).toContainEqual({ kind: 'irregular-length', length: 42 });
  });
});

/**
 * The sequences of the independent review of re-planning: one period not logged, and spotting logged as a
 * period. Before, the first made a 28-day cycle read as 37 days and the second erased a plan's dates.
 */
describe('one wrong or missing entry does not derail the plan', () => {
  const start = (dates: string[]): CycleEventInput[] => dates.map((date) => ({ type: 'period-start', date }));

  it('a missed period (gaps 28, 56, 28): the 56 days are not used, the notes ask about it, the dates stay on 28 days', () => {
    const s = schedule({
      lastPeriodDate: '2025-12-08',
      planStartDate: '2026-03-20',
      events: start(['2025-12-08', '2026-01-05', '2026-03-02', '2026-03-30']),
    });
    expect(s.lengthInForce).toEqual({ length: 28, source: 'observed', cyclesMeasured: 2 });
    expect(s.notes).toContainEqual({
      kind: 'missed-entry',
      from: '2026-01-05',
      to: '2026-03-02',
      days: 56,
      around: '2026-02-02',
    });
    expect(attemptDates(s)).toEqual([
      '2026-04-12',
      '2026-04-13',
      '2026-05-10',
      '2026-05-11',
      '2026-06-07',
      '2026-06-08',
    ]);
    for (const attempt of s.attempts) {
      expect([14, 15]).toContain(cycleDayFrom(attempt.date, '2026-03-30', 28));
    }
  });

  it.each([52, 54, 56, 58, 60])('a gap of %i days with a 28-day cycle is a probable missed entry', (days) => {
    const s = schedule({
      lastPeriodDate: '2026-01-05',
      planStartDate: '2026-05-01',
      events: start(['2026-01-05', '2026-02-02', addDays('2026-02-02', days)]),
    });
    expect(s.notes.some((note) => note.kind === 'missed-entry')).toBe(true);
    expect(s.lengthInForce.source).toBe('answer');
  });

  it.each([51, 61])('a gap of %i days with a 28-day cycle is not taken for a missed entry', (days) => {
    const s = schedule({
      lastPeriodDate: '2026-01-05',
      planStartDate: '2026-05-01',
      events: start(['2026-01-05', '2026-02-02', addDays('2026-02-02', days)]),
    });
    expect(s.notes.some((note) => note.kind === 'missed-entry')).toBe(false);
  });

  it.each([15, 16, 17, 18, 19, 20])(
    'a period start %i days after the last one is spotting: flagged, and the dates do not move',
    (days) => {
      for (const target of ['boy', 'girl'] as const) {
        const without = schedule({ target, events: start(['2026-05-03']) });
        const spotting = addDays('2026-05-03', days);
        const s = schedule({ target, events: start(['2026-05-03', spotting]) });
        expect(s.attempts).toEqual(without.attempts);
        expect(s.days).toEqual(without.days);
        expect(s.lengthInForce).toEqual(without.lengthInForce);
        expect(s.notes).toContainEqual({ kind: 'spotting', date: spotting, after: '2026-05-03', days });
        // Her next real period, logged after the spotting, still starts a cycle of 28 days.
        const real = schedule({ target, events: start(['2026-05-03', spotting, '2026-05-31']) });
        expect(real.latestLoggedPeriod).toBe('2026-05-31');
        for (const d of real.days) {
          if (d.date >= '2026-05-31') expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-05-31', 28));
        }
      }
    },
  );

  it('spotting 16 days after the answered last period is spotting too', () => {
    const s = schedule({ events: start(['2026-05-19']) });
    expect(s.attempts).toEqual(schedule().attempts);
    expect(s.notes).toContainEqual({ kind: 'spotting', date: '2026-05-19', after: '2026-05-03', days: 16 });
  });

  it('a start a few days after the answered last period corrects the answer (a memory, not a record)', () => {
    const s = schedule({ events: start(['2026-05-06']) });
    expect(s.latestLoggedPeriod).toBe('2026-05-06');
    for (const d of s.days) expect(d.cycleDay).toBe(cycleDayFrom(d.date, '2026-05-06', 28));
  });

  it('a 21-day gap is a cycle, not spotting', () => {
    const s = schedule({ events: start(['2026-05-03', '2026-05-24']) });
    expect(s.notes.some((note) => note.kind === 'spotting')).toBe(false);
    expect(s.latestLoggedPeriod).toBe('2026-05-24');
  });
});

describe('a positive LH test', () => {
  const lastPeriodDate = '2026-05-03';

  it('boy: the attempts of that cycle become the next two days, and the next period comes 13 days after ovulation', () => {
    // Calendar: attempts on 16 and 17 May (days 14, 15). Positive on 12 May (day 10).
    const s = schedule({ lastPeriodDate, events: [{ type: 'lh-positive', date: '2026-05-12' }] });
    expect(attemptDates(s).slice(0, 2)).toEqual(['2026-05-13', '2026-05-14']);
    expect(s.attempts[0]!.role).toEqual({ basis: 'lh', daysAfterPositive: 1 });
    expect(attemptDates(s)).not.toContain('2026-05-16');
    expect(day(s, '2026-05-27')).toMatchObject({ cycleDay: 1, activities: ['period'] });
    // The day of the positive test no longer asks for a test: it was found.
    expect(day(s, '2026-05-12').activities).toEqual(['abstain']);
    expect(datesWith(s, 'lh-test').filter((date) => date >= '2026-05-12' && date < '2026-05-27')).toEqual([]);
    expect(s.notes).toContainEqual({
      kind: 'lh-positive',
      target: 'boy',
      date: '2026-05-12',
      ovulation: '2026-05-13',
      attempts: ['2026-05-13', '2026-05-14'],
      avoidUntil: '2026-05-15',
      nextPeriod: '2026-05-27',
    });
  });

  it('boy, a late positive: the calendar dates before it stay (history), the new ones follow it', () => {
    const s = schedule({ lastPeriodDate, events: [{ type: 'lh-positive', date: '2026-05-19' }] });
    expect(attemptDates(s).slice(0, 4)).toEqual(['2026-05-16', '2026-05-17', '2026-05-20', '2026-05-21']);
    expect(day(s, '2026-06-03')).toMatchObject({ cycleDay: 1 });
  });

  it('girl: no attempt left in that cycle, no unprotected intercourse until 2 days after ovulation', () => {
    // Calendar window: 13-15 May (days 11-13). Positive on 12 May.
    const s = schedule({
      target: 'girl',
      lastPeriodDate,
      events: [{ type: 'lh-positive', date: '2026-05-12' }],
    });
    expect(attemptDates(s).filter((date) => date < '2026-05-27')).toEqual([]);
    expect(datesWith(s, 'avoid').filter((date) => date < '2026-05-27')).toEqual([
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]);
    expect(s.notes.find((n) => n.kind === 'lh-positive')).toMatchObject({
      target: 'girl',
      avoidUntil: '2026-05-15',
    });
    expect(s.notes).toContainEqual(
      expect.objectContaining({ kind: 'month-without-date', reason: 'lh', month: '2026-05-01' }),
    );
  });

  it('girl: a positive after her window keeps the window (history)', () => {
    const s = schedule({
      target: 'girl',
      lastPeriodDate,
      events: [{ type: 'lh-positive', date: '2026-05-16' }],
    });
    expect(attemptDates(s).slice(0, 3)).toEqual(['2026-05-13', '2026-05-14', '2026-05-15']);
  });

  it('a positive on a day the plan expected bleeding, with no period logged: that period has not come', () => {
    // Projected next period: 31 May. Positive on 1 June: her cycle is longer; ovulation 2 June.
    const s = schedule({ lastPeriodDate, events: [{ type: 'lh-positive', date: '2026-06-01' }] });
    expect(day(s, '2026-05-31')).toMatchObject({ cycleDay: 29 });
    expect(day(s, '2026-06-01').activities).not.toContain('period');
    expect(attemptDates(s)).toContain('2026-06-02');
    expect(attemptDates(s)).toContain('2026-06-03');
    expect(day(s, '2026-06-16')).toMatchObject({ cycleDay: 1 });
  });

  it('a positive logged while she is bleeding is probably false: noted, not used', () => {
    const without = schedule({ lastPeriodDate, events: [{ type: 'period-start', date: '2026-05-31' }] });
    for (const date of ['2026-05-04', '2026-06-02']) {
      const s = schedule({
        lastPeriodDate,
        events: [
          { type: 'period-start', date: '2026-05-31' },
          { type: 'lh-positive', date },
        ],
      });
      expect(s.attempts).toEqual(without.attempts);
      expect(s.days).toEqual(without.days);
      expect(s.notes).toContainEqual({ kind: 'lh-while-bleeding', date });
    }
    // The day after her bleeding ends, a positive test counts again.
    const after = schedule({
      lastPeriodDate,
      events: [
        { type: 'period-start', date: '2026-05-31' },
        { type: 'lh-positive', date: '2026-06-05' },
      ],
    });
    expect(after.notes).toContainEqual(expect.objectContaining({ kind: 'lh-positive', date: '2026-06-05' }));
  });

  it('only the first positive of a cycle counts', () => {
    const one = schedule({ lastPeriodDate, events: [{ type: 'lh-positive', date: '2026-05-12' }] });
    const two = schedule({
      lastPeriodDate,
      events: [
        { type: 'lh-positive', date: '2026-05-12' },
        { type: 'lh-positive', date: '2026-05-13' },
      ],
    });
    expect(two).toEqual(one);
  });
});

describe('months without a date', () => {
  it('names a month the plan reaches but her window does not (cycle length)', () => {
    // 35-day cycle from 24 March, plan from 25 March: first window 13-14 April.
    const s = schedule({ cycleLength: 35, lastPeriodDate: '2026-03-24', planStartDate: '2026-03-25' });
    expect(s.notes).toContainEqual({
      kind: 'month-without-date',
      month: '2026-03-01',
      reason: 'cycle-length',
      cycleLength: 35,
    });
    expect(s.notes.filter((n) => n.kind === 'month-without-date')).toHaveLength(1);
  });

  it('names every month without a date because of the period', () => {
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 7 });
    const months = s.notes.filter((n) => n.kind === 'month-without-date');
    expect(months.map((n) => ('month' in n ? n.month : ''))).toEqual([
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
    ]);
    expect(months.map((n) => ('reason' in n ? n.reason : ''))).toEqual([
      'period',
      'period',
      'period',
      // 1-9 August: the 26 July cycle's window is in July, the next cycle starts after the plan.
      'cycle-length',
    ]);
  });
});
