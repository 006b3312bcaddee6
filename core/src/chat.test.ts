import { describe, expect, it } from 'vitest';
import {
  CHAT_HISTORY_MAX_ITEMS,
  CHAT_MESSAGE_MAX_LENGTH,
  chatHistoryFrom,
  chatRequestSchema,
} from './chat.ts';
import { validate } from './validation.ts';

describe('chatRequestSchema', () => {
  it('trims the message and keeps a valid history', () => {
    const result = validate(chatRequestSchema, {
      message: '  كم السعر؟ ',
      history: [
        { role: 'user', text: 'مرحبا' },
        { role: 'assistant', text: 'أهلًا بك' },
      ],
      extra: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        message: 'كم السعر؟',
        history: [
          { role: 'user', text: 'مرحبا' },
          { role: 'assistant', text: 'أهلًا بك' },
        ],
      },
    });
  });

  it.each([
    ['missing', {}, 'message', 'chatMessageRequired'],
    ['empty', { message: '' }, 'message', 'chatMessageRequired'],
    ['whitespace only', { message: ' \n\t ' }, 'message', 'chatMessageRequired'],
    ['not a string', { message: 42 }, 'message', 'chatMessageRequired'],
    ['too long', { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, 'message', 'chatMessageTooLong'],
    ['history not a list', { message: 'hi', history: 'x' }, 'history', 'chatHistoryInvalid'],
    [
      'history too long',
      { message: 'hi', history: Array.from({ length: 11 }, () => ({ role: 'user', text: 'x' })) },
      'history',
      'chatHistoryTooLong',
    ],
    [
      'unknown role',
      { message: 'hi', history: [{ role: 'system', text: 'x' }] },
      'history.0.role',
      'chatHistoryInvalid',
    ],
    [
      'history text too long',
      { message: 'hi', history: [{ role: 'user', text: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }] },
      'history.0.text',
      'chatHistoryInvalid',
    ],
  ])('refuses a %s message', (_, body, field, message) => {
    const result = validate(chatRequestSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toEqual({ field, message });
  });

  it('accepts a message of exactly the maximum length', () => {
    expect(validate(chatRequestSchema, { message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH) }).ok).toBe(true);
  });
});

describe('chatHistoryFrom', () => {
  it('keeps the last turns, cut to the accepted length, without empty ones', () => {
    const turns = Array.from({ length: 14 }, (_, index) => ({
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      text: index === 13 ? 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 50) : index === 12 ? '   ' : `turn ${index}`,
    }));
    const history = chatHistoryFrom(turns);
    expect(history).toHaveLength(CHAT_HISTORY_MAX_ITEMS);
    expect(history.at(-1)?.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(history.some((turn) => turn.text === '')).toBe(false);
    expect(validate(chatRequestSchema, { message: 'hi', history }).ok).toBe(true);
  });
});
