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
const attemptDates = (s: PlanSchedule) => s.attempts.map((a) => a.date);

describe('the day schedule', () => {
  it('has every day of [start, start + 3 months), in order; cycle days count up from 1 at each cycle start', () => {
    const s = schedule();
    expect(s.days).toHaveLength(diffDays(addMonths(START, 3), START));
    s.days.forEach((d, index) => {
      expect(d.date).toBe(addDays(START, index));
      if (index > 0 && d.cycleDay !== 1) expect(d.cycleDay).toBe(s.days[index - 1]!.cycleDay + 1);
    });
    // Her answered period on 3 May; a usual length of 28.5 days: the next cycles begin on 31 May and 29 June.
    expect(s.days.filter((d) => d.cycleDay === 1).map((d) => d.date)).toEqual([
      '2026-05-31',
      '2026-06-29',
      '2026-07-27',
    ]);
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
      for (const d of s.days) {
        expect(d.activities.includes('period')).toBe(d.cycleDay <= periodLength);
        if (d.activities.includes('period')) {
          // Nothing is asked of a bleeding day but the period itself: no attempt, no LH test.
          expect(d.activities).toEqual(['period']);
        }
      }
      for (const attempt of s.attempts) expect(attempt.cycleDay).toBeGreaterThan(periodLength);
      expect(s.attemptCycleDays.every((cycleDay) => cycleDay > periodLength)).toBe(true);
    },
  );

  it('girl, 21 days, 10-day period: the window (days 8-10) is inside the period, no date and a note for each cycle', () => {
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 10 });
    expect(s.attempts).toEqual([]);
    const note = s.notes.find((n) => n.kind === 'window-in-period');
    expect(note).toMatchObject({ target: 'girl', periodLength: 10 });
    // Every cycle whose window lies in the plan: the plan ends on 10 August, before the 7 August cycle's.
    expect(note && 'cycleStarts' in note ? note.cycleStarts : []).toEqual([
      '2026-05-03',
      '2026-05-27',
      '2026-06-20',
      '2026-07-14',
    ]);
  });

  it('girl, 21 days, 9-day period: days 8 and 9 of the window are dropped, day 10 stays, and the note says so', () => {
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 9 });
    expect([...new Set(s.attempts.map((a) => a.cycleDay))]).toEqual([10]);
    expect(s.notes.some((n) => n.kind === 'window-shortened')).toBe(true);
    expect(s.notes.some((n) => n.kind === 'window-in-period')).toBe(false);
  });

  it('judges a shortened window on the plan\'s own days: a window the start cuts is not "shortened"', () => {
    // The first cycle's window lies partly before the plan; its in-plan days are clear of the period.
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 9, planStartDate: '2026-05-12' });
    const shortened = s.notes.find((n) => n.kind === 'window-shortened');
    expect(shortened && 'cycleStarts' in shortened ? shortened.cycleStarts : []).not.toContain('2026-05-03');
  });

  it('gives no period note when the window is clear of the period', () => {
    const s = schedule({ target: 'girl', cycleLength: 28, periodLength: 5 });
    expect(s.notes.filter((n) => n.kind.startsWith('window'))).toEqual([]);
  });

  it('a start she logged and the model reads as spotting still keeps attempts off her bleeding', () => {
    // 10 days after a logged period: read as spotting; the days of a period after it get no attempt.
    const s = schedule({
      target: 'girl',
      events: [
        { id: 'p', type: 'period-start', date: '2026-05-31' },
        { id: 's', type: 'period-start', date: '2026-06-10' },
      ],
    });
    expect(s.entries.find((e) => e.id === 's')).toMatchObject({ reading: 'spotting', byHer: false });
    for (let date = '2026-06-10'; date < '2026-06-15'; date = addDays(date, 1)) {
      expect(day(s, date).activities).not.toContain('attempt');
    }
  });
});

describe('the days around the attempts', () => {
  const cycleOf = (s: PlanSchedule, from: string, to: string) =>
    s.days.filter((d) => d.date >= from && d.date < to);
  const cycleDaysOf = (days: PlanSchedule['days'], activity: string) =>
    days.filter((d) => d.activities.includes(activity as never)).map((d) => d.cycleDay);

  it('boy: abstain on the 4 days before the first attempt, not from the cycle start; LH tests around them', () => {
    for (const cycleLength of [24, 28, 35]) {
      const s = schedule({ target: 'boy', cycleLength });
      const starts = s.days.filter((d) => d.cycleDay === 1).map((d) => d.date);
      const days = cycleOf(s, starts[0]!, starts[1]!);
      const attempts = cycleDaysOf(days, 'attempt');
      expect(attempts).toHaveLength(2);
      expect(attempts[1]).toBe(attempts[0]! + 1);
      expect(cycleDaysOf(days, 'abstain')).toEqual([1, 2, 3, 4].map((n) => attempts[0]! - 5 + n));
      const tests = cycleDaysOf(days, 'lh-test');
      // From 3 days before the first attempt (more where the ovulation is uncertain) to the ovulation or later.
      expect(tests[0]).toBeLessThanOrEqual(attempts[0]! - 3);
      expect(tests.at(-1)).toBeGreaterThanOrEqual(attempts[1]!);
      expect(tests[0]).toBeGreaterThan(5);
      expect(cycleDaysOf(days, 'avoid')).toEqual([]);
    }
  });

  it('girl: LH tests from at least 3 days before her window, then avoid until 2 days after ovulation', () => {
    const s = schedule({ target: 'girl' });
    const days = cycleOf(s, '2026-05-31', '2026-06-29');
    const attempts = cycleDaysOf(days, 'attempt');
    expect(attempts).toEqual([attempts[0]!, attempts[0]! + 1, attempts[0]! + 2]);
    const ovulation = attempts[2]! + 2;
    expect(cycleDaysOf(days, 'avoid')).toEqual([ovulation - 1, ovulation, ovulation + 1, ovulation + 2]);
    expect(cycleDaysOf(days, 'lh-test')[0]).toBeLessThanOrEqual(attempts[0]! - 3);
    expect(cycleDaysOf(days, 'abstain')).toEqual([]);
  });

  it('an uncertain ovulation asks for more LH test days, and says so', () => {
    const s = schedule({ target: 'boy' });
    const note = s.notes.find((n) => n.kind === 'uncertain-ovulation');
    expect(note).toBeDefined();
    // Once her own cycles are logged, the next window asks for fewer test days than the answer alone did.
    const logged = schedule({
      target: 'boy',
      lastPeriodDate: '2026-03-08',
      events: ['2026-04-05', '2026-05-03', '2026-05-31'].map((date, i) => ({
        id: `p${i}`,
        type: 'period-start' as const,
        date,
      })),
    });
    const testDays = (x: PlanSchedule) =>
      cycleOf(x, '2026-05-31', '2026-06-28').filter((d) => d.activities.includes('lh-test')).length;
    expect(testDays(logged)).toBeLessThan(
      testDays(schedule({ target: 'boy', lastPeriodDate: '2026-05-31' })),
    );
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
        const s = schedule({
          target,
          lastPeriodDate,
          events: [{ id: 'p', type: 'period-start', date: logged }],
        });
        const read = s.entries[0]!.reading;
        // A late period: the days from its expected start to its real one are no longer period days.
        const expectedStart = before.days.find((d) => d.cycleDay === 1 && d.date <= logged)?.date ?? logged;
        const unchangedUntil = expectedStart > '2026-05-20' ? expectedStart : logged;
        for (const [index, d] of s.days.entries()) {
          if (d.date < unchangedUntil) expect(d).toEqual(before.days[index]);
          else if (read !== 'spotting' && d.date >= logged && d.date < addDays(logged, 20)) {
            expect(d.cycleDay).toBe(diffDays(d.date, logged) + 1);
          }
        }
        expect(s.attempts.filter((a) => a.date < logged).map((a) => a.date)).toEqual(
          before.attempts.filter((a) => a.date < logged).map((a) => a.date),
        );
        if (read !== 'spotting')
          expect(s.notes).toContainEqual({ kind: 'replanned-from-period', date: logged });
      }
    },
  );

  it('a period 2 days late moves the next dates 2 or 3 days later (her usual length grows a little too)', () => {
    const s = schedule({ lastPeriodDate, events: [{ id: 'p', type: 'period-start', date: '2026-06-02' }] });
    const next = (x: PlanSchedule) => x.attempts.filter((a) => a.date >= '2026-06-02').map((a) => a.date);
    const moved = next(s).map((date, index) => diffDays(date, next(base)[index]!));
    expect(moved.slice(0, 2).every((days) => days === 2 || days === 3)).toBe(true);
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

describe('her usual length', () => {
  const lastPeriodDate = '2026-03-10';
  const starts = (...dates: string[]) =>
    dates.map((date, index) => ({ id: `p${index}`, type: 'period-start' as const, date }));

  it('one logged period already measures a cycle: from the answered period to it', () => {
    // Answered 28 days; she logs her next period 32 days later.
    const s = schedule({ lastPeriodDate, events: starts('2026-04-11') });
    expect(s.lengthInForce).toMatchObject({ source: 'observed', cyclesMeasured: 1 });
    expect(s.lengthInForce.length).toBeGreaterThan(28);
    expect(s.notes).toContainEqual(
      expect.objectContaining({ kind: 'usual-length', cyclesMeasured: 1, answeredLength: 28 }),
    );
  });

  it('her cycles outweigh her answer: three cycles of 32 days make her usual length 31 or 32', () => {
    const s = schedule({ lastPeriodDate, events: starts('2026-04-11', '2026-05-13', '2026-06-14') });
    expect(s.lengthInForce.length).toBeGreaterThanOrEqual(31);
    expect(s.lengthInForce.length).toBeLessThanOrEqual(32);
  });

  it('one long cycle among 28-day ones barely moves it, and is named in the notes', () => {
    const s = schedule({
      lastPeriodDate,
      events: starts('2026-04-07', '2026-05-05', '2026-06-18', '2026-07-16'),
    });
    expect(s.lengthInForce.length).toBeGreaterThanOrEqual(27);
    expect(s.lengthInForce.length).toBeLessThanOrEqual(29);
  });

  it('an answer weighed with the mean says so when the length it gives differs', () => {
    const s = schedule({ lastPeriodDate, cycleLength: 22 });
    expect(s.lengthInForce.source).toBe('answer');
    expect(s.notes).toContainEqual({
      kind: 'answer-weighed',
      length: s.lengthInForce.length,
      answeredLength: 22,
    });
  });

  it('a usual length outside 21-35 days from her own cycles gets the doctor note', () => {
    const s = schedule({
      lastPeriodDate: '2026-01-05',
      cycleLength: 35,
      events: starts('2026-02-14', '2026-03-26', '2026-05-05'),
    });
    expect(s.lengthInForce.length).toBeGreaterThan(35);
    expect(s.notes).toContainEqual({ kind: 'irregular-length', length: s.lengthInForce.length });
  });
});

describe('her say over an entry', () => {
  const lastPeriodDate = '2026-05-03';
  it('a start she calls spotting is spotting; the same start called a period begins a cycle', () => {
    const as = (reading: 'period' | 'spotting') =>
      schedule({ lastPeriodDate, events: [{ id: 'x', type: 'period-start', date: '2026-05-20', reading }] });
    const spotting = as('spotting');
    const period = as('period');
    expect(spotting.entries).toEqual([
      { id: 'x', type: 'period-start', date: '2026-05-20', reading: 'spotting', byHer: true },
    ]);
    expect(period.entries[0]).toMatchObject({ reading: 'period', byHer: true });
    expect(day(period, '2026-05-20')).toMatchObject({ cycleDay: 1 });
    expect(day(spotting, '2026-05-20').cycleDay).toBe(18);
    expect(attemptDates(period)).not.toEqual(attemptDates(spotting));
    expect(spotting.notes).toContainEqual(
      expect.objectContaining({ kind: 'spotting', date: '2026-05-20', byHer: true }),
    );
  });

  it('a start a few days after the answered period is that period, unless she says it is spotting', () => {
    const read = schedule({
      lastPeriodDate,
      events: [{ id: 'x', type: 'period-start', date: '2026-05-06' }],
    });
    expect(read.entries[0]).toMatchObject({ reading: 'corrects-answer', byHer: false });
    expect(read.notes).toContainEqual({
      kind: 'corrects-answer',
      date: '2026-05-06',
      answered: lastPeriodDate,
    });
    expect(day(read, '2026-05-10').cycleDay).toBe(5);
  });
});

describe('a positive LH test', () => {
  const lastPeriodDate = '2026-05-03';
  const lh = (date: string) => ({ id: `lh-${date}`, type: 'lh-positive' as const, date });

  it('boy: the attempts of that cycle become the day of the test and the next; her next period follows her luteal phase', () => {
    // Calendar: attempts on 17 and 18 May (days 15, 16). Positive on 13 May (day 11).
    const s = schedule({ lastPeriodDate, events: [lh('2026-05-13')] });
    expect(attemptDates(s).slice(0, 2)).toEqual(['2026-05-13', '2026-05-14']);
    expect(s.attempts[0]!.role).toEqual({ basis: 'lh', daysAfterPositive: 0 });
    expect(attemptDates(s)).not.toContain('2026-05-17');
    // Ovulation on 14 May, a luteal phase of 12.4 days: the next period on 27 May.
    expect(day(s, '2026-05-27')).toMatchObject({ cycleDay: 1, activities: ['period'] });
    expect(datesWith(s, 'lh-test').filter((date) => date >= '2026-05-13' && date < '2026-05-27')).toEqual([]);
    expect(s.notes).toContainEqual({
      kind: 'lh-positive',
      target: 'boy',
      date: '2026-05-13',
      ovulation: '2026-05-14',
      attempts: ['2026-05-13', '2026-05-14'],
      avoidUntil: '2026-05-16',
      nextPeriod: '2026-05-27',
    });
    expect(s.entries).toEqual([
      { id: 'lh-2026-05-13', type: 'lh-positive', date: '2026-05-13', reading: 'lh-used' },
    ]);
  });

  it('boy: after a surge her tests lead the next cycles: no calendar guess, LH tests every day of the window', () => {
    const s = schedule({ lastPeriodDate, events: [lh('2026-05-13')] });
    expect(attemptDates(s).filter((date) => date >= '2026-05-27')).toEqual([]);
    expect(s.notes).toContainEqual(expect.objectContaining({ kind: 'lh-led' }));
    expect(
      datesWith(s, 'lh-test').filter((date) => date >= '2026-05-27' && date < '2026-06-24').length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('girl: no attempt left in that cycle, no unprotected intercourse until 2 days after ovulation', () => {
    const s = schedule({ target: 'girl', lastPeriodDate, events: [lh('2026-05-12')] });
    expect(attemptDates(s).filter((date) => date < '2026-05-26')).toEqual([]);
    expect(datesWith(s, 'avoid').filter((date) => date < '2026-05-26')).toEqual([
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
    ]);
    expect(s.notes.find((n) => n.kind === 'lh-positive')).toMatchObject({
      target: 'girl',
      avoidUntil: '2026-05-15',
    });
  });

  it('a positive long after the expected period, with no period logged: her cycle is long, the test is used', () => {
    const s = schedule({ lastPeriodDate, events: [lh('2026-06-04')] });
    expect(s.entries[0]).toMatchObject({ reading: 'lh-used' });
    expect(attemptDates(s)).toContain('2026-06-04');
    expect(attemptDates(s)).toContain('2026-06-05');
  });

  it('a positive logged while she is bleeding is set aside: noted, not used', () => {
    const period = { id: 'p', type: 'period-start' as const, date: '2026-05-31' };
    const without = schedule({ lastPeriodDate, events: [period] });
    for (const date of ['2026-05-04', '2026-06-02']) {
      const s = schedule({ lastPeriodDate, events: [period, lh(date)] });
      expect(s.attempts).toEqual(without.attempts);
      expect(s.days).toEqual(without.days);
      expect(s.notes).toContainEqual({ kind: 'lh-while-bleeding', date });
      expect(s.entries.find((e) => e.date === date)).toMatchObject({
        reading: 'lh-set-aside',
        reason: 'bleeding',
      });
    }
  });

  it('a second positive of the same surge changes nothing', () => {
    const one = schedule({ lastPeriodDate, events: [lh('2026-05-13')] });
    const two = schedule({ lastPeriodDate, events: [lh('2026-05-13'), lh('2026-05-14')] });
    expect(two.attempts).toEqual(one.attempts);
    expect(two.days).toEqual(one.days);
    expect(two.entries[1]).toMatchObject({ reading: 'lh-set-aside', reason: 'same-surge' });
  });
});

describe('months without a date', () => {
  it('names a month the plan reaches but her window does not (cycle length)', () => {
    // A long cycle from 24 March, plan from 25 March: the first window is in April.
    const s = schedule({ cycleLength: 35, lastPeriodDate: '2026-03-24', planStartDate: '2026-03-25' });
    expect(s.notes).toContainEqual(
      expect.objectContaining({ kind: 'month-without-date', month: '2026-03-01', reason: 'cycle-length' }),
    );
  });

  it('names every month without a date because of the period', () => {
    const s = schedule({ target: 'girl', cycleLength: 21, periodLength: 10 });
    const months = s.notes.filter((n) => n.kind === 'month-without-date');
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.slice(0, 3).map((n) => ('reason' in n ? n.reason : ''))).toEqual([
      'period',
      'period',
      'period',
    ]);
  });
});

describe('any entries at all', () => {
  it('500 random sets of entries: a schedule every time, whole, with no attempt on a day her entries say she bleeds', () => {
    let seed = 41;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    for (let run = 0; run < 500; run++) {
      const planStartDate = addDays('2026-01-01', pick(0, 700));
      const lastPeriodDate = addDays(planStartDate, -pick(-1, 120));
      const periodLength = pick(2, 10);
      const events: CycleEventInput[] = Array.from({ length: pick(0, 14) }, (_, index) => ({
        id: `e${index}`,
        type: random() < 0.6 ? 'period-start' : 'lh-positive',
        date: addDays(lastPeriodDate, pick(0, 200)),
        ...(random() < 0.15 ? { reading: random() < 0.5 ? 'period' : 'spotting' } : {}),
      }));
      const s = planSchedule({
        target: random() < 0.5 ? 'boy' : 'girl',
        lastPeriodDate,
        cycleLength: pick(21, 35),
        periodLength,
        planStartDate,
        events,
      });
      expect(s.days).toHaveLength(diffDays(addMonths(planStartDate, 3), planStartDate));
      const bleeding = new Set<string>();
      for (const event of events) {
        if (event.type !== 'period-start') continue;
        const days = event.reading === 'spotting' ? 1 : periodLength;
        for (let day = 0; day < days; day++) bleeding.add(addDays(event.date, day));
      }
      for (const attempt of s.attempts) {
        expect(bleeding.has(attempt.date)).toBe(false);
        expect(day(s, attempt.date).activities).not.toContain('period');
      }
      expect([...s.attempts.map((a) => a.date)].sort()).toEqual(s.attempts.map((a) => a.date));
    }
  });
});
