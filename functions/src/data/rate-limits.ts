import { createHash } from 'node:crypto';
import { hitWindow, type WindowRule } from '../lib/fixed-window.ts';
import { db, Timestamp } from '../lib/firebase.ts';

/** Fixed-window counters shared by every function instance. `expiresAt` is the collection's TTL field. */
export const RATE_LIMITS = 'rateLimits';

interface RateLimitDoc {
  count: number;
  windowStart: Timestamp;
  expiresAt: Timestamp;
}

export interface RateLimit extends WindowRule {
  /** Document id, from `rateLimitId`. */
  id: string;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A document id for a counter: the subject (a uid, an address) is hashed, so no address is stored. */
export function rateLimitId(name: string, subject: string): string {
  return `${name}-${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`;
}

/**
 * Counts one hit against every limit, in one transaction: either all counters move, or — when any limit
 * is reached — none does, and the answer says when the longest-blocked one opens again.
 */
export async function consumeRateLimits(limits: RateLimit[], nowMs = Date.now()): Promise<RateLimitResult> {
  const firestore = db();
  const refs = limits.map((limit) => firestore.collection(RATE_LIMITS).doc(limit.id));
  return firestore.runTransaction(async (transaction) => {
    const snapshots = await transaction.getAll(...refs);
    const decisions = limits.map((limit, index) => {
      const doc = snapshots[index]?.data() as RateLimitDoc | undefined;
      const current = doc ? { count: doc.count, windowStartMs: doc.windowStart.toMillis() } : undefined;
      return hitWindow(current, nowMs, limit);
    });
    let retryAfterMs = 0;
    for (const decision of decisions) {
      if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
    }
    if (retryAfterMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    decisions.forEach((decision, index) => {
      if (!decision.allowed) return;
      const { count, windowStartMs } = decision.next;
      transaction.set(refs[index]!, {
        count,
        windowStart: Timestamp.fromMillis(windowStartMs),
        expiresAt: Timestamp.fromMillis(windowStartMs + limits[index]!.windowMs),
      } satisfies RateLimitDoc);
    });
    return { allowed: true };
  });
}
