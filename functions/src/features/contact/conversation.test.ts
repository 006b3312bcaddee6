import { describe, expect, it } from 'vitest';
import { capReply, CHAT_REPLY_MAX_LENGTH, conversationTurns } from './conversation.ts';

describe('conversationTurns', () => {
  it('maps the history to Gemini roles and ends with the new message', () => {
    expect(
      conversationTurns(
        [
          { role: 'user', text: 'كم السعر؟' },
          { role: 'assistant', text: '99 دولارًا.' },
        ],
        'وهل يوجد ضمان؟',
      ),
    ).toEqual([
      { role: 'user', text: 'كم السعر؟' },
      { role: 'model', text: '99 دولارًا.' },
      { role: 'user', text: 'وهل يوجد ضمان؟' },
    ]);
  });

  it('starts with the user, merges repeated roles and drops empty turns', () => {
    expect(
      conversationTurns(
        [
          { role: 'assistant', text: 'Welcome!' },
          { role: 'user', text: 'Hi' },
          { role: 'user', text: '  ' },
          { role: 'user', text: 'price?' },
        ],
        'and refunds?',
      ),
    ).toEqual([{ role: 'user', text: 'Hi\n\nprice?\n\nand refunds?' }]);
  });
});

describe('capReply', () => {
  it('leaves a normal reply alone', () => {
    expect(capReply('short')).toBe('short');
  });

  it('cuts a runaway reply at a word boundary', () => {
    const capped = capReply('word '.repeat(2000));
    expect(capped.length).toBeLessThanOrEqual(CHAT_REPLY_MAX_LENGTH);
    expect(capped.endsWith('word…')).toBe(true);
  });
});
