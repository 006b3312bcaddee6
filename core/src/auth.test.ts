import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nameField, registerRequestSchema } from './auth.ts';

const refuses = (name: string) => !v.safeParse(nameField, name).success;

describe('nameField', () => {
  it.each([
    ['a noncharacter', 'Sara\uFDD0'],
    ['a noncharacter at the end of a plane', 'Sara\uFFFF'],
    ['a supplementary noncharacter', 'Sara\u{1FFFE}'],
    ['a private-use character', 'Sara\uE000'],
    ['a supplementary private-use character', 'Sara\u{F0000}'],
    ['the line separator', 'Sara\u2028Ali'],
    ['the paragraph separator', 'Sara\u2029Ali'],
    ['four combining marks on one letter', 'Sa\u0301\u0302\u0303\u0304ra'],
    ['a flood of combining marks', `Z${'\u0336'.repeat(40)}algo`],
    ['a right-to-left override', 'Evil\u202Eeman'],
    ['a zero-width space', 'Sa\u200Bra'],
  ])('refuses %s', (_, name) => {
    expect(refuses(name)).toBe(true);
  });

  it.each([
    ['Arabic with its marks', 'مُحَمَّد عَلِي'],
    ['three combining marks in a row', 'Sa\u0301\u0302\u0303ra'],
    ['a decomposed accent, stored composed', 'Jose\u0301'],
    ['an apostrophe and a hyphen', "O'Neil Al-Saud"],
  ])('keeps %s', (_, name) => {
    expect(refuses(name)).toBe(false);
  });
});

describe('registerRequestSchema', () => {
  const registration = {
    name: 'Sara Ali',
    email: 'sara@example.com',
    phone: '+966 50 123 4567',
    password: 'secret123',
    gender: 'female',
  };

  it('needs the explicit consent to process health data', () => {
    for (const consent of [undefined, false, 'true', 1]) {
      const result = v.safeParse(registerRequestSchema, { ...registration, healthDataConsent: consent });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('healthDataConsentRequired');
    }
    expect(v.safeParse(registerRequestSchema, { ...registration, healthDataConsent: true }).success).toBe(
      true,
    );
  });
});
