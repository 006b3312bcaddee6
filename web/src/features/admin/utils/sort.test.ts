import type { AdminUserRecord } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, userComparators } from './sort';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

function user(id: string, overrides: Partial<AdminUserRecord>): AdminUserRecord {
  return {
    id,
    name: id,
    email: `${id}@example.com`,
    phone: null,
    isAdmin: false,
    isSubscribed: false,
    gender: 'female',
    emailVerified: false,
    isOwner: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    myPlan: null,
    questionnaire: null,
    plan: null,
    cycleEvents: [],
    status: 'none',
    stage: 1,
    revenueCents: 0,
    potentialCents: 0,
    ...overrides,
  };
}

const rows = [
  user('b', {
    name: 'Bilal',
    stage: 3,
    status: 'pending',
    potentialCents: 9900,
    createdAt: '2025-03-01T00:00:00Z',
  }),
  user('a', { name: '', stage: 4, status: 'paid', revenueCents: 100, createdAt: '2025-01-01T00:00:00Z' }),
  user('c', { name: 'Aisha', stage: 1, createdAt: '2025-02-01T00:00:00Z' }),
];
const ids = (list: AdminUserRecord[]) => list.map((row) => row.id);

describe('client-side sort of the loaded rows', () => {
  const comparators = userComparators(collator);

  it('keeps the server order without a sort', () => {
    expect(ids(sortRows(rows, null, comparators))).toEqual(['b', 'a', 'c']);
  });

  it('sorts by name with "Unknown" last, by stage, revenue and date, both ways', () => {
    expect(ids(sortRows(rows, { key: 'customer', direction: 'asc' }, comparators))).toEqual(['c', 'b', 'a']);
    expect(ids(sortRows(rows, { key: 'stage', direction: 'desc' }, comparators))).toEqual(['a', 'b', 'c']);
    expect(ids(sortRows(rows, { key: 'revenue', direction: 'desc' }, comparators))).toEqual(['a', 'b', 'c']);
    expect(ids(sortRows(rows, { key: 'registered', direction: 'asc' }, comparators))).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(ids(sortRows(rows, { key: 'payment', direction: 'asc' }, comparators))).toEqual(['c', 'b', 'a']);
  });

  it('keeps equal rows in server order', () => {
    const same = [user('x', {}), user('y', {}), user('z', {})];
    expect(ids(sortRows(same, { key: 'stage', direction: 'desc' }, comparators))).toEqual(['x', 'y', 'z']);
  });

  it('cycles a column ascending, descending, then back to the server order', () => {
    const first = nextSort(null, 'stage');
    expect(first).toEqual({ key: 'stage', direction: 'asc' });
    const second = nextSort(first, 'stage');
    expect(second).toEqual({ key: 'stage', direction: 'desc' });
    expect(nextSort(second, 'stage')).toBeNull();
    expect(nextSort(second, 'revenue')).toEqual({ key: 'revenue', direction: 'asc' });
  });
});
