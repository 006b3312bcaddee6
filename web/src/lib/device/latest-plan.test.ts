import type { Plan, PlanData } from '@nasl/core/plan';
import { describe, expect, it, vi } from 'vitest';
import { parseStoredPlan, readLatestPlan, replaceLatestPlan, saveLatestPlan } from './latest-plan';

const lockedPlan: Plan = {
  id: 'p1',
  createdAt: '2026-06-01T10:00:00.000Z',
  isPaid: false,
  locked: true,
  planData: {
    summary: {
      gender: 'boy',
      offersMethod: true,
      successRate: 78,
      timingPreview: 'On ovulation day.',
      dietPreview: 'Salt.',
      successRateNote: 'An index, not a chance.',
      evidenceNote: 'Large studies found no effect of timing.',
    },
    notices: [],
    intercourse: {
      totalDates: 8,
      timeOfDay: 'Noon.',
      positionPreview: 'Deep.',
      sampleDates: [{ date: '2026-06-10' }],
    },
    diet: {
      includeCount: 13,
      avoidCount: 10,
      sampleIncludeItems: ['Olives', 'Bananas'],
      sampleAvoidItems: ['Milk', 'Cheese'],
      hydrationPreview: 'Water.',
    },
    exercise: {
      recommendedCount: 6,
      limitCount: 11,
      sampleRecommended: ['Walking'],
      intensityPreview: 'Mild.',
    },
  },
};

describe('parseStoredPlan', () => {
  it('reads the plan saved on the device with the plan schema', () => {
    expect(parseStoredPlan(JSON.stringify(lockedPlan))).toEqual({ kind: 'saved', plan: lockedPlan });
  });

  it('reads a copy saved before plans said whether they offer the method (and gave sample cycle days)', () => {
    const { offersMethod: _absent, ...olderSummary } = lockedPlan.planData.summary;
    const older = {
      ...lockedPlan,
      planData: {
        ...lockedPlan.planData,
        summary: olderSummary,
        intercourse: {
          ...lockedPlan.planData.intercourse,
          sampleDates: [{ date: '2026-06-10', cycleDay: 13 }],
        },
      },
    };
    expect(parseStoredPlan(JSON.stringify(older))).toEqual({ kind: 'saved', plan: lockedPlan });
  });

  it('keeps a saved plan whose content cannot be read, so the page says there is no plan data', () => {
    expect(parseStoredPlan('{"id":"p1","locked":true}')).toEqual({ kind: 'saved', plan: null });
    const fullMarkedLocked = { ...lockedPlan, planData: { summary: {} } };
    expect(parseStoredPlan(JSON.stringify(fullMarkedLocked))).toEqual({ kind: 'saved', plan: null });
  });

  it('has nothing without a plan id, or when the text is not JSON', () => {
    expect(parseStoredPlan(null)).toEqual({ kind: 'none' });
    expect(parseStoredPlan('{not json')).toEqual({ kind: 'none' });
    expect(parseStoredPlan('"text"')).toEqual({ kind: 'none' });
    expect(parseStoredPlan('{"id":"  ","locked":true}')).toEqual({ kind: 'none' });
  });
});

describe('saveLatestPlan and replaceLatestPlan', () => {
  /** Local storage in memory, on the `window` the storage helpers use. */
  function withStorage(run: (items: Map<string, string>) => void) {
    const items = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    vi.stubGlobal('window', { localStorage });
    try {
      run(items);
    } finally {
      vi.unstubAllGlobals();
    }
  }

  const fullData: PlanData = {
    summary: {
      gender: 'boy',
      offersMethod: true,
      timing: 'On ovulation day.',
      diet: 'Salt.',
      successRate: 74,
      successRateNote: 'An index.',
      evidenceNote: 'Wilcox 1995.',
    },
    notices: [],
    cycle: {
      length: 29,
      lengthSource: 'observed',
      periodLength: 5,
      notes: ['Observed.'],
      entries: [],
      days: [{ date: '2026-06-10', cycleDay: 13, activities: ['attempt'], ramadan: false }],
    },
    intercourse: {
      dates: [{ date: '2026-06-10', cycleDay: 13, recommendation: 'Try.' }],
      timeOfDay: 'Noon.',
      position: 'Deep.',
    },
    diet: {
      include: ['Bananas'],
      avoid: ['Milk'],
      meals: { breakfast: 'Eggs', lunch: 'Kabsa', dinner: 'Fish', snacks: 'Dates' },
      ramadanMeals: null,
      hydration: 'Water.',
    },
    exercise: { recommended: ['Walking'], limit: ['Sauna'], intensity: 'Mild.' },
  };

  const replanned = {
    ...lockedPlan,
    isPaid: true,
    locked: false as const,
    planData: fullData,
    paymentStatus: 'completed',
    cycleEvents: [],
  };

  it('puts a re-planned plan in place of the saved copy of the same plan, as a plan', () => {
    withStorage((items) => {
      items.set('nasl-latest-plan', JSON.stringify(lockedPlan));
      replaceLatestPlan(replanned);
      const saved = JSON.parse(items.get('nasl-latest-plan')!) as Record<string, unknown>;
      expect(saved).toMatchObject({ id: 'p1', locked: false, planData: fullData });
      expect(saved).not.toHaveProperty('cycleEvents');
      expect(readLatestPlan()).toEqual({
        kind: 'saved',
        plan: { ...lockedPlan, isPaid: true, locked: false, planData: fullData },
      });
    });
  });

  it('leaves another plan’s copy, or no copy, alone', () => {
    withStorage((items) => {
      replaceLatestPlan(replanned);
      expect(items.size).toBe(0);
      items.set('nasl-latest-plan', JSON.stringify({ ...lockedPlan, id: 'p2' }));
      replaceLatestPlan(replanned);
      expect(JSON.parse(items.get('nasl-latest-plan')!)).toMatchObject({ id: 'p2', locked: true });
    });
  });

  it('saves a new plan alone, and removes the answers earlier versions kept beside it', () => {
    withStorage((items) => {
      items.set('nasl-latest-form-data', JSON.stringify({ healthConditions: ['diabetes'] }));
      saveLatestPlan(lockedPlan);
      expect([...items.keys()]).toEqual(['nasl-latest-plan']);
      expect(readLatestPlan()).toEqual({ kind: 'saved', plan: lockedPlan });
    });
  });
});
