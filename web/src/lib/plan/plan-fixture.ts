import { addDays, addMonths, diffDays, type CivilDate } from '@nasl/core';
import type { LockedPlanData, PlanData, PlanDay, PlanDayActivity } from '@nasl/core/plan';

/**
 * A full plan for unit tests, shaped like the engine's boy plan on a 28-day cycle with a 5-day period and
 * no logged events: cycle day 1 on `lastPeriod`, ovulation on cycle day 15 (28 − 13), attempts on the day
 * before and the day itself (14-15), abstinence on the 4 days before them (10-13), LH tests from 3 days
 * before the first attempt to ovulation (11-15). Days from `ramadan.from` to `ramadan.to` (inclusive) are
 * Ramadan days.
 */
export function planFixture({
  start = '2026-12-01',
  lastPeriod = '2026-11-21',
  cycleLength = 28,
  ramadan,
}: {
  start?: CivilDate;
  lastPeriod?: CivilDate;
  cycleLength?: number;
  ramadan?: { from: CivilDate; to: CivilDate };
} = {}): PlanData {
  const end = addMonths(start, 3);
  const days: PlanDay[] = [];
  for (let date = start; date < end; date = addDays(date, 1)) {
    const cycleDay = (((diffDays(date, lastPeriod) % cycleLength) + cycleLength) % cycleLength) + 1;
    const activities: PlanDayActivity[] = [];
    if (cycleDay <= 5) activities.push('period');
    if (cycleDay >= 10 && cycleDay <= 13) activities.push('abstain');
    if (cycleDay >= 11 && cycleDay <= 15) activities.push('lh-test');
    if (cycleDay === 14 || cycleDay === 15) activities.push('attempt');
    const inRamadan = ramadan !== undefined && date >= ramadan.from && date <= ramadan.to;
    days.push({ date, cycleDay, activities, ramadan: inRamadan });
  }
  const attempts = days.filter((day) => day.activities.includes('attempt'));
  return {
    summary: {
      gender: 'boy',
      offersMethod: true,
      timing: 'On ovulation day. Test LH from cycle day 11.',
      diet: 'More potassium. Folic acid every day.',
      successRate: 74,
      successRateNote: 'The figure is an index, not a measured chance; about 51% of babies are boys anyway.',
      evidenceNote: 'Large studies (Wilcox 1995, Gray 1998) found no effect of timing on the baby’s sex.',
    },
    notices: [
      { level: 'info', text: 'Stop the diet once pregnant.' },
      { level: 'important', text: 'Please see a doctor before trying.' },
      { level: 'warning', text: 'Kidney disease: no high-potassium diet.' },
    ],
    cycle: {
      length: cycleLength,
      lengthSource: 'answer',
      periodLength: 5,
      notes: ['The dates use a 28-day cycle.'],
      entries: [],
      days,
    },
    intercourse: {
      dates: attempts.map((day, index) => ({
        date: day.date,
        cycleDay: day.cycleDay,
        recommendation: `Attempt ${index + 1}, cycle day ${day.cycleDay}${day.ramadan ? ', in Ramadan only between sunset and dawn' : ''}.`,
      })),
      timeOfDay: 'Test LH around noon.',
      position: 'Deep.',
    },
    diet: {
      include: ['Bananas', 'Dates'],
      avoid: ['Milk', 'Cheese'],
      meals: { breakfast: 'Eggs', lunch: 'Kabsa', dinner: 'Fish', snacks: 'Dates' },
      ramadanMeals: ramadan
        ? { suhoor: 'Eggs and bread', iftar: 'Dates, then kabsa', snacks: 'Bananas' }
        : null,
      hydration: 'About 2.1 litres.',
    },
    exercise: { recommended: ['Walking'], limit: ['Sauna'], intensity: 'Moderate.' },
  };
}

/** A locked preview for unit tests, as the API answers it for an unpaid plan; `counts` sets what it hides. */
export function lockedPlanFixture(
  counts: Partial<Record<'dates' | 'include' | 'avoid' | 'recommended' | 'limit', number>> = {},
) {
  const plan: LockedPlanData = {
    summary: {
      gender: 'boy',
      offersMethod: true,
      successRate: 78,
      timingPreview: 'On ovulation day.',
      dietPreview: 'More sodium.',
      successRateNote: 'An index, not a chance.',
      evidenceNote: 'Large studies found no effect of timing.',
    },
    notices: [],
    intercourse: {
      totalDates: counts.dates ?? 8,
      timeOfDay: 'Test LH around noon.',
      positionPreview: 'Deep.',
      sampleDates: [{ date: '2026-12-01' }, { date: '2026-12-02' }, { date: '2026-12-29' }],
    },
    diet: {
      includeCount: counts.include ?? 13,
      avoidCount: counts.avoid ?? 10,
      sampleIncludeItems: ['Olives', 'Bananas'],
      sampleAvoidItems: ['Milk', 'Cheese'],
      hydrationPreview: 'About 2.1 litres.',
    },
    exercise: {
      recommendedCount: counts.recommended ?? 6,
      limitCount: counts.limit ?? 11,
      sampleRecommended: ['Walking'],
      intensityPreview: 'Moderate.',
    },
  };
  return plan;
}
