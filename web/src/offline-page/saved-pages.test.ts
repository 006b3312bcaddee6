import { describe, expect, it } from 'vitest';
import { savedPageLinks } from './saved-pages';

const origin = 'https://nasl.example';

describe('savedPageLinks', () => {
  it('offers home first, then each plan once, numbered when there are several', () => {
    const links = savedPageLinks(
      [`${origin}/plan-preview?id=7`, `${origin}/about`, `${origin}/`, `${origin}/results?id=9`],
      origin,
    );
    expect(links).toEqual([
      { kind: 'home', href: '/' },
      { kind: 'planPreview', href: '/plan-preview?id=7', planId: '7', number: 1 },
      { kind: 'plan', href: '/results?id=9', planId: '9', number: 2 },
    ]);
  });

  it('prefers the paid plan to its locked preview, in either order', () => {
    const paidFirst = savedPageLinks([`${origin}/results?id=7`, `${origin}/plan-preview?id=7`], origin);
    const paidLast = savedPageLinks([`${origin}/plan-preview?id=7`, `${origin}/results?id=7`], origin);
    expect(paidFirst).toEqual([{ kind: 'plan', href: '/results?id=7', planId: '7', number: 0 }]);
    expect(paidLast).toEqual(paidFirst);
  });

  it('ignores other sites, plan pages without an id, and encodes ids', () => {
    const links = savedPageLinks(
      ['https://evil.example/results?id=1', `${origin}/results`, `${origin}/results?id=a%26b`],
      origin,
    );
    expect(links).toEqual([{ kind: 'plan', href: '/results?id=a%26b', planId: 'a&b', number: 0 }]);
  });

  it('offers nothing when nothing was saved', () => {
    expect(savedPageLinks([], origin)).toEqual([]);
  });
});
