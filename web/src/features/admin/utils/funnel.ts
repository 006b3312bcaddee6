import {
  PLAN_PRICE_CENTS,
  percentOneDecimal,
  percentRounded,
  TARGET_GENDERS,
  TEST_REVENUE_PER_PAID_PLAN_CENTS,
  type AdminOverview,
  type TargetGender,
} from '@nasl/core';

export type FunnelStepKey = 'registration' | 'questionnaire' | 'plan' | 'payment';

export interface FunnelCard {
  key: 'visitors' | 'leads' | 'prospects' | 'customers';
  value: number;
  /** Share of the previous stage, in percent to one decimal; none for the first card. */
  percentOfPrevious: number | null;
}

/** The Conversion Funnel: each card's count and its share of the stage before it. */
export function funnelCards(overview: AdminOverview): FunnelCard[] {
  return [
    { key: 'visitors', value: overview.totalUsers, percentOfPrevious: null },
    {
      key: 'leads',
      value: overview.totalQuestionnaires,
      percentOfPrevious: percentOneDecimal(overview.totalQuestionnaires, overview.totalUsers),
    },
    {
      key: 'prospects',
      value: overview.totalPlans,
      percentOfPrevious: percentOneDecimal(overview.totalPlans, overview.totalQuestionnaires),
    },
    {
      key: 'customers',
      value: overview.paidPlans,
      percentOfPrevious: percentOneDecimal(overview.paidPlans, overview.totalPlans),
    },
  ];
}

export interface FunnelStep {
  key: FunnelStepKey;
  value: number;
  /** Share of all visitors, to one decimal. */
  percentOfVisitors: number;
  /** Bar length, 0-100: a person may answer the questionnaire more than once, so a share can pass 100. */
  barPercent: number;
}

/** The four-step funnel, each step measured against the registered visitors. */
export function funnelSteps(overview: AdminOverview): FunnelStep[] {
  const steps: [FunnelStepKey, number][] = [
    ['registration', overview.totalUsers],
    ['questionnaire', overview.totalQuestionnaires],
    ['plan', overview.totalPlans],
    ['payment', overview.paidPlans],
  ];
  return steps.map(([key, value]) => {
    const percentOfVisitors = overview.totalUsers === 0 ? 0 : percentOneDecimal(value, overview.totalUsers);
    return { key, value, percentOfVisitors, barPercent: Math.min(100, percentOfVisitors) };
  });
}

export interface RevenueSummary {
  /** $1 per paid plan (test mode). */
  testCents: number;
  /** $99 per unpaid plan. */
  potentialCents: number;
  totalCents: number;
}

export function revenueSummary(overview: Pick<AdminOverview, 'paidPlans' | 'pendingPlans'>): RevenueSummary {
  const testCents = overview.paidPlans * TEST_REVENUE_PER_PAID_PLAN_CENTS;
  const potentialCents = overview.pendingPlans * PLAN_PRICE_CENTS;
  return { testCents, potentialCents, totalCents: testCents + potentialCents };
}

export interface GenderShare {
  gender: TargetGender;
  count: number;
  /** Share of all questionnaires, rounded to a whole percent. */
  percent: number;
}

export function genderShares(overview: AdminOverview): GenderShare[] {
  return TARGET_GENDERS.map((gender) => ({
    gender,
    count: overview.genderPreferences[gender],
    percent: percentRounded(overview.genderPreferences[gender], overview.totalQuestionnaires),
  }));
}
