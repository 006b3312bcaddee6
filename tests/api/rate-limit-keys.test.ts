import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { rateLimitId, RATE_LIMITS } from '../../functions/src/data/rate-limits.ts';
import { addressBucket } from '../../functions/src/lib/client-ip.ts';
import { LOCAL_RATE_LIMIT_KEY } from '../../functions/src/lib/config.ts';
import { db } from '../support/firebase.ts';
import { Client } from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';

/**
 * The throttles' counters name neither the e-mail nor the address they count, nor a plain hash of either
 * (anyone reading the counters could hash a guessed e-mail or every IPv4 address and compare): the id is
 * an HMAC keyed with `RATE_LIMIT_KEY_SECRET`, the local stack's key here.
 */
const plainHash = (subject: string) => createHash('sha256').update(subject).digest('hex').slice(0, 40);

describe('the rate-limit counters a failed login leaves', () => {
  it('are stored under keyed hashes of the e-mail and the address, never the plain ones', async () => {
    const email = uniqueEmail('counted');
    const client = new Client();
    const bucket = addressBucket(client.address);
    expect((await client.post('/api/auth/login', { email, password: 'not-a-password' })).status).toBe(401);

    const counters = db().collection(RATE_LIMITS);
    const keyed = [
      rateLimitId(LOCAL_RATE_LIMIT_KEY, 'loginFailuresPerAccount', email),
      rateLimitId(LOCAL_RATE_LIMIT_KEY, 'loginFailuresPerAddress', bucket),
    ];
    for (const id of keyed) {
      const counter = await counters.doc(id).get();
      expect(counter.exists, id).toBe(true);
      // A count and its window, nothing that names the subject.
      expect(Object.keys(counter.data()!).sort()).toEqual(['count', 'expiresAt', 'windowStart']);
      expect(counter.data()!.count).toBe(1);
    }
    for (const id of [
      `loginFailuresPerAccount-${plainHash(email)}`,
      `loginFailuresPerAddress-${plainHash(bucket)}`,
    ]) {
      expect((await counters.doc(id).get()).exists, id).toBe(false);
    }
    const ids = (await counters.get()).docs.map((doc) => doc.id);
    expect(ids).toEqual(expect.arrayContaining(keyed));
    for (const id of ids) {
      expect(id).not.toContain(email);
      expect(id).not.toContain(plainHash(email));
      expect(id).not.toContain(plainHash(bucket));
    }
  });
});
