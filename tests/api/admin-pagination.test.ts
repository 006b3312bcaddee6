import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, type Client } from '../support/http.ts';
import { deleteSeededPeople, seedPeopleAt, type SeededPeople } from '../support/firebase.ts';
import type { ErrorBody } from '@nasl/core';

type Row = { id: string; createdAt: string; email?: string };

// Later than any row the other tests write, so the tied rows open the newest-first lists.
const TIED_AT = new Date('2100-01-01T00:00:00.000Z');
const PREFIX = `tie.${process.pid}.${Date.now().toString(36)}.`;
const PEOPLE = [
  { email: `${PREFIX}a@example.com`, paid: true },
  { email: `${PREFIX}a@example.com`, paid: false },
  { email: `${PREFIX}a@example.com`, paid: true },
  { email: `${PREFIX}b@example.com`, paid: false },
  { email: `${PREFIX}c@example.com`, paid: true },
];

let seeded: SeededPeople;
let admin: Client;

beforeAll(async () => {
  seeded = await seedPeopleAt(TIED_AT, PEOPLE);
  admin = await adminClient();
});

afterAll(async () => {
  await deleteSeededPeople(seeded);
});

/** Follows `X-Next-Cursor` two rows at a time until the rows of interest are behind us. */
async function pageThrough(path: string, isOfInterest: (row: Row) => boolean): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: { status: number; body: Row[]; headers: Headers } = await admin.get<Row[]>(
      `${path}${separator}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(2);
    rows.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
    const last = page.body.at(-1);
    if (last && !isOfInterest(last)) break;
  } while (cursor);
  return rows;
}

function expectEachOnce(rows: Row[], ids: string[]) {
  const seen = rows.map((row) => row.id);
  expect(new Set(seen).size).toBe(seen.length);
  for (const id of ids) expect(seen.filter((other) => other === id)).toHaveLength(1);
}

const tied = (row: Row) => row.createdAt === TIED_AT.toISOString();

describe('admin lists: rows with the very same createdAt, two per page', () => {
  it('lists every user exactly once, newest first, and so does a search', async () => {
    expectEachOnce(await pageThrough('/api/admin/users', tied), seeded.userIds);
    const search = await pageThrough(`/api/admin/users?search=${encodeURIComponent(PREFIX)}`, () => true);
    expect(search.map((row) => row.email).sort()).toEqual(PEOPLE.map((person) => person.email).sort());
    expectEachOnce(search, seeded.userIds);
    // Tied instants: by id, in the same direction as the instants.
    const ids = search.map((row) => row.id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('lists every questionnaire exactly once', async () => {
    expectEachOnce(await pageThrough('/api/admin/questionnaires', tied), seeded.questionnaireIds);
  });

  it('lists every plan exactly once, and every paid plan in the payment history', async () => {
    expectEachOnce(await pageThrough('/api/admin/plans', tied), seeded.planIds);
    const paidIds = seeded.planIds.filter((_, index) => PEOPLE[index]!.paid);
    const paid = await pageThrough('/api/admin/plans?status=paid', tied);
    expectEachOnce(paid, paidIds);
    expect(paid.filter(tied)).toHaveLength(paidIds.length);
  });
});

describe('admin lists: cursors', () => {
  it.each([
    ['not base64url', '%%%'],
    ['not JSON', Buffer.from('not json').toString('base64url')],
    ['JSON of another shape', Buffer.from('{"after":"2025-01-01T00:00:00.000Z"}').toString('base64url')],
    ['an instant alone (the old format)', '2025-01-01T00:00:00.000Z'],
    [
      'a time outside the calendar',
      Buffer.from('{"by":"createdAt","seconds":1e15,"nanoseconds":0,"id":"x"}').toString('base64url'),
    ],
  ])('refuses a cursor that is %s with 400', async (_, cursor) => {
    for (const path of ['/api/admin/users', '/api/admin/questionnaires', '/api/admin/plans']) {
      const response = await admin.get<ErrorBody>(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid query parameters');
    }
  });

  it('refuses a search cursor on the unsearched list, and the reverse', async () => {
    const search = await admin.get<Row[]>(`/api/admin/users?limit=1&search=${encodeURIComponent(PREFIX)}`);
    const searchCursor = search.headers.get('x-next-cursor')!;
    expect(searchCursor).toBeTruthy();
    const mixed = await admin.get<ErrorBody>(`/api/admin/users?cursor=${encodeURIComponent(searchCursor)}`);
    expect(mixed.status).toBe(400);
    const newest = await admin.get<Row[]>('/api/admin/users?limit=1');
    const newestCursor = newest.headers.get('x-next-cursor')!;
    const reverse = await admin.get<ErrorBody>(
      `/api/admin/users?search=${encodeURIComponent(PREFIX)}&cursor=${encodeURIComponent(newestCursor)}`,
    );
    expect(reverse.status).toBe(400);
  });
});
