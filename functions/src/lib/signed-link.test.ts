import { describe, expect, it } from 'vitest';
import { isValidLink, signLink, SIGNED_LINK_SECONDS } from './signed-link.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const PARTS = ['admin-1', 'claim-1', 'document-1'];
const NOW = Date.UTC(2026, 10, 28, 9, 0);

describe('signed links', () => {
  const link = signLink(SECRET, PARTS, NOW);

  it('open what they were signed for, until they expire', () => {
    expect(isValidLink(SECRET, PARTS, link, NOW)).toBe(true);
    expect(isValidLink(SECRET, PARTS, link, NOW + SIGNED_LINK_SECONDS * 1000 - 1)).toBe(true);
    expect(isValidLink(SECRET, PARTS, link, NOW + SIGNED_LINK_SECONDS * 1000)).toBe(false);
  });

  it('open nothing else: another admin, claim or document, another key, a changed expiry or signature', () => {
    expect(isValidLink(SECRET, ['admin-2', 'claim-1', 'document-1'], link, NOW)).toBe(false);
    expect(isValidLink(SECRET, ['admin-1', 'claim-1', 'document-2'], link, NOW)).toBe(false);
    expect(isValidLink(`${SECRET}x`, PARTS, link, NOW)).toBe(false);
    expect(isValidLink(SECRET, PARTS, { ...link, expires: String(link.expiresMs + 1) }, NOW)).toBe(false);
    expect(isValidLink(SECRET, PARTS, { ...link, signature: link.signature.slice(1) }, NOW)).toBe(false);
    expect(isValidLink(SECRET, PARTS, {}, NOW)).toBe(false);
    expect(isValidLink(SECRET, PARTS, { expires: ['1'], signature: link.signature }, NOW)).toBe(false);
  });

  it('never for longer than a few minutes, whatever expiry a link claims', () => {
    const far = NOW + 24 * 60 * 60 * 1000;
    expect(isValidLink(SECRET, PARTS, { expires: String(far), signature: link.signature }, NOW)).toBe(false);
  });
});
