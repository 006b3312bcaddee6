import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitId } from './rate-limits.ts';

const KEY = 'k'.repeat(32);
const EMAIL = 'sara@example.com';

describe('rateLimitId', () => {
  it('names the limit and a keyed hash of the subject, never the subject', () => {
    const id = rateLimitId(KEY, 'loginFailuresPerAccount', EMAIL);
    expect(id).toMatch(/^loginFailuresPerAccount-[0-9a-f]{40}$/);
    expect(id).not.toContain('sara');
  });

  it('is not the plain hash of the subject, which anyone can compute from a guess', () => {
    const plain = createHash('sha256').update(EMAIL).digest('hex').slice(0, 40);
    expect(rateLimitId(KEY, 'loginFailuresPerAccount', EMAIL)).not.toContain(plain);
  });

  it('depends on the key: another key gives another id for the same subject', () => {
    expect(rateLimitId(KEY, 'signUpsPerAddress', '198.51.100.7')).not.toBe(
      rateLimitId(`${KEY}x`, 'signUpsPerAddress', '198.51.100.7'),
    );
  });

  it('is the same id for the same key, limit and subject (the counter every instance shares)', () => {
    expect(rateLimitId(KEY, 'signUpsPerAddress', '198.51.100.7')).toBe(
      rateLimitId(KEY, 'signUpsPerAddress', '198.51.100.7'),
    );
    expect(rateLimitId(KEY, 'signUpsPerAddress', '198.51.100.7')).not.toBe(
      rateLimitId(KEY, 'loginFailuresPerAddress', '198.51.100.7'),
    );
  });

  it('refuses to make an id without a key', () => {
    expect(() => rateLimitId('', 'signUpsPerAddress', '198.51.100.7')).toThrow(/RATE_LIMIT_KEY_SECRET/);
  });
});
