import { describe, expect, it } from 'vitest';
import { emotionCacheFor } from './emotion-cache';

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
