import type { AdminOverview } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { funnelCards, funnelSteps, genderShares, revenueSummary } from './funnel';

const overview: AdminOverview = {
  totalUsers: 3,
  totalQuestionnaires: 2,
  totalPlans: 3,
  paidPlans: 1,
  pendingPlans: 2,
  refundedPlans: 0,
  genderPreferences: { boy: 1, girl: 2 },
  revenue: {
    currency: 'usd',
    grossCents: 9900,
    refundsCents: 0,
    netCents: 9900,
    payments: 1,
    refunds: 0,
    adminUnlocks: 0,
  },
};

describe('funnel cards', () => {
  it('give each stage as a share of the one before, to one decimal', () => {
    expect(funnelCards(overview)).toEqual([
      { key: 'visitors', value: 3, percentOfPrevious: null },
      { key: 'leads', value: 2, percentOfPrevious: 66.7 },
      { key: 'prospects', value: 3, percentOfPrevious: 150 },
      { key: 'customers', value: 1, percentOfPrevious: 33.3 },
    ]);
  });

  it('read 0% rather than dividing by nothing on an empty business', () => {
    const empty: AdminOverview = {
      totalUsers: 0,
      totalQuestionnaires: 0,
      totalPlans: 0,
      paidPlans: 0,
      pendingPlans: 0,
      refundedPlans: 0,
      genderPreferences: { boy: 0, girl: 0 },
      revenue: {
        currency: 'usd',
        grossCents: 0,
        refundsCents: 0,
        netCents: 0,
        payments: 0,
        refunds: 0,
        adminUnlocks: 0,
      },
    };
    expect(funnelCards(empty).map((card) => card.percentOfPrevious)).toEqual([null, 0, 0, 0]);
    expect(funnelSteps(empty).map((step) => step.percentOfVisitors)).toEqual([0, 0, 0, 0]);
    expect(genderShares(empty).map((share) => share.percent)).toEqual([0, 0]);
  });
});

describe('funnel steps', () => {
  it('measure every step against the visitors, with bars capped at 100%', () => {
    expect(funnelSteps(overview)).toEqual([
      { key: 'registration', value: 3, percentOfVisitors: 100, barPercent: 100 },
      { key: 'questionnaire', value: 2, percentOfVisitors: 66.7, barPercent: 66.7 },
      { key: 'plan', value: 3, percentOfVisitors: 100, barPercent: 100 },
      { key: 'payment', value: 1, percentOfVisitors: 33.3, barPercent: 33.3 },
    ]);
    const morePlansThanUsers = funnelSteps({ ...overview, totalPlans: 6 });
    expect(morePlansThanUsers[2]).toMatchObject({ percentOfVisitors: 200, barPercent: 100 });
  });
});

describe('revenue summary', () => {
  it('counts $1 per paid plan, $99 per unpaid plan, and their sum', () => {
    expect(revenueSummary(overview)).toEqual({ testCents: 100, potentialCents: 19800, totalCents: 19900 });
    expect(revenueSummary({ paidPlans: 0, pendingPlans: 0 })).toEqual({
      testCents: 0,
      potentialCents: 0,
      totalCents: 0,
    });
  });
});

describe('gender preferences', () => {
  it('round the share of questionnaires to whole percents', () => {
    expect(genderShares(overview)).toEqual([
      { gender: 'boy', count: 1, percent: 50 },
      { gender: 'girl', count: 2, percent: 100 },
    ]);
    expect(genderShares({ ...overview, totalQuestionnaires: 3 }).map((share) => share.percent)).toEqual([
      33, 67,
    ]);
  });
});
