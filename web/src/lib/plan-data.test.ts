import { describe, expect, it } from 'vitest';
import { parseStoredPlan } from './latest-plan';
import { parsePlanResponse } from './plan-data';

describe('parsePlanResponse', () => {
  it('needs an id (spec §4) and keeps the plan data as it came', () => {
    expect(
      parsePlanResponse({ id: 'p1', createdAt: 'x', isPaid: false, locked: true, planData: { a: 1 } }),
    ).toEqual({
      id: 'p1',
      createdAt: 'x',
      isPaid: false,
      locked: true,
      planData: { a: 1 },
    });
    expect(parsePlanResponse({ planData: {} })).toBeNull();
    expect(parsePlanResponse({ id: '  ' })).toBeNull();
    expect(parsePlanResponse([])).toBeNull();
  });

  it('reads a missing flag as “not paid, not locked” (the plan data decides what is shown)', () => {
    expect(parsePlanResponse({ id: 'p1' })).toEqual({
      id: 'p1',
      createdAt: '',
      isPaid: false,
      locked: false,
      planData: undefined,
    });
  });
});

describe('parseStoredPlan', () => {
  it('reads the plan saved on the device, or nothing when it is absent or unparsable', () => {
    expect(parseStoredPlan('{"id":"p1","locked":true,"planData":{}}')).toMatchObject({
      id: 'p1',
      locked: true,
    });
    expect(parseStoredPlan(null)).toBeNull();
    expect(parseStoredPlan('{not json')).toBeNull();
    expect(parseStoredPlan('"text"')).toBeNull();
  });
});
