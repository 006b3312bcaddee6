import { afterEach, describe, expect, it, vi } from 'vitest';
import { readThemeMode, themeModeStorage } from './theme-mode';

describe('readThemeMode', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    [null, 'light'],
    ['system', 'light'],
    ['{"state":{"mode":"dark"},"version":0}', 'dark'],
    ['{"state":{"mode":"light"},"version":0}', 'light'],
  ] as const)('reads %s as %s', (stored, mode) => {
    expect(readThemeMode(stored)).toBe(mode);
  });
});

describe('themeModeStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubWindow(initial: Record<string, string>) {
    const store = new Map(Object.entries(initial));
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    return store;
  }

  it('keeps the mode under nasl-theme, as a plain value', () => {
    const store = stubWindow({ 'nasl-theme': '{"state":{"mode":"dark"},"version":0}' });
    const mode = themeModeStorage({ key: 'nasl-theme' });
    expect(mode.get('light')).toBe('dark');
    mode.set('light');
    expect(store.get('nasl-theme')).toBe('light');
  });

  it('stores nothing for the per-mode colour schemes MUI also asks about', () => {
    const store = stubWindow({ 'nasl-theme': 'dark' });
    const lightScheme = themeModeStorage({ key: 'mui-color-scheme-light' });
    expect(lightScheme.get('light')).toBe('light');
    lightScheme.set('dark');
    expect([...store.keys()]).toEqual(['nasl-theme']);
  });
});
