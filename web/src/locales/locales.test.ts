import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[]`];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

describe('locales', () => {
  it('have the same keys in Arabic and English', () => {
    expect(leafPaths(ar).sort()).toEqual(leafPaths(en).sort());
  });

  it('keep the fixed English texts word for word', () => {
    expect(en.auth.alreadyLoggedIn).toBe('Already logged in');
    expect(en.auth.signUp.success).toBe('Registration successful!');
    expect(en.auth.signUp.failed).toBe('Registration failed');
    expect(en.auth.signUp.failedFallback).toBe('An error occurred during registration.');
    expect(en.auth.signUp.errorTitle).toBe('Registration error');
    expect(en.auth.signUp.errorDescription).toBe('Failed to register. Please try again later.');
    expect(en.auth.login.success).toBe('Login successful!');
    expect(en.auth.login.failed).toBe('Login failed');
    expect(en.auth.login.failedFallback).toBe('Invalid email or password.');
    expect(en.auth.login.errorTitle).toBe('Login error');
    expect(en.auth.login.errorDescription).toBe('Failed to login. Please try again later.');
    expect(en.profile.unauthorized).toBe('Unauthorized');
    expect(en.profile.unauthorizedDescription).toBe('You need to be logged in to access your profile');
    expect(en.profile.form.submit).toBe('Update Profile');
    expect(en.profile.form.failed).toBe('Update Failed');
    expect(en.profile.form.failedFallback).toBe('Failed to update profile');
    expect(en.profile.password.submit).toBe('Change Password');
    expect(en.profile.password.failed).toBe('Password Change Failed');
    expect(en.profile.password.failedFallback).toBe('Failed to change password');
    expect(en.profile.reports.emptyTitle).toBe('No Reports Yet');
    expect(en.profile.reports.createFirst).toBe('Create Your First Plan');
  });

  it('keep the 404 texts identical in both languages', () => {
    for (const locale of [ar, en]) {
      expect(locale.notFound.title).toBe('404 Page Not Found');
      expect(locale.notFound.description).toBe('Did you forget to add the page to the router?');
    }
  });

  it('give the terms of service nine numbered sections, last updated June 2025', () => {
    expect(ar.terms.sections).toHaveLength(9);
    expect(en.terms.sections).toHaveLength(9);
    expect(ar.terms.lastUpdated).toBe('آخر تحديث: يونيو 2025');
    const arabicTerms = JSON.stringify(ar.terms);
    expect(arabicTerms).toContain('{{successRateAbove}}');
    expect(arabicTerms).toContain('100%');
    expect(arabicTerms).toContain('3 أشهر كاملة');
    expect(arabicTerms).toContain('{{email}}');
  });

  it('word the welcome greeting for each gender in Arabic', () => {
    expect(ar.welcome.greeting_male).toBe('أهلاً بك يا {{name}}');
    expect(ar.welcome.greeting_female).toBe('أهلاً بكِ يا {{name}}');
  });
});
