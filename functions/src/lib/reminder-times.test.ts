import { addDays, type PlanDay, type PlanDayActivity } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import {
  nextReminderAfter,
  REMINDER_STALE_AFTER_MS,
  reminderMoments,
  remindersToSend,
  zonedInstant,
} from './reminder-times.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('zonedInstant', () => {
  it('reads an hour on her own clock, whatever the server’s zone', () => {
    expect(iso(zonedInstant('2026-12-01', 21, 'Asia/Riyadh'))).toBe('2026-12-01T18:00:00.000Z');
    expect(iso(zonedInstant('2026-12-01', 8, 'Asia/Kolkata'))).toBe('2026-12-01T02:30:00.000Z');
    expect(iso(zonedInstant('2026-12-01', 21, 'America/Los_Angeles'))).toBe('2026-12-02T05:00:00.000Z');
    expect(iso(zonedInstant('2026-07-01', 21, 'America/Los_Angeles'))).toBe('2026-07-02T04:00:00.000Z');
    expect(iso(zonedInstant('2026-12-31', 23, 'Pacific/Kiritimati'))).toBe('2026-12-31T09:00:00.000Z');
  });

  it('on a clock change: a skipped hour is when the clock jumps past it, a repeated one its first time', () => {
    // New York skips 02:00-03:00 on 2026-03-08 and repeats 01:00-02:00 on 2026-11-01.
    expect(iso(zonedInstant('2026-03-08', 2, 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(zonedInstant('2026-11-01', 1, 'America/New_York'))).toBe('2026-11-01T05:00:00.000Z');
    // Berlin skips 02:00-03:00 on 2026-03-29.
    expect(iso(zonedInstant('2026-03-29', 2, 'Europe/Berlin'))).toBe('2026-03-29T01:00:00.000Z');
  });
});

function day(date: string, activities: PlanDayActivity[], ramadan = false): PlanDay {
  return { date, cycleDay: 1, activities, ramadan };
}

const DAYS = [
  day('2026-12-10', ['lh-test']),
  day('2026-12-11', ['lh-test', 'attempt'], true),
  day('2026-12-12', ['attempt']),
  day('2026-12-13', ['avoid']),
  day('2026-12-14', ['period']),
];
const HOURS = { eveningHour: 21, morningHour: 7, timeZone: 'Asia/Riyadh' };

describe('reminderMoments', () => {
  it('the evening before each attempt day and the morning of each LH test day, in time order', () => {
    expect(
      reminderMoments(DAYS, HOURS).map((moment) => [
        moment.kind,
        moment.date,
        iso(moment.dueAtMs),
        moment.ramadan,
      ]),
    ).toEqual([
      ['lh-test', '2026-12-10', '2026-12-10T04:00:00.000Z', false],
      ['attempt-eve', '2026-12-11', '2026-12-10T18:00:00.000Z', true],
      ['lh-test', '2026-12-11', '2026-12-11T04:00:00.000Z', true],
      ['attempt-eve', '2026-12-12', '2026-12-11T18:00:00.000Z', false],
    ]);
  });

  it('nothing for days that ask nothing of her phone (rest, period, avoid, abstain)', () => {
    expect(
      reminderMoments([day('2026-12-13', ['avoid', 'abstain']), day('2026-12-14', ['period'])], HOURS),
    ).toEqual([]);
  });
});

describe('remindersToSend', () => {
  const moments = reminderMoments(DAYS, HOURS);
  const at = (text: string) => Date.parse(text);

  it('sends what fell due since the last run, and names the next one', () => {
    const { send, nextDueAtMs } = remindersToSend(
      moments,
      at('2026-12-10T04:00:00Z'),
      at('2026-12-10T04:10:00Z'),
    );
    expect(send.map((moment) => [moment.kind, moment.date])).toEqual([['lh-test', '2026-12-10']]);
    expect(iso(nextDueAtMs)).toBe('2026-12-10T18:00:00.000Z');
  });

  it('sends nothing before a reminder is due, and nothing it already sent', () => {
    expect(remindersToSend(moments, at('2026-12-10T18:00:00Z'), at('2026-12-10T17:59:00Z')).send).toEqual([]);
    expect(
      remindersToSend(moments, at('2026-12-10T18:00:00Z'), at('2026-12-10T18:05:00Z')).send.map(
        (m) => m.date,
      ),
    ).toEqual(['2026-12-11']);
  });

  it('skips reminders more than 3 hours late (the scheduler was down), and ends when none is left', () => {
    const late = at('2026-12-10T04:00:00Z') + REMINDER_STALE_AFTER_MS + 60_000;
    expect(remindersToSend(moments, at('2026-12-10T04:00:00Z'), late).send).toEqual([]);
    expect(
      remindersToSend(moments, at('2026-12-11T18:00:00Z'), at('2026-12-11T18:01:00Z')).nextDueAtMs,
    ).toBeNull();
  });

  it('at its boundaries: due at the run’s very instant and exactly 3 hours late it goes; a millisecond more, not', () => {
    const due = at('2026-12-10T04:00:00Z');
    const sent = (sinceMs: number, nowMs: number) =>
      remindersToSend(moments, sinceMs, nowMs).send.map((moment) => moment.dueAtMs);
    expect(sent(due, due)).toEqual([due]);
    expect(sent(due - 1, due - 1)).toEqual([]);
    expect(sent(due, due + REMINDER_STALE_AFTER_MS)).toEqual([due]);
    expect(sent(due, due + REMINDER_STALE_AFTER_MS + 1)).toEqual([]);
    // The next one is strictly after now: the one due at this instant is this run's, never the next.
    expect(iso(remindersToSend(moments, due, due).nextDueAtMs)).toBe('2026-12-10T18:00:00.000Z');
    expect(iso(remindersToSend(moments, due - 1, due - 1).nextDueAtMs)).toBe('2026-12-10T04:00:00.000Z');
  });

  it('catches up on several due since the last run, the stale ones left out', () => {
    const due = (kind: 'attempt-eve' | 'lh-test', time: string) => ({
      kind,
      date: '2026-12-11',
      dueAtMs: at(time),
      ramadan: false,
    });
    const close = [
      due('lh-test', '2026-12-10T04:00:00Z'),
      due('attempt-eve', '2026-12-10T08:00:00Z'),
      due('lh-test', '2026-12-10T09:00:00Z'),
    ];
    const { send } = remindersToSend(close, at('2026-12-10T04:00:00Z'), at('2026-12-10T10:00:00Z'));
    expect(send.map((moment) => iso(moment.dueAtMs))).toEqual([
      '2026-12-10T08:00:00.000Z',
      '2026-12-10T09:00:00.000Z',
    ]);
  });
});

describe('nextReminderAfter', () => {
  it('the first reminder strictly after the instant', () => {
    const moments = reminderMoments(DAYS, HOURS);
    expect(iso(nextReminderAfter(moments, Date.parse('2026-12-10T04:00:00Z')))).toBe(
      '2026-12-10T18:00:00.000Z',
    );
    expect(nextReminderAfter(moments, Date.parse(`${addDays('2026-12-12', 1)}T00:00:00Z`))).toBeNull();
  });
});
