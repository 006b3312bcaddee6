import type { AdminUserRecord } from '@nasl/core';
import { describe, expect, it } from 'vitest';
import { listQueryString, loadedRows, normaliseSearch, withoutUser, withUserAdminFlag } from './pages';

const record = (id: string, isAdmin = false) => ({ id, isAdmin }) as AdminUserRecord;
const data = {
  pages: [
    { items: [record('a'), record('b')], nextCursor: 'cursor-1' },
    { items: [record('c')], nextCursor: null },
  ],
  pageParams: [null, 'cursor-1'],
};

describe('admin list pages', () => {
  it('flatten the loaded pages in order', () => {
    expect(loadedRows(data).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(loadedRows(undefined)).toEqual([]);
  });

  it('build the query string without empty parts', () => {
    expect(listQueryString({ limit: 50, cursor: null, search: '' })).toBe('?limit=50');
    expect(listQueryString({ limit: 50, cursor: '2025-06-01T00:00:00.000Z', status: 'paid' })).toBe(
      '?limit=50&cursor=2025-06-01T00%3A00%3A00.000Z&status=paid',
    );
    expect(listQueryString({})).toBe('');
  });

  it('search the words typed, trimmed, with single spaces', () => {
    expect(normaliseSearch('  سارة   0501 ')).toBe('سارة 0501');
  });

  it('change a row’s admin flag or drop a deleted row without touching the cursors', () => {
    const toggled = withUserAdminFlag(data, { id: 'c', isAdmin: true });
    expect(loadedRows(toggled).map((row) => row.isAdmin)).toEqual([false, false, true]);
    expect(toggled.pageParams).toBe(data.pageParams);
    const deleted = withoutUser(data, 'b');
    expect(loadedRows(deleted).map((row) => row.id)).toEqual(['a', 'c']);
    expect(deleted.pages.map((page) => page.nextCursor)).toEqual(['cursor-1', null]);
  });
});
