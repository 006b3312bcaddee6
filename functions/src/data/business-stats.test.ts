import { describe, expect, it } from 'vitest';
import {
  addStats,
  businessDayOf,
  deletionChange,
  planStateFigure,
  refundChange,
  signUpChange,
  STATS_SHARDS,
  submissionChange,
  unlockChange,
  type StatsWriter,
} from './business-stats.ts';

const at = new Date('2025-06-01T22:30:00Z'); // 01:30 on 2 June in Riyadh

describe('the changes each event makes', () => {
  it('counts a sign-up and a submission on the business day', () => {
    expect(businessDayOf(at)).toBe('2025-06-02');
    expect(signUpChange(at)).toEqual({ at, day: { signUps: 1 }, totals: { users: 1 } });
    expect(submissionChange(at, { gender: 'girl', motherAge: 36 })).toEqual({
      at,
      day: { questionnaires: 1, plans: 1 },
      totals: { questionnaires: 1, girl: 1, age36to45: 1, plans: 1, pendingPlans: 1 },
    });
  });

  it('counts a payment’s money, and an admin’s unlock apart at no money', () => {
    expect(
      unlockChange(at, { planUnlocked: true, from: 'pendingPlans', byAdmin: false, chargedCents: 9900 }),
    ).toEqual({
      at,
      day: { payments: 1, revenueCents: 9900 },
      totals: { paidPlans: 1, pendingPlans: -1, payments: 1, revenueCents: 9900 },
    });
    expect(
      unlockChange(at, { planUnlocked: true, from: 'refundedPlans', byAdmin: true, chargedCents: null }),
    ).toEqual({
      at,
      day: { adminUnlocks: 1 },
      totals: { paidPlans: 1, refundedPlans: -1, adminUnlocks: 1 },
    });
    // The owner's payment for a plan an admin had unlocked: its money only.
    expect(
      unlockChange(at, { planUnlocked: false, from: 'paidPlans', byAdmin: false, chargedCents: 9900 }).totals,
    ).toEqual({
      payments: 1,
      revenueCents: 9900,
    });
  });

  it('counts a refund on its day, and the plan it locks', () => {
    expect(refundChange(at, { refundedCents: 5000, planLocked: false })).toEqual({
      at,
      day: { refunds: 1, refundsCents: 5000 },
      totals: { refunds: 1, refundsCents: 5000 },
    });
    expect(refundChange(at, { refundedCents: 9900, planLocked: true }).totals).toMatchObject({
      paidPlans: -1,
      refundedPlans: 1,
    });
  });

  it('takes a deleted person out of the totals, plan by plan, and leaves the days alone', () => {
    const change = deletionChange(at, {
      user: true,
      questionnaires: [
        { gender: 'boy', motherAge: 22 },
        { gender: 'boy', motherAge: 47 },
      ],
      plans: [
        { isPaid: true, paymentStatus: 'completed' },
        { isPaid: false, paymentStatus: 'refunded' },
      ],
    });
    expect(change.day).toEqual({});
    expect(change.totals).toEqual({
      users: -1,
      questionnaires: -2,
      boy: -2,
      age18to25: -1,
      age46plus: -1,
      plans: -2,
      paidPlans: -1,
      refundedPlans: -1,
    });
    expect(planStateFigure({ isPaid: false, paymentStatus: 'pending' })).toBe('pendingPlans');
  });
});

describe('addStats', () => {
  it('adds to one shard of the day and one of the totals, with increments and merge, skipping zeros', () => {
    const writes: { path: string; data: Record<string, unknown> }[] = [];
    const writer: StatsWriter = {
      set: (ref, data, options) => {
        expect(options).toEqual({ merge: true });
        writes.push({ path: ref.path, data });
      },
    };
    addStats(writer, { at, day: { signUps: 1, plans: 0 }, totals: { users: 1 } }, 3);
    expect(writes.map((write) => write.path)).toEqual(['statsDays/2025-06-02_3', 'statsTotals/3']);
    expect(Object.keys(writes[0]!.data)).toEqual(['date', 'shard', 'signUps']);
    expect(writes[0]!.data.date).toBe('2025-06-02');
    addStats(writer, { at, day: {}, totals: { users: 0 } });
    expect(writes).toHaveLength(2);
    for (let round = 0; round < 50; round += 1) addStats(writer, signUpChange(at));
    const shards = new Set(writes.slice(2).map((write) => Number(/(\d+)$/.exec(write.path)![1])));
    expect([...shards].every((shard) => shard >= 0 && shard < STATS_SHARDS)).toBe(true);
    expect(shards.size).toBeGreaterThan(1);
  });
});
