import { describe, expect, it } from 'vitest';
import { chatErrorText } from './chat-error';

const apology = 'Sorry';

describe('chatErrorText', () => {
  it('shows the rate-limit and validation messages the API sent', () => {
    expect(chatErrorText(429, 'Too many messages', apology)).toBe('Too many messages');
    expect(chatErrorText(400, 'Too long', apology)).toBe('Too long');
  });

  it('apologises for server failures, missing messages and network errors', () => {
    expect(chatErrorText(502, 'Model failed', apology)).toBe(apology);
    expect(chatErrorText(503, null, apology)).toBe(apology);
    expect(chatErrorText(429, null, apology)).toBe(apology);
    expect(chatErrorText(null, null, apology)).toBe(apology);
  });
});
