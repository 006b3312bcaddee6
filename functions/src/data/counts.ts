import { AGE_RANGES, netCents, PLAN_CURRENCY, type AdminOverview, type Stats } from '@nasl/core';
import { AGE_RANGE_FIGURES, readTotals } from './business-stats.ts';

/**
 * The dashboard's totals come from the figures kept on write (business-stats.ts): a fixed number of
 * documents is read, whatever the number of people.
 */

/** Questionnaires in total, by desired gender and by the mother's age range. */
export async function questionnaireStats(): Promise<Stats> {
  const totals = await readTotals();
  return {
    totalResponses: totals.questionnaires,
    genderDistribution: { boy: totals.boy, girl: totals.girl },
    ageRanges: Object.fromEntries(
      AGE_RANGES.map((range) => [range, totals[AGE_RANGE_FIGURES[range]]]),
    ) as Stats['ageRanges'],
  };
}

/** The funnel (people, questionnaires, plans by state), the gender preferences and the money taken. */
export async function adminOverview(): Promise<AdminOverview> {
  const totals = await readTotals();
  return {
    totalUsers: totals.users,
    totalQuestionnaires: totals.questionnaires,
    totalPlans: totals.plans,
    paidPlans: totals.paidPlans,
    pendingPlans: totals.pendingPlans,
    refundedPlans: totals.refundedPlans,
    genderPreferences: { boy: totals.boy, girl: totals.girl },
    revenue: {
      currency: PLAN_CURRENCY,
      grossCents: totals.revenueCents,
      refundsCents: totals.refundsCents,
      netCents: netCents(totals),
      payments: totals.payments,
      refunds: totals.refunds,
      adminUnlocks: totals.adminUnlocks,
    },
  };
}
