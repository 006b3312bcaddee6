import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken, sameSecretToken } from './secret-token.ts';

describe('newSecretToken', () => {
  it('is 256 random bits as 43 base64url characters, never twice the same', () => {
    const tokens = Array.from({ length: 1000 }, () => newSecretToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(1000);
  });
});

describe('hashSecretToken: what is stored in place of a token', () => {
  it('is its SHA-256 in hex (the known digest of "abc"), never the token', () => {
    expect(hashSecretToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newSecretToken();
    expect(hashSecretToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).not.toContain(token);
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
  });

  it('tells tokens apart by all of their characters', () => {
    const token = newSecretToken();
    const lastChanged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(sameSecretToken(token, token)).toBe(true);
    expect(sameSecretToken(lastChanged, token)).toBe(false);
    expect(sameSecretToken('', token)).toBe(false);
  });
});
