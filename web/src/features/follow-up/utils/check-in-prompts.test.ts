import type { CheckIn } from '@nasl/core/plan-follow-up';
import { describe, expect, it } from 'vitest';
import { planFixture } from '@/lib/plan/plan-fixture';
import { checkInPrompts } from './check-in-prompts';

// The fixture's plan starts on 2026-12-01; its first attempt dates are 2026-12-04 and 2026-12-05.
const plan = planFixture();
const at = '2026-12-05T20:00:00.000Z';
const attempt = (date: string, done: boolean): CheckIn => ({ date, kind: 'attempt', done, at });
const dietWeek = (date: string, week: number, done: boolean): CheckIn => ({
  date,
  kind: 'diet-week',
  week,
  done,
  at,
});

describe('checkInPrompts (what the today card asks)', () => {
  it('asks only about the diet before the first attempt date', () => {
    expect(checkInPrompts(plan, [], '2026-12-02')).toEqual([
      { kind: 'diet-week', date: '2026-12-02', answer: null },
    ]);
  });

  it('asks about today’s attempt and shows her answer', () => {
    expect(checkInPrompts(plan, [attempt('2026-12-05', true)], '2026-12-05')[0]).toEqual({
      kind: 'attempt',
      date: '2026-12-05',
      answer: true,
    });
  });

  it('keeps asking about the latest attempt date until she answers, and drops it the second day after', () => {
    expect(checkInPrompts(plan, [], '2026-12-20')[0]).toMatchObject({ kind: 'attempt', date: '2026-12-05' });
    expect(checkInPrompts(plan, [attempt('2026-12-05', false)], '2026-12-06')[0]).toMatchObject({
      date: '2026-12-05',
      answer: false,
    });
    expect(checkInPrompts(plan, [attempt('2026-12-05', false)], '2026-12-07').map((p) => p.kind)).toEqual([
      'diet-week',
    ]);
  });

  it('reads this week’s diet answer by its week, not last week’s', () => {
    const checkIns = [dietWeek('2026-12-02', 0, true)];
    expect(checkInPrompts(plan, checkIns, '2026-12-07').at(-1)).toEqual({
      kind: 'diet-week',
      date: '2026-12-07',
      answer: true,
    });
    expect(checkInPrompts(plan, checkIns, '2026-12-08').at(-1)).toMatchObject({ answer: null });
  });

  it('asks nothing once she is pregnant, before the plan starts or after it ends', () => {
    const pregnant = {
      ...plan,
      pregnancy: {
        positiveTestDate: '2026-12-20',
        folicAcidUntil: '2027-02-12',
        summary: '',
        diet: [],
        fasting: '',
      },
    };
    expect(checkInPrompts(pregnant, [], '2026-12-21')).toEqual([]);
    expect(checkInPrompts(plan, [], '2026-11-30')).toEqual([]);
    expect(checkInPrompts(plan, [], '2027-03-01')).toEqual([]);
  });
});
