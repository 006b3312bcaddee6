import type { Plan } from '@nasl/core/plan';
import { describe, expect, it } from 'vitest';
import { parseStoredPlan } from './latest-plan';

const lockedPlan: Plan = {
  id: 'p1',
  createdAt: '2026-06-01T10:00:00.000Z',
  isPaid: false,
  locked: true,
  planData: {
    summary: { gender: 'boy', successRate: 78, timingPreview: 'On ovulation day.', dietPreview: 'Salt.' },
    intercourse: {
      totalDates: 8,
      timeOfDay: 'Noon.',
      positionPreview: 'Deep.',
      sampleDates: [{ date: '2026-06-10', cycleDay: 13 }],
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
