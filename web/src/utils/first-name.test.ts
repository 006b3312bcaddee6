import { describe, expect, it } from 'vitest';
import { firstName } from './first-name';

describe('firstName', () => {
  it('returns the first word of a full name', () => {
    expect(firstName('أحمد محمد علي')).toBe('أحمد');
    expect(firstName('Ahmed Ali')).toBe('Ahmed');
  });

  it('ignores surrounding and repeated whitespace', () => {
    expect(firstName('   Sara \t  Hassan ')).toBe('Sara');
  });

  it('keeps a single name and copes with an empty one', () => {
    expect(firstName('Mona')).toBe('Mona');
    expect(firstName('   ')).toBe('');
  });
});
