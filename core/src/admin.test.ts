import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  adminCursorSchema,
  ageRangeOf,
  deriveJourney,
  percentOneDecimal,
  percentRounded,
  shortPaymentIntent,
} from './admin.ts';

describe('deriveJourney (the user journey)', () => {
  it.each([
    ['registered only', { hasQuestionnaire: false, latestPlan: null, hasPaidBefore: false }, 1, 'none', 0, 0],
    [
      'has a questionnaire',
      { hasQuestionnaire: true, latestPlan: null, hasPaidBefore: false },
      2,
      'none',
      0,
      0,
    ],
    [
      'has an unpaid plan',
      { hasQuestionnaire: true, latestPlan: { isPaid: false }, hasPaidBefore: false },
      3,
      'pending',
      0,
      9900,
    ],
    [
      'has a paid plan',
      { hasQuestionnaire: true, latestPlan: { isPaid: true }, hasPaidBefore: true },
      4,
      'paid',
      100,
      0,
    ],
    [
      'paid before, newest plan unpaid',
      { hasQuestionnaire: true, latestPlan: { isPaid: false }, hasPaidBefore: true },
      4,
      'paid',
      100,
      0,
    ],
    [
      'plan unlocked by an admin',
      { hasQuestionnaire: true, latestPlan: { isPaid: true }, hasPaidBefore: false },
      4,
      'paid',
      100,
      0,
    ],
  ] as const)('%s → stage %i', (_, input, stage, status, revenue, potential) => {
    expect(deriveJourney(input)).toEqual({ stage, status, revenueCents: revenue, potentialCents: potential });
  });
});

describe('ageRangeOf', () => {
  it.each([
    [18, '18-25'],
    [25, '18-25'],
    [26, '26-35'],
    [35, '26-35'],
    [36, '36-45'],
    [45, '36-45'],
    [46, '46+'],
    [90, '46+'],
  ] as const)('%i → %s', (age, range) => expect(ageRangeOf(age)).toBe(range));
});

describe('display helpers', () => {
  it('shortens payment intents to 20 characters plus an ellipsis, or N/A', () => {
    expect(shortPaymentIntent('pi_3NabcdefghijklmnopqrstUVW')).toBe('pi_3Nabcdefghijklmno...');
    expect(shortPaymentIntent('pi_short')).toBe('pi_short');
    expect(shortPaymentIntent(null)).toBe('N/A');
  });

  it('rounds funnel percentages to one decimal and gender shares to whole numbers', () => {
    expect(percentOneDecimal(1, 3)).toBe(33.3);
    expect(percentOneDecimal(2, 3)).toBe(66.7);
    expect(percentOneDecimal(5, 0)).toBe(0);
    expect(percentRounded(1, 3)).toBe(33);
    expect(percentRounded(2, 3)).toBe(67);
  });
});

describe('adminCursorSchema', () => {
  it('reads a position of the list or of a search: an instant and an id', () => {
    expect(
      v.is(adminCursorSchema, { by: 'createdAt', seconds: 1_750_000_000, nanoseconds: 5, id: 'a' }),
    ).toBe(true);
    expect(v.is(adminCursorSchema, { by: 'search', seconds: 1_750_000_000, nanoseconds: 0, id: 'a' })).toBe(
      true,
    );
  });

  it('refuses anything else, including times Firestore cannot hold', () => {
    for (const cursor of [
      null,
      '2025-01-01T00:00:00.000Z',
      { by: 'createdAt', seconds: 1, nanoseconds: 1e9, id: 'a' },
      { by: 'createdAt', seconds: 1e15, nanoseconds: 0, id: 'a' },
      { by: 'createdAt', seconds: 1, nanoseconds: 0, id: '' },
      { by: 'email', email: 'a@b.c', id: 'a' },
      { by: 'search', seconds: 1, nanoseconds: 0 },
      { by: 'name', seconds: 1, nanoseconds: 0, id: 'a' },
      { by: 'search', seconds: 1, nanoseconds: 0, id: 'a', extra: true },
    ]) {
      expect(v.is(adminCursorSchema, cursor)).toBe(false);
    }
  });
});
