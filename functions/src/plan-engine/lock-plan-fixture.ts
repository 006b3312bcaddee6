import type { LockedPlanData, PlanData } from '@nasl/core';

/**
 * A full plan written by hand, and the locked view of it written by hand, for the tests of `lockPlan` and
 * `visiblePlan`: the expected view is not derived from the plan by any code, so a lock that shows one
 * field, one date or one item too many fails against it. Every hidden text is unique ("HIDDEN …"), so a
 * leak is found in the JSON of the view.
 */
/** What the locked view shows whole: the figure's notes and the medical notices, said before she pays. */
const SHOWN_IN_BOTH_NOTES = {
  successRateNote: 'The figure is the upper range studies report, not a promise.',
  evidenceNote: 'Timing studies found no clear effect on the baby’s sex.',
};
const SHOWN_IN_BOTH_NOTICES: PlanData['notices'] = [
  { level: 'important', text: 'See a doctor before trying if you have high blood pressure.' },
  { level: 'info', text: 'Keep taking folic acid.' },
];

export const HAND_WRITTEN_PLAN: PlanData = {
  summary: {
    gender: 'boy',
    offersMethod: true,
    timing: 'Try on the day before ovulation and on its day. HIDDEN timing: abstain four days before.',
    diet: 'Eat more potassium. HIDDEN diet: bananas at breakfast, dates at dinner.',
    successRate: 70,
    ...SHOWN_IN_BOTH_NOTES,
  },
  notices: SHOWN_IN_BOTH_NOTICES,
  cycle: {
    length: 28,
    lengthSource: 'answer',
    periodLength: 5,
    notes: ['HIDDEN note: the plan moved November after a logged period.'],
    entries: [],
    days: [
      { date: '2026-09-01', cycleDay: 13, activities: ['abstain', 'lh-test'], ramadan: false },
      { date: '2026-09-02', cycleDay: 14, activities: ['attempt', 'lh-test'], ramadan: false },
      { date: '2026-09-03', cycleDay: 15, activities: ['attempt'], ramadan: false },
    ],
  },
  intercourse: {
    dates: [
      {
        date: '2026-09-02',
        cycleDay: 14,
        recommendation: 'HIDDEN recommendation 1: the day before ovulation.',
      },
      { date: '2026-09-03', cycleDay: 15, recommendation: 'HIDDEN recommendation 2: the ovulation day.' },
      {
        date: '2026-09-30',
        cycleDay: 14,
        recommendation: 'HIDDEN recommendation 3: the day before ovulation.',
      },
      { date: '2026-10-01', cycleDay: 15, recommendation: 'HIDDEN recommendation 4: the ovulation day.' },
      {
        date: '2026-10-28',
        cycleDay: 14,
        recommendation: 'HIDDEN recommendation 5: the day before ovulation.',
      },
    ],
    timeOfDay: 'Any time of day.',
    position: 'Deep penetration is preferred. HIDDEN position: her orgasm first.',
  },
  diet: {
    include: ['Bananas', 'Potatoes', 'HIDDEN include 3: red meat', 'HIDDEN include 4: salted fish'],
    avoid: ['Milk', 'Cheese', 'HIDDEN avoid 3: yoghurt'],
    meals: {
      breakfast: 'HIDDEN breakfast: eggs and bananas',
      lunch: 'HIDDEN lunch: grilled meat with potatoes',
      dinner: 'HIDDEN dinner: fish with rice',
      snacks: 'HIDDEN snacks: dates and nuts',
    },
    ramadanMeals: {
      suhoor: 'HIDDEN suhoor: eggs and dates',
      iftar: 'HIDDEN iftar: soup and grilled meat',
      snacks: 'HIDDEN night snacks: bananas',
    },
    hydration: 'Drink 2.5 litres of water a day. HIDDEN hydration: less coffee.',
  },
  exercise: {
    recommended: ['Walking 30 minutes a day', 'HIDDEN recommended 2: swimming', 'HIDDEN recommended 3: yoga'],
    limit: ['HIDDEN limit 1: marathons', 'HIDDEN limit 2: heavy lifting'],
    intensity: 'Keep it moderate. HIDDEN intensity: stop when out of breath.',
  },
  pregnancy: null,
};

/** What an unpaid `HAND_WRITTEN_PLAN` shows, and nothing more. */
export const HAND_WRITTEN_LOCKED_VIEW: LockedPlanData = {
  summary: {
    gender: 'boy',
    offersMethod: true,
    successRate: 70,
    timingPreview: 'Try on the day before ovulation and on its day.',
    dietPreview: 'Eat more potassium.',
    ...SHOWN_IN_BOTH_NOTES,
  },
  notices: SHOWN_IN_BOTH_NOTICES,
  intercourse: {
    totalDates: 5,
    timeOfDay: 'Any time of day.',
    positionPreview: 'Deep penetration is preferred.',
    sampleDates: [{ date: '2026-09-02' }, { date: '2026-09-03' }, { date: '2026-09-30' }],
  },
  diet: {
    includeCount: 4,
    avoidCount: 3,
    sampleIncludeItems: ['Bananas', 'Potatoes'],
    sampleAvoidItems: ['Milk', 'Cheese'],
    hydrationPreview: 'Drink 2.5 litres of water a day.',
  },
  exercise: {
    recommendedCount: 3,
    limitCount: 2,
    sampleRecommended: ['Walking 30 minutes a day'],
    intensityPreview: 'Keep it moderate.',
  },
};

/** The dates the locked view hides (the 4th and 5th), written out. */
export const HAND_WRITTEN_HIDDEN_DATES = ['2026-10-01', '2026-10-28'];
