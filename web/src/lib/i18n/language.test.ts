import { describe, expect, it } from 'vitest';
import {
  directionOf,
  intlLocaleOf,
  isLanguage,
  languageFromSearch,
  otherLanguage,
  resolveInitialLanguage,
} from './language';

describe('languageFromSearch', () => {
  it('reads a supported ?lang= value', () => {
    expect(languageFromSearch('?lang=en')).toBe('en');
    expect(languageFromSearch('?tab=login&lang=ar')).toBe('ar');
  });

  it('tolerates case and spaces', () => {
    expect(languageFromSearch('?lang=EN')).toBe('en');
    expect(languageFromSearch('?lang=%20ar%20')).toBe('ar');
  });

  it('ignores missing or unsupported values', () => {
    expect(languageFromSearch('')).toBeNull();
    expect(languageFromSearch('?lang=fr')).toBeNull();
    expect(languageFromSearch('?lang=')).toBeNull();
  });
});

describe('resolveInitialLanguage', () => {
  it('prefers the address over the remembered choice', () => {
    expect(resolveInitialLanguage('?lang=ar', 'en')).toBe('ar');
    expect(resolveInitialLanguage('?lang=en', 'ar')).toBe('en');
  });

  it('falls back to the remembered choice, then to Arabic', () => {
    expect(resolveInitialLanguage('', 'en')).toBe('en');
    expect(resolveInitialLanguage('?lang=de', 'en')).toBe('en');
    expect(resolveInitialLanguage('', null)).toBe('ar');
    expect(resolveInitialLanguage('', 'klingon')).toBe('ar');
  });
});

describe('language helpers', () => {
  it('knows the supported languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('gives Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });

  it('switches between the two languages', () => {
    expect(otherLanguage('ar')).toBe('en');
    expect(otherLanguage('en')).toBe('ar');
  });

  it('formats Arabic with Latin digits', () => {
    expect(new Intl.NumberFormat(intlLocaleOf('ar'), { useGrouping: false }).format(2025)).toBe('2025');
  });
});
