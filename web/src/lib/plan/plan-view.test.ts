import type { LockedPlanData, Plan } from '@nasl/core/plan';
import { describe, expect, it } from 'vitest';
import { lockedPlanFixture as lockedPlan, planFixture } from './plan-fixture';
import { hiddenCounts, planPageContent, selectPlanView } from './plan-view';

const fullPlan = planFixture();

const answer = { id: 'p1', createdAt: '2026-12-01T10:00:00.000Z', isPaid: false };
const unlocked: Plan = { ...answer, locked: false, planData: fullPlan };
const locked = (plan = lockedPlan()): Plan => ({ ...answer, locked: true, planData: plan });

describe('selectPlanView (locked or unlocked)', () => {
  it('shows the full plan when the API unlocked it (paid, or an admin reading)', () => {
    expect(selectPlanView(unlocked)).toEqual({ kind: 'full', plan: fullPlan });
  });

  it('shows the locked preview when the plan is locked', () => {
    const plan = lockedPlan();
    expect(selectPlanView(locked(plan))).toEqual({ kind: 'locked', plan, refund: null });
  });

  it('has nothing to show without a readable plan', () => {
    expect(selectPlanView(null)).toEqual({ kind: 'empty' });
  });
});

describe('planPageContent', () => {
  it('shows the rich preview on /plan-preview and the unlock card on /results for an unpaid plan', () => {
    const view = selectPlanView(locked());
    expect(planPageContent('preview', view)).toBe('rich-preview');
    expect(planPageContent('results', view)).toBe('unlock-card');
  });

  it('says a refunded plan was refunded on both pages, over its preview, never the unlock card', () => {
    const refund = { refundedAt: '2027-03-10T09:00:00.000Z', underGuarantee: true };
    const view = selectPlanView({ ...locked(), refund });
    expect(view).toMatchObject({ kind: 'locked', refund });
    expect(planPageContent('preview', view)).toBe('refunded');
    expect(planPageContent('results', view)).toBe('refunded');
  });

  it('shows the full plan on both pages once unlocked, and the no-data message otherwise', () => {
    const full = selectPlanView(unlocked);
    expect(planPageContent('preview', full)).toBe('full-plan');
    expect(planPageContent('results', full)).toBe('full-plan');
    expect(planPageContent('results', { kind: 'empty' })).toBe('no-data');
  });
});

describe('hiddenCounts ("N more hidden")', () => {
  it('is each total less the samples received: dates − 3, include − 2, avoid − 2, exercises − 1', () => {
    expect(hiddenCounts(lockedPlan())).toEqual({
      dates: 5,
      include: 11,
      avoid: 8,
      recommended: 5,
      limit: 10,
    });
  });

  it('follows the samples the server sent, not a fixed number', () => {
    const plan = lockedPlan();
    const fewer: LockedPlanData = {
      ...plan,
      intercourse: { ...plan.intercourse, sampleDates: plan.intercourse.sampleDates.slice(0, 1) },
      diet: { ...plan.diet, sampleIncludeItems: [], sampleAvoidItems: ['Milk'] },
      exercise: { ...plan.exercise, sampleRecommended: [] },
    };
    expect(hiddenCounts(fewer)).toEqual({ dates: 7, include: 13, avoid: 9, recommended: 6, limit: 11 });
  });

  it('a plan not for sale shows its limits whole: nothing hidden', () => {
    const plan = lockedPlan();
    const whole: LockedPlanData = {
      ...plan,
      exercise: {
        ...plan.exercise,
        sampleLimit: Array.from({ length: plan.exercise.limitCount }, (_, i) => `Limit ${i}`),
      },
    };
    expect(hiddenCounts(whole).limit).toBe(0);
  });

  it('is never negative', () => {
    expect(hiddenCounts(lockedPlan({ dates: 2, include: 1, avoid: 0, recommended: 0, limit: 0 }))).toEqual({
      dates: 0,
      include: 0,
      avoid: 0,
      recommended: 0,
      limit: 0,
    });
  });
});
