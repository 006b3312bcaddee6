import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a document link works. */
export const SIGNED_LINK_SECONDS = 5 * 60;

/** The links' own key, derived from the server's secret so that no other use of it can make one. */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('nasl:signed-links:v1').digest();
}

function signature(secret: string, parts: readonly string[], expiresMs: number): string {
  return createHmac('sha256', linkKey(secret))
    .update([...parts, String(expiresMs)].join('\n'))
    .digest('base64url');
}

/**
 * A link's query (`expires`, `signature`) for what `parts` name (e.g. the admin, the claim, the document),
 * working until `nowMs` + SIGNED_LINK_SECONDS: a link signed for one admin and one document opens only that
 * document, for that admin, for a few minutes.
 */
export function signLink(secret: string, parts: readonly string[], nowMs: number) {
  const expiresMs = nowMs + SIGNED_LINK_SECONDS * 1000;
  return { expires: String(expiresMs), signature: signature(secret, parts, expiresMs), expiresMs };
}

/** Whether a link's query was signed for these parts and has not expired. */
export function isValidLink(
  secret: string,
  parts: readonly string[],
  query: { expires?: unknown; signature?: unknown },
  nowMs: number,
): boolean {
  if (typeof query.expires !== 'string' || typeof query.signature !== 'string') return false;
  if (!/^\d{1,16}$/.test(query.expires)) return false;
  const expiresMs = Number(query.expires);
  if (expiresMs <= nowMs || expiresMs > nowMs + SIGNED_LINK_SECONDS * 1000) return false;
  const expected = Buffer.from(signature(secret, parts, expiresMs));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
