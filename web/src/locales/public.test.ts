import { describe, expect, it } from 'vitest';
import arPublic from './ar/public.json';
import enPublic from './en/public.json';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, `${prefix}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('the public namespace', () => {
  it('has the same keys in Arabic and English', () => {
    expect(leafPaths(arPublic).sort()).toEqual(leafPaths(enPublic).sort());
  });

  it('cites the same sources in both languages', () => {
    for (const tab of ['factors', 'methods', 'studies'] as const) {
      expect(arPublic.research[tab].map((item) => item.sources)).toEqual(
        enPublic.research[tab].map((item) => item.sources),
      );
    }
  });

  it('says the chat apology', () => {
    expect(arPublic.chat.apology).toMatch(/خطأ تقني/);
    expect(enPublic.chat.apology).toMatch(/technical problem.*messaging app/);
  });
});
