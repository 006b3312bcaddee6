import { css } from '@emotion/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmotionCache, emotionCacheFor } from './emotion-cache';

function compile(direction: 'rtl' | 'ltr', styles: string): string {
  const cache = emotionCacheFor(direction);
  const name = `t${Math.random().toString(36).slice(2)}`;
  const inserted = cache.insert(`.${name}`, { name, styles, next: undefined }, cache.sheet, false);
  return typeof inserted === 'string' ? inserted : String(cache.inserted[name] ?? '');
}

describe('emotionCacheFor', () => {
  it('flips physical properties for right to left only', () => {
    expect(compile('rtl', 'margin-left:4px;')).toContain('margin-right:4px');
    expect(compile('ltr', 'margin-left:4px;')).toContain('margin-left:4px');
  });

  it('compiles pseudo-elements and pseudo-classes that need vendor prefixes without throwing', () => {
    for (const direction of ['rtl', 'ltr'] as const) {
      const css = compile(
        direction,
        '&::placeholder{color:red;}&:read-only{color:blue;}&:read-write{color:green;}',
      );
      expect(css).toContain('placeholder');
      expect(css).toContain('read-only');
    }
  });
});

describe('createEmotionCache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('in the browser, takes a style without declarations as present: inserting it would write nothing', () => {
    vi.stubGlobal('document', { querySelector: () => null, querySelectorAll: () => [], head: {} });
    const empty = css();
    expect(empty.styles).toBe('');
    for (const direction of ['rtl', 'ltr'] as const) {
      expect(createEmotionCache(direction).inserted[empty.name]).toBe(true);
    }
  });

  it('on the server, collects every style the render uses, the empty one included', () => {
    expect(createEmotionCache('rtl').inserted[css().name]).toBeUndefined();
  });
});
