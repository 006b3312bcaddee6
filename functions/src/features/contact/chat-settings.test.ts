import { describe, expect, it } from 'vitest';
import { CHAT_RATE_LIMITS, DEFAULT_SUPPORT_EMAIL } from '@nasl/core';
import { DEFAULT_TRUSTED_PROXY_HOPS, readChatSettings } from './chat-settings.ts';

describe('readChatSettings', () => {
  it('defaults: core limits, Hosting in front, the default support address', () => {
    expect(readChatSettings({})).toMatchObject({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      trustedProxyHops: DEFAULT_TRUSTED_PROXY_HOPS,
      perUser: { limit: CHAT_RATE_LIMITS.perUser.limit, windowMs: 600_000 },
      perIp: { limit: CHAT_RATE_LIMITS.perIp.limit, windowMs: 600_000 },
    });
  });

  it('reads SUPPORT_EMAIL and TRUSTED_PROXY_HOPS, ignoring unusable values', () => {
    expect(readChatSettings({ SUPPORT_EMAIL: ' help@example.com ', TRUSTED_PROXY_HOPS: '1' })).toMatchObject({
      supportEmail: 'help@example.com',
      trustedProxyHops: 1,
    });
    expect(readChatSettings({ SUPPORT_EMAIL: 'nope', TRUSTED_PROXY_HOPS: '-3' })).toMatchObject({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      trustedProxyHops: DEFAULT_TRUSTED_PROXY_HOPS,
    });
  });
});
