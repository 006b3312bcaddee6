import { createHmac } from 'node:crypto';
import { hitWindow, type WindowRule, type WindowState } from '../lib/fixed-window.ts';
import { db, isAborted, Timestamp, type DocumentSnapshot } from '../lib/firebase.ts';
import { oneAtATime } from '../lib/one-at-a-time.ts';

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

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; busy?: true };

/**
 * Attempts of a counter's transaction before the request is answered "busy" (429) rather than failing:
 * the same counter written by other instances at the same moment aborts it, and each attempt reads anew
 * after the SDK's back-off (1 s, then 1.5 s): about 2.5 s at most, not the 8 s of its default five.
 */
const COUNTER_ATTEMPTS = 3;
/** What a client is told to wait when a counter stayed contended through every attempt. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * A counter's transaction: queued behind this instance's other writes of the same counters (a burst of one
 * person's requests no longer aborts itself), retried when other instances' writes abort it, and answered
 * `busy` when it never got through. `run` reads each limit's window and writes the new ones by index.
 */
async function counterTransaction<T>(
  limits: RateLimit[],
  run: (windows: (WindowState | undefined)[], write: (index: number, state: WindowState) => void) => T,
): Promise<{ done: true; value: T } | { done: false }> {
  const firestore = db();
  const refs = limits.map((limit) => firestore.collection(RATE_LIMITS).doc(limit.id));
  try {
    return {
      done: true,
      value: await oneAtATime(
        limits.map((limit) => limit.id),
        () =>
          firestore.runTransaction(
            async (transaction) => {
              const snapshots = await transaction.getAll(...refs);
              return run(snapshots.map(windowOf), (index, state) =>
                transaction.set(refs[index]!, stored(state, limits[index]!)),
              );
            },
            { maxAttempts: COUNTER_ATTEMPTS },
          ),
      ),
    };
  } catch (error) {
    if (isAborted(error)) return { done: false };
    throw error;
  }
}

const BUSY = { allowed: false, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS, busy: true } as const;

/**
 * A document id for a counter: the subject (a uid, an address, an e-mail) keyed-hashed (HMAC-SHA-256 with
 * `key`, the `RATE_LIMIT_KEY_SECRET`), so none is stored, and no one without the key can test a guess (a
 * plain hash of an e-mail or an IPv4 address is found by hashing candidates).
 */
export function rateLimitId(key: string, name: string, subject: string): string {
  if (!key) throw new Error('RATE_LIMIT_KEY_SECRET is not set');
  return `${name}-${createHmac('sha256', key).update(subject).digest('hex').slice(0, 40)}`;
}

function windowOf(snapshot: DocumentSnapshot | undefined): WindowState | undefined {
  const doc = snapshot?.data() as RateLimitDoc | undefined;
  return doc ? { count: doc.count, windowStartMs: doc.windowStart.toMillis() } : undefined;
}

function stored(state: WindowState, limit: RateLimit): RateLimitDoc {
  return {
    count: state.count,
    windowStart: Timestamp.fromMillis(state.windowStartMs),
    expiresAt: Timestamp.fromMillis(state.windowStartMs + limit.windowMs),
  };
}

/** The answer for a set of window decisions: refused when any limit is reached, until the latest reopens. */
function verdict(decisions: ReturnType<typeof hitWindow>[]): RateLimitResult {
  let retryAfterMs = 0;
  for (const decision of decisions) {
    if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) }
    : { allowed: true };
}

/**
 * Counts one hit against every limit, in one transaction: either all counters move, or — when any limit
 * is reached — none does, and the answer says when the longest-blocked one opens again.
 */
export async function consumeRateLimits(limits: RateLimit[], nowMs = Date.now()): Promise<RateLimitResult> {
  const outcome = await counterTransaction(limits, (windows, write) => {
    const decisions = limits.map((limit, index) => hitWindow(windows[index], nowMs, limit));
    const result = verdict(decisions);
    if (!result.allowed) return result;
    decisions.forEach((decision, index) => {
      if (decision.allowed) write(index, decision.next);
    });
    return result;
  });
  return outcome.done ? outcome.value : BUSY;
}

/**
 * Whether one more hit would be allowed, without counting it: for limits on failures (wrong passwords),
 * checked before the attempt and counted only when it fails (`recordRateLimitHits`).
 */
export async function peekRateLimits(limits: RateLimit[], nowMs = Date.now()): Promise<RateLimitResult> {
  const snapshots = await db().getAll(...limits.map((limit) => db().collection(RATE_LIMITS).doc(limit.id)));
  return verdict(limits.map((limit, index) => hitWindow(windowOf(snapshots[index]), nowMs, limit)));
}

/**
 * Counts one failure against every limit, even one already reached (the window keeps its start). False
 * when the counters stayed contended through every attempt: the failure is not counted, and the caller
 * refuses the request rather than let an uncounted attempt through.
 */
export async function recordRateLimitHits(limits: RateLimit[], nowMs = Date.now()): Promise<boolean> {
  const outcome = await counterTransaction(limits, (windows, write) => {
    limits.forEach((limit, index) => {
      const current = windows[index];
      const decision = hitWindow(current, nowMs, limit);
      write(index, decision.allowed ? decision.next : { ...current!, count: current!.count + 1 });
    });
  });
  return outcome.done;
}

/** Forgets what these limits counted: the next hit starts a new window (a reset password lifts a lockout). */
export async function clearRateLimits(limits: RateLimit[]): Promise<void> {
  const batch = db().batch();
  for (const limit of limits) batch.delete(db().collection(RATE_LIMITS).doc(limit.id));
  await batch.commit();
}
