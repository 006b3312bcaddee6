import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, perfNames, SHORTCUTS, tabFromQuery } from './tabs';

// Read as files: the feature's own texts, without importing across the feature boundary.
const readLocale = (language: 'ar' | 'en') =>
  JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/admin.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
const en = readLocale('en');
const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('admin tabs', () => {
  it('are the four dashboard tabs of the spec, in order, with Trends after the funnel and the guarantee last', () => {
    expect(ADMIN_TABS.map((tab) => lookup(`tabs.${tab}`))).toEqual([
      'Conversion Funnel',
      'Trends',
      'User Journey',
      'Lead Analysis',
      'Revenue',
      'Guarantee Claims',
      'Outcomes',
    ]);
  });

  it('open from ?tab=, the funnel otherwise', () => {
    expect(tabFromQuery('payments')).toBe('payments');
    expect(tabFromQuery('nope')).toBe('overview');
    expect(tabFromQuery(null)).toBe('overview');
  });

  it('have shortcut buttons that open users, leads and revenue', () => {
    expect(SHORTCUTS.map((shortcut) => [lookup(`overview.shortcuts.${shortcut.key}`), shortcut.tab])).toEqual(
      [
        ['Manage Users', 'users'],
        ['View Reports', 'questionnaires'],
        ['Setup Payments', 'payments'],
      ],
    );
  });

  it('name the benchmark marks nasl:admin:<tab>:rendered', () => {
    expect(perfNames('users').rendered).toBe('nasl:admin:users:rendered');
  });
});
