import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idSchema, isValidId } from './ids.ts';

describe('ids', () => {
  it.each([
    'Xk3pQ9vB2mL7nR4tY8wZ',
    'aB3dE6gH9jK2mN5pQ8sT1vW4yZ7c',
    'e2c1a7b0-0f4b-4c3e-9a51-1d2f3b4c5d6e',
    'a_b',
  ])('takes %s: auto-ids, uids, UUIDs', (id) => {
    expect(isValidId(id)).toBe(true);
    expect(v.safeParse(idSchema, id).success).toBe(true);
  });

  it.each([
    ['Firestore’s reserved form', '__x__'],
    ['Firestore’s reserved form, longer', '__name__'],
    ['the prototype', '__proto__'],
    ['the constructor', 'constructor'],
    ['an inherited method', 'toString'],
    ['another inherited method', 'hasOwnProperty'],
    ['a legacy accessor', '__defineGetter__'],
    ['a slash', 'a/b'],
    ['a dot', '.'],
    ['a space', 'a b'],
    ['nothing', ''],
    ['129 characters', 'a'.repeat(129)],
  ])('refuses %s (%s)', (_, id) => {
    expect(isValidId(id)).toBe(false);
    expect(v.safeParse(idSchema, id).success).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [42, null, undefined, {}, ['id']]) expect(isValidId(value)).toBe(false);
  });

  it('keeps ids that only start or end with underscores', () => {
    expect(isValidId('__x')).toBe(true);
    expect(isValidId('x__')).toBe(true);
    expect(isValidId('_proto_')).toBe(true);
  });
});
