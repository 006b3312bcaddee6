import { describe, expect, it } from 'vitest';
import { checkRateLimitKey, ConfigError, LOCAL_RATE_LIMIT_KEY, readConfig } from './config.ts';

describe('the rate-limit key (RATE_LIMIT_KEY_SECRET)', () => {
  it('stops a deployed function that has none, or one shorter than 32 characters', () => {
    for (const secret of [undefined, '', '   ', 'short-secret', 'x'.repeat(31)]) {
      const config = readConfig({ RATE_LIMIT_KEY_SECRET: secret });
      expect(() => checkRateLimitKey(config), String(secret)).toThrow(ConfigError);
    }
  });

  it('takes a secret of 32 characters or more, trimmed', () => {
    const secret = 'a'.repeat(32);
    const config = readConfig({ RATE_LIMIT_KEY_SECRET: ` ${secret}\n` });
    expect(config.rateLimitKey).toBe(secret);
    expect(() => checkRateLimitKey(config)).not.toThrow();
  });

  it('uses the local key inside the emulators only, when no secret is set', () => {
    const local = readConfig({ FUNCTIONS_EMULATOR: 'true' });
    expect(local.rateLimitKey).toBe(LOCAL_RATE_LIMIT_KEY);
    expect(() => checkRateLimitKey(local)).not.toThrow();
    expect(readConfig({}).rateLimitKey).toBe('');
  });
});
