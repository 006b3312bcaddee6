import { describe, expect, it } from 'vitest';
import { authTabFromSearch } from './auth-tab';

describe('authTabFromSearch', () => {
  it('selects login only for tab=login', () => {
    expect(authTabFromSearch('login')).toBe('login');
  });

  it('selects sign-up for anything else', () => {
    expect(authTabFromSearch(null)).toBe('signup');
    expect(authTabFromSearch('signup')).toBe('signup');
    expect(authTabFromSearch('LOGIN')).toBe('signup');
    expect(authTabFromSearch('')).toBe('signup');
  });
});
