import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@nasl/core';
import { readChatSettings } from './chat-settings.ts';

describe('readChatSettings', () => {
  it('defaults to the default support address', () => {
    expect(readChatSettings({})).toMatchObject({ supportEmail: DEFAULT_SUPPORT_EMAIL });
  });

  it('reads SUPPORT_EMAIL, ignoring an unusable value', () => {
    expect(readChatSettings({ SUPPORT_EMAIL: ' help@example.com ' }).supportEmail).toBe('help@example.com');
    expect(readChatSettings({ SUPPORT_EMAIL: 'nope' }).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
  });
});
