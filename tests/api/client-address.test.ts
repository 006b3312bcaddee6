import { describe, expect, it } from 'vitest';
import { messages } from '@nasl/core';
import { addressBucket } from '../../functions/src/lib/client-ip.ts';
import { LOCAL_RATE_LIMIT_KEY } from '../../functions/src/lib/config.ts';
import { rateLimitId, RATE_LIMITS } from '../../functions/src/data/rate-limits.ts';
import { bypassingHosting, newClientAddress, viaHosting } from '../support/addresses.ts';
import { db, Timestamp } from '../support/firebase.ts';
import { hasGeminiStandIn } from '../support/gemini.ts';
import { Client } from '../support/http.ts';
import { newAccount } from '../support/fixtures/accounts.ts';

/**
 * Which address a per-address limit counts: through Hosting, the one Hosting's edge appended; skipping
 * Hosting (the function's own URL), the one that connected to Google's front end. Whatever a client writes
 * into X-Forwarded-For itself counts for nothing on either path. The local emulators append nothing, so
 * each request carries the chain production would (tests/support/addresses.ts).
 */
const SIGN_UPS_PER_ADDRESS = 5; // The test stack's limit (scripts/test.ts).
/** The chat's default daily share per address, which the test stack keeps. */
const CHAT_PER_ADDRESS_PER_DAY = { limit: 250, seconds: 24 * 60 * 60 };
const CHAT_GLOBAL_PER_DAY = 100_000; // The test stack's cap, so no suite reaches it.

it('the test stack runs the limits this file expects', () => {
  expect(process.env.RATE_LIMIT_SIGN_UPS_PER_ADDRESS).toBe(`${SIGN_UPS_PER_ADDRESS}/60`);
  expect(process.env.RATE_LIMIT_CHAT_PER_ADDRESS_DAILY).toBeUndefined();
  expect(process.env.RATE_LIMIT_CHAT_GLOBAL?.split('/')[0]).toBe(String(CHAT_GLOBAL_PER_DAY));
});

const forgeries = (count: number) =>
  Array.from({ length: count }, (_, index) => `198.51.100.${index + 1}, 151.101.0.${index + 1}`);

type Path = [string, (client: string, spoofed?: string) => Record<string, string>];
const PATHS: Path[] = [
  ['through Hosting', viaHosting],
  ['skipping Hosting', bypassingHosting],
];

describe.each(PATHS)('sign-ups per address, %s', (_, chain) => {
  it(`count the real client: ${SIGN_UPS_PER_ADDRESS} accounts, then 429 however the header is forged`, async () => {
    const address = newClientAddress();
    const attempts = forgeries(SIGN_UPS_PER_ADDRESS + 2);
    const statuses: number[] = [];
    for (const spoofed of attempts) {
      const response = await new Client().post('/api/auth/register', newAccount(), {
        headers: chain(address, spoofed),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, SIGN_UPS_PER_ADDRESS)).toEqual(Array(SIGN_UPS_PER_ADDRESS).fill(201));
    expect(statuses.slice(SIGN_UPS_PER_ADDRESS)).toEqual([429, 429]);
    // Another client is not held.
    const other = await new Client().post('/api/auth/register', newAccount(), {
      headers: chain(newClientAddress(), attempts[0]),
    });
    expect(other.status).toBe(201);
  }, 60_000);
});

describe.each(PATHS)('the chat’s daily share per address, %s', (_, chain) => {
  it('holds one client to its share of the global cap, whatever it writes, and leaves the rest to others', async () => {
    if (!hasGeminiStandIn())
      throw new Error('This test needs the Gemini stand-in (NASL_GEMINI_STANDIN_URL).');
    const share = CHAT_PER_ADDRESS_PER_DAY;
    expect(share.limit).toBeLessThan(CHAT_GLOBAL_PER_DAY / 10);
    const address = newClientAddress();
    const message = { message: 'How much does the plan cost?' };
    expect((await new Client().post('/api/ai-chat', message, { headers: chain(address) })).status).toBe(200);
    // A day of one client's messages, as if it had sent them (sending them would take hours at 60 per 10 minutes).
    const now = Date.now();
    await db()
      .collection(RATE_LIMITS)
      .doc(rateLimitId(LOCAL_RATE_LIMIT_KEY, 'chatPerAddressPerDay', addressBucket(address)))
      .set({
        count: share.limit,
        windowStart: Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + share.seconds * 1000),
      });
    const global = db()
      .collection(RATE_LIMITS)
      .doc(rateLimitId(LOCAL_RATE_LIMIT_KEY, 'chatGlobalPerDay', 'everyone'));
    const globalBefore = (await global.get()).data();
    for (const spoofed of forgeries(4)) {
      const refused = await new Client().post<{ message: string }>('/api/ai-chat', message, {
        headers: chain(address, spoofed),
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(messages.chatRateLimited.en);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(share.seconds - 60);
    }
    // Refused messages spend nothing of the global cap, and another client still chats.
    expect((await global.get()).data()).toEqual(globalBefore);
    const other = await new Client().post('/api/ai-chat', message, { headers: chain(newClientAddress()) });
    expect(other.status).toBe(200);
  });
});
