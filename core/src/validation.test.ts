import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatRequestSchema } from './chat.ts';
import { questionnaireDraftSchema } from './questionnaire-draft.ts';
import { MAX_INPUT_DEPTH, unreadableInput, validate } from './validation.ts';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { inner: value };
  return value;
}

describe('unreadableInput', () => {
  it.each([
    ['a lone high surrogate', `Sara${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW}Sara`],
    ['two surrogates in the wrong order', `${LONE_LOW}${LONE_HIGH}`],
  ])('finds %s in a value, with its path', (_, text) => {
    expect(
      unreadableInput({
        history: [
          { role: 'user', text: 'ok' },
          { role: 'user', text },
        ],
      }),
    ).toEqual({
      field: 'history.1.text',
      message: 'textMalformed',
    });
  });

  it('finds one in a key, and names the object that holds it', () => {
    expect(unreadableInput({ answers: { [`g${LONE_HIGH}`]: 'x' } })).toEqual({
      field: 'answers',
      message: 'textMalformed',
    });
  });

  it('reads well-formed text of every script as it is: pairs, emoji, Arabic with its marks', () => {
    expect(unreadableInput({ name: 'مُحَمَّد 😀 José 𝒜', list: ['👩🏽‍⚕️', '', 'a'] })).toBeUndefined();
    expect(unreadableInput(null)).toBeUndefined();
    expect(unreadableInput(42)).toBeUndefined();
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH}, without exhausting the stack at any depth`, () => {
    expect(unreadableInput(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(unreadableInput(nested(MAX_INPUT_DEPTH + 1))?.message).toBe('bodyTooDeep');
    expect(unreadableInput(nested(100_000))?.message).toBe('bodyTooDeep');
  });

  it('reports the first problem in the order of the body', () => {
    expect(unreadableInput({ a: 'ok', b: LONE_HIGH, c: LONE_LOW })?.field).toBe('b');
  });
});

describe('validate', () => {
  it('refuses unreadable text before any schema runs, whatever the schema lets through', () => {
    const anything = v.unknown();
    expect(validate(anything, { note: `x${LONE_HIGH}` })).toEqual({
      ok: false,
      issues: [{ field: 'note', message: 'textMalformed' }],
    });
    expect(validate(chatRequestSchema, { message: `hi ${LONE_LOW}` })).toEqual({
      ok: false,
      issues: [{ field: 'message', message: 'textMalformed' }],
    });
    expect(validate(questionnaireDraftSchema, { step: 1, answers: { gender: LONE_HIGH } })).toMatchObject({
      ok: false,
      issues: [{ field: 'answers.gender', message: 'textMalformed' }],
    });
  });

  it('passes well-formed input to the schema', () => {
    expect(validate(chatRequestSchema, { message: ' مرحبا 😀 ' })).toEqual({
      ok: true,
      data: { message: 'مرحبا 😀' },
    });
  });
});
