/**
 * The throttles' counters under contention, on the Firestore stand-in (which aborts a transaction whose
 * reads changed before its commit, as Firestore does): a burst of one person's requests, and a counter
 * that other instances keep writing.
 */
import { Firestore, Transaction } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeRateLimits,
  recordRateLimitHits,
  type RateLimit,
} from '../../functions/src/data/rate-limits.ts';
import { startFirestoreStandIn, type FirestoreStandIn } from './firestore-standin.ts';
import { freePorts } from './ports.ts';

const PROJECT = 'demo-rate-limit-contention';
let standIn: FirestoreStandIn;
let otherInstance: Firestore;

beforeAll(async () => {
  const { firestore: port } = await freePorts(['firestore'] as const);
  standIn = await startFirestoreStandIn(port);
  // The server's own client (functions/src/lib/firebase.ts) finds the stand-in as it does in the emulator.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT = PROJECT;
  otherInstance = new Firestore({
    projectId: PROJECT,
    host: '127.0.0.1',
    port,
    ssl: false,
    customHeaders: { Authorization: 'Bearer owner' },
  });
});

afterAll(async () => {
  await otherInstance.terminate();
  standIn.stop();
});

const limit = (id: string, count = 1_000_000): RateLimit => ({ id, limit: count, windowMs: 60_000 });

describe('a throttle counter under contention', () => {
  it('counts a burst of 50 of one person’s requests at once, each once, without an error', async () => {
    const abortedBefore = standIn.abortedTransactions();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeRateLimits([limit('burst'), limit('shared')])),
    );
    expect(results.every((result) => result.allowed)).toBe(true);
    const stored = await otherInstance.doc('rateLimits/burst').get();
    expect(stored.get('count')).toBe(50);
    // How long the burst takes is bench:api's to measure, not a test's: a loaded machine took 8 s.
    expect(standIn.abortedTransactions() - abortedBefore).toBe(0);
  });

  it('refuses past the limit within a burst: exactly `limit` are allowed', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimits([limit('capped', 12)])),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(12);
    expect(results.filter((result) => !result.allowed && !('busy' in result))).toHaveLength(18);
  });

  it('answers busy, never throws, when another instance changes the counter within every attempt', async () => {
    // Another instance writes the counter between each attempt's read and its commit.
    const ref = otherInstance.doc('rateLimits/hot');
    const getAll = Transaction.prototype.getAll;
    let attempts = 0;
    Transaction.prototype.getAll = async function (this: Transaction, ...args: Parameters<typeof getAll>) {
      const snapshots = await getAll.apply(this, args);
      attempts += 1;
      await ref.set({ count: attempts, windowStart: new Date(), expiresAt: new Date() });
      return snapshots;
    } as typeof getAll;
    try {
      expect(await consumeRateLimits([limit('hot')])).toEqual({
        allowed: false,
        retryAfterSeconds: 1,
        busy: true,
      });
      expect(attempts).toBe(3);
      expect(await recordRateLimitHits([limit('hot')])).toBe(false);
    } finally {
      Transaction.prototype.getAll = getAll;
    }
    // Once it is quiet again, the counter counts.
    expect((await consumeRateLimits([limit('hot')])).allowed).toBe(true);
  }, 20_000);
});
