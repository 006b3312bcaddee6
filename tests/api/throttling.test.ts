import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_RATE_LIMIT_KEY, readRateLimits, type RateLimitName } from '../../functions/src/lib/config.ts';
import { rateLimitId, RATE_LIMITS } from '../../functions/src/data/rate-limits.ts';
import { newClientAddress } from '../support/addresses.ts';
import { db, Timestamp } from '../support/firebase.ts';
import { hasGeminiStandIn } from '../support/gemini.ts';
import {
  adminClient,
  Client,
  registeredClient,
  validRegistration,
  type ApiResponse,
} from '../support/http.ts';
import { uniqueEmail } from '../support/fixtures/accounts.ts';
import { answers, createPlan } from '../support/plans.ts';

/**
 * Each throttle refuses with 429, `Retry-After` and `{ message }` once its limit is reached, and opens
 * again when its window has passed. The test stack sets windows of a few seconds (scripts/test.ts), read
 * here from the same environment the function reads.
 */
const limits = readRateLimits(process.env);
const TOO_MANY = 'Too many attempts. Please try again later.';

beforeAll(() => {
  // The chat's per-person and per-address limits keep their real windows (tests/api/chat.test.ts), and
  // its daily share per address its day (tests/api/client-address.test.ts).
  const waitedOut = Object.entries(limits).filter(
    ([name]) => !['chatPerAccount', 'chatPerAddress', 'chatPerAddressPerDay'].includes(name),
  );
  const longest = Math.max(...waitedOut.map(([, limit]) => limit.windowMs));
  if (longest > 60_000) {
    throw new Error('Run these tests through `npm test`, whose stack sets windows of seconds.');
  }
});

function expectRefused(response: ApiResponse, name: RateLimitName, message = TOO_MANY) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(message);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(limits[name].windowMs / 1000);
  return retryAfter;
}

/** Waits out a window the response said to wait for (Retry-After), plus a little. */
const waitOut = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 300));

function clientAt(address: string, cookie?: string): Client {
  return new Client(cookie, address);
}

// Each test waits out its own window; run side by side, the file takes one window, not eleven.
describe.concurrent('throttles', () => {
  describe('failed logins', () => {
    it(`refuse one account after ${limits.loginFailuresPerAccount.limit} wrong passwords, from any address, then open again`, async () => {
      const { registration } = await registeredClient();
      const wrong = { email: registration.email, password: 'wrong-password' };
      for (let attempt = 0; attempt < limits.loginFailuresPerAccount.limit; attempt += 1) {
        expect((await new Client().post('/api/auth/login', wrong)).status).toBe(401);
      }
      const right = { email: registration.email, password: registration.password };
      // Even the right password waits: the account is under attack, and the answer must not tell.
      const refused = await new Client().post('/api/auth/login', right);
      const retryAfter = expectRefused(refused, 'loginFailuresPerAccount');
      expect(refused.setCookie).toBeNull();
      await waitOut(retryAfter);
      expect((await new Client().post('/api/auth/login', right)).status).toBe(200);
    }, 60_000);

    it('count an unknown address like a registered one', async () => {
      const wrong = { email: uniqueEmail('ghost'), password: 'wrong-password' };
      for (let attempt = 0; attempt < limits.loginFailuresPerAccount.limit; attempt += 1) {
        expect((await new Client().post('/api/auth/login', wrong)).status).toBe(401);
      }
      expectRefused(await new Client().post('/api/auth/login', wrong), 'loginFailuresPerAccount');
    }, 60_000);

    it('refuse one address trying many accounts, not another address', async () => {
      const address = newClientAddress();
      const perAccount = limits.loginFailuresPerAccount.limit - 1;
      let failures = 0;
      while (failures < limits.loginFailuresPerAddress.limit) {
        const email = uniqueEmail('sprayed');
        for (
          let attempt = 0;
          attempt < perAccount && failures < limits.loginFailuresPerAddress.limit;
          attempt += 1
        ) {
          expect(
            (await clientAt(address).post('/api/auth/login', { email, password: 'guess-123' })).status,
          ).toBe(401);
          failures += 1;
        }
      }
      const { registration } = await registeredClient();
      const right = { email: registration.email, password: registration.password };
      expectRefused(await clientAt(address).post('/api/auth/login', right), 'loginFailuresPerAddress');
      expect((await new Client().post('/api/auth/login', right)).status).toBe(200);
    }, 60_000);
  });

  describe('sign-ups', () => {
    it(`allow ${limits.signUpsPerAddress.limit} accounts per address, then 429 creating nothing, then open again`, async () => {
      const address = newClientAddress();
      for (let index = 0; index < limits.signUpsPerAddress.limit; index += 1) {
        expect((await clientAt(address).post('/api/auth/register', validRegistration())).status).toBe(201);
      }
      const refused = validRegistration();
      const response = await clientAt(address).post('/api/auth/register', refused);
      const retryAfter = expectRefused(response, 'signUpsPerAddress');
      expect(
        (await new Client().post('/api/auth/login', { email: refused.email, password: refused.password }))
          .status,
      ).toBe(401);
      // Another address (another household) signs up meanwhile.
      expect((await new Client().post('/api/auth/register', validRegistration())).status).toBe(201);
      await waitOut(retryAfter);
      expect((await clientAt(address).post('/api/auth/register', validRegistration())).status).toBe(201);
    }, 90_000);
  });

  describe('current-password checks', () => {
    it('are shared by the password change, the e-mail change and deleting oneself, then open again', async () => {
      const { client, registration, user } = await registeredClient();
      const attempts = [
        () =>
          client.put('/api/user/password', {
            currentPassword: 'wrong-1',
            newPassword: 'newpass1',
            confirmPassword: 'newpass1',
          }),
        () =>
          client.put('/api/user/profile', {
            name: registration.name,
            email: uniqueEmail(),
            phone: '',
            currentPassword: 'wrong-1',
          }),
        () => client.request('DELETE', '/api/user', { body: { currentPassword: 'wrong-1' } }),
      ];
      for (let index = 0; index < limits.passwordChecksPerAccount.limit; index += 1) {
        expect((await attempts[index % attempts.length]!()).status).toBe(400);
      }
      const right = () =>
        client.put('/api/user/password', {
          currentPassword: registration.password,
          newPassword: 'newpass1',
          confirmPassword: 'newpass1',
        });
      const retryAfter = expectRefused(await right(), 'passwordChecksPerAccount');
      const blockedDeletion = await client.request('DELETE', '/api/user', {
        body: { currentPassword: registration.password },
      });
      expectRefused(blockedDeletion, 'passwordChecksPerAccount');
      expect((await client.get<{ user: { id: string } }>('/api/auth/user')).body.user.id).toBe(user.id);
      await waitOut(retryAfter);
      expect((await right()).status).toBe(200);
    }, 60_000);
  });

  describe('password-reset requests', () => {
    it(`allow ${limits.resetRequestsPerEmail.limit} e-mails per target address, whoever asks`, async () => {
      const email = uniqueEmail('reset.target');
      for (let index = 0; index < limits.resetRequestsPerEmail.limit; index += 1) {
        expect((await new Client().post('/api/auth/password-reset', { email })).status).toBe(202);
      }
      const retryAfter = expectRefused(
        await new Client().post('/api/auth/password-reset', { email }),
        'resetRequestsPerEmail',
      );
      await waitOut(retryAfter);
      expect((await new Client().post('/api/auth/password-reset', { email })).status).toBe(202);
    }, 60_000);

    it(`allow ${limits.resetRequestsPerAddress.limit} requests per asking address, whatever the target`, async () => {
      const address = newClientAddress();
      for (let index = 0; index < limits.resetRequestsPerAddress.limit; index += 1) {
        const response = await clientAt(address).post('/api/auth/password-reset', { email: uniqueEmail() });
        expect(response.status).toBe(202);
      }
      expectRefused(
        await clientAt(address).post('/api/auth/password-reset', { email: uniqueEmail() }),
        'resetRequestsPerAddress',
      );
    }, 60_000);
  });

  describe('verification e-mails', () => {
    it(`allow ${limits.verificationEmailsPerAccount.limit} per person`, async () => {
      const { client } = await registeredClient();
      for (let index = 0; index < limits.verificationEmailsPerAccount.limit; index += 1) {
        expect((await client.post('/api/user/verification-email')).status).toBe(200);
      }
      expectRefused(await client.post('/api/user/verification-email'), 'verificationEmailsPerAccount');
    }, 60_000);
  });

  describe('plan generations', () => {
    it(`allow ${limits.planGenerationsPerAccount.limit} plans per person, then 429 storing nothing; admins are exempt`, async () => {
      const { client } = await registeredClient();
      for (let index = 0; index < limits.planGenerationsPerAccount.limit; index += 1)
        await createPlan(client);
      const before = (await client.get<unknown[]>('/api/user/plans')).body.length;
      const refused = await client.post('/api/generate-plan', answers());
      const retryAfter = expectRefused(refused, 'planGenerationsPerAccount');
      expect((await client.get<unknown[]>('/api/user/plans')).body).toHaveLength(before);

      const admin = await adminClient();
      for (let index = 0; index <= limits.planGenerationsPerAccount.limit; index += 1)
        await createPlan(admin);

      await waitOut(retryAfter);
      await createPlan(client);
    }, 90_000);
  });

  describe('payment intents', () => {
    it(`allow ${limits.paymentIntentsPerAccount.limit} requests per person, then 429`, async () => {
      const { client } = await registeredClient();
      const plan = await createPlan(client);
      for (let index = 0; index < limits.paymentIntentsPerAccount.limit; index += 1) {
        expect((await client.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(200);
      }
      const retryAfter = expectRefused(
        await client.post('/api/create-payment-intent', { planId: plan.id }),
        'paymentIntentsPerAccount',
      );
      await waitOut(retryAfter);
      expect((await client.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(200);
    }, 60_000);
  });

  describe('the chat’s global daily cap', () => {
    it('refuses everyone once the day’s messages are spent, and opens with the next window', async () => {
      if (!hasGeminiStandIn())
        throw new Error('This test needs the Gemini stand-in (NASL_GEMINI_STANDIN_URL).');
      const cap = limits.chatGlobalPerDay;
      // Spending the cap message by message would take hours: the counter is set to it, as a busy day would.
      const now = Date.now();
      await db()
        .collection(RATE_LIMITS)
        .doc(rateLimitId(LOCAL_RATE_LIMIT_KEY, 'chatGlobalPerDay', 'everyone'))
        .set({
          count: cap.limit,
          windowStart: Timestamp.fromMillis(now),
          expiresAt: Timestamp.fromMillis(now + cap.windowMs),
        });
      const message = { message: 'How much does the plan cost?' };
      const refused = await new Client().post('/api/ai-chat', message);
      const retryAfter = expectRefused(
        refused,
        'chatGlobalPerDay',
        'You have sent too many messages. Please wait a few minutes, then try again.',
      );
      await waitOut(retryAfter);
      expect((await new Client().post('/api/ai-chat', message)).status).toBe(200);
    }, 60_000);
  });
});
