import { describe, expect, it } from 'vitest';
import { rateLimitId, RATE_LIMITS } from '../../functions/src/data/rate-limits.ts';
import { addressBucket } from '../../functions/src/lib/client-ip.ts';
import { LOCAL_RATE_LIMIT_KEY, type RateLimitName } from '../../functions/src/lib/config.ts';
import { newClientAddress } from '../support/addresses.ts';
import { db, Timestamp } from '../support/firebase.ts';
import { hasGeminiStandIn } from '../support/gemini.ts';
import { adminClient, Client, registeredClient, type ApiResponse } from '../support/http.ts';
import { newAccount, uniqueEmail } from '../support/fixtures/accounts.ts';
import { answers } from '../support/plans.ts';
import { createPlan } from '../support/fixtures/plans.ts';

/**
 * Each throttle refuses with 429, `Retry-After` and `{ message }` once its limit is reached, and opens
 * again when its window has passed.
 *
 * The limits the test stack runs (scripts/test.ts), written out here: a count and a window in seconds per
 * throttle. The first test checks them against the stack's environment, and every other test against what
 * the API does, so a changed setting, or a reader that reads one wrong, fails.
 */
const LIMITS = {
  loginFailuresPerAccount: { variable: 'RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', limit: 10, seconds: 60 },
  loginFailuresPerAddress: { variable: 'RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS', limit: 15, seconds: 60 },
  signUpsPerAddress: { variable: 'RATE_LIMIT_SIGN_UPS_PER_ADDRESS', limit: 5, seconds: 60 },
  passwordChecksPerAccount: { variable: 'RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT', limit: 5, seconds: 60 },
  resetRequestsPerAddress: { variable: 'RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS', limit: 6, seconds: 60 },
  resetRequestsPerEmail: { variable: 'RATE_LIMIT_RESET_REQUESTS_PER_EMAIL', limit: 3, seconds: 60 },
  verificationEmailsPerAccount: {
    variable: 'RATE_LIMIT_VERIFICATION_EMAILS_PER_ACCOUNT',
    limit: 3,
    seconds: 60,
  },
  planGenerationsPerAccount: { variable: 'RATE_LIMIT_PLAN_GENERATIONS_PER_ACCOUNT', limit: 8, seconds: 60 },
  paymentIntentsPerAccount: { variable: 'RATE_LIMIT_PAYMENT_INTENTS_PER_ACCOUNT', limit: 12, seconds: 60 },
  chatGlobalPerDay: { variable: 'RATE_LIMIT_CHAT_GLOBAL', limit: 100_000, seconds: 60 },
} as const satisfies Partial<Record<RateLimitName, { variable: string; limit: number; seconds: number }>>;
type Throttle = keyof typeof LIMITS;
const TOO_MANY = 'Too many attempts. Please try again later.';

it('the test stack runs the limits this file expects', () => {
  for (const { variable, limit, seconds } of Object.values(LIMITS)) {
    expect(process.env[variable], `${variable} (run this file through npm test)`).toBe(`${limit}/${seconds}`);
  }
});

function expectRefused(response: ApiResponse, name: Throttle, message = TOO_MANY) {
  expect(response.status).toBe(429);
  expect(response.body.message).toBe(message);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LIMITS[name].seconds);
}

/**
 * Lets one counter's window pass without waiting for it: its start moves back by the window's length
 * (the counter must exist, or this fails). The windows have to be long enough for a burst of requests to
 * fit in one on a busy machine (a minute), too long to wait out; a window that short cannot be relied on
 * to still be open when the request that should be refused arrives.
 */
async function letWindowPass(name: Throttle, subject: string) {
  const start = Date.now() - LIMITS[name].seconds * 1000 - 1000;
  await db()
    .collection(RATE_LIMITS)
    .doc(rateLimitId(LOCAL_RATE_LIMIT_KEY, name, subject))
    .update({ windowStart: Timestamp.fromMillis(start), expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
}

function clientAt(address: string, cookie?: string): Client {
  return new Client(cookie, address);
}

// One after another: side by side, the bursts slow each other down past their windows on a busy machine.
describe('throttles', () => {
  describe('failed logins', () => {
    it(`refuse one account after ${LIMITS.loginFailuresPerAccount.limit} wrong passwords, from any address, then open again`, async () => {
      const { registration } = await registeredClient();
      const wrong = { email: registration.email, password: 'wrong-password' };
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount.limit; attempt += 1) {
        expect((await new Client().post('/api/auth/login', wrong)).status).toBe(401);
      }
      const right = { email: registration.email, password: registration.password };
      // Even the right password waits: the account is under attack, and the answer must not tell.
      const refused = await new Client().post('/api/auth/login', right);
      expectRefused(refused, 'loginFailuresPerAccount');
      expect(refused.setCookie).toBeNull();
      await letWindowPass('loginFailuresPerAccount', registration.email);
      expect((await new Client().post('/api/auth/login', right)).status).toBe(200);
    }, 60_000);

    it('count an unknown address like a registered one', async () => {
      const wrong = { email: uniqueEmail('ghost'), password: 'wrong-password' };
      for (let attempt = 0; attempt < LIMITS.loginFailuresPerAccount.limit; attempt += 1) {
        expect((await new Client().post('/api/auth/login', wrong)).status).toBe(401);
      }
      expectRefused(await new Client().post('/api/auth/login', wrong), 'loginFailuresPerAccount');
    }, 60_000);

    it('refuse one address trying many accounts, not another address', async () => {
      const address = newClientAddress();
      const perAccount = LIMITS.loginFailuresPerAccount.limit - 1;
      let failures = 0;
      while (failures < LIMITS.loginFailuresPerAddress.limit) {
        const email = uniqueEmail('sprayed');
        for (
          let attempt = 0;
          attempt < perAccount && failures < LIMITS.loginFailuresPerAddress.limit;
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
    it(`allow ${LIMITS.signUpsPerAddress.limit} accounts per address, then 429 creating nothing, then open again`, async () => {
      const address = newClientAddress();
      for (let index = 0; index < LIMITS.signUpsPerAddress.limit; index += 1) {
        expect((await clientAt(address).post('/api/auth/register', newAccount())).status).toBe(201);
      }
      const refused = newAccount();
      const response = await clientAt(address).post('/api/auth/register', refused);
      expectRefused(response, 'signUpsPerAddress');
      expect(
        (await new Client().post('/api/auth/login', { email: refused.email, password: refused.password }))
          .status,
      ).toBe(401);
      // Another address (another household) signs up meanwhile.
      expect((await new Client().post('/api/auth/register', newAccount())).status).toBe(201);
      await letWindowPass('signUpsPerAddress', addressBucket(address));
      expect((await clientAt(address).post('/api/auth/register', newAccount())).status).toBe(201);
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
      for (let index = 0; index < LIMITS.passwordChecksPerAccount.limit; index += 1) {
        expect((await attempts[index % attempts.length]!()).status).toBe(400);
      }
      const right = () =>
        client.put('/api/user/password', {
          currentPassword: registration.password,
          newPassword: 'newpass1',
          confirmPassword: 'newpass1',
        });
      expectRefused(await right(), 'passwordChecksPerAccount');
      const blockedDeletion = await client.request('DELETE', '/api/user', {
        body: { currentPassword: registration.password },
      });
      expectRefused(blockedDeletion, 'passwordChecksPerAccount');
      expect((await client.get<{ user: { id: string } }>('/api/auth/user')).body.user.id).toBe(user.id);
      await letWindowPass('passwordChecksPerAccount', user.id);
      expect((await right()).status).toBe(200);
    }, 60_000);
  });

  describe('password-reset requests', () => {
    it(`allow ${LIMITS.resetRequestsPerEmail.limit} e-mails per target address, whoever asks`, async () => {
      const email = uniqueEmail('reset.target');
      for (let index = 0; index < LIMITS.resetRequestsPerEmail.limit; index += 1) {
        expect((await new Client().post('/api/auth/password-reset', { email })).status).toBe(202);
      }
      expectRefused(await new Client().post('/api/auth/password-reset', { email }), 'resetRequestsPerEmail');
      await letWindowPass('resetRequestsPerEmail', email);
      expect((await new Client().post('/api/auth/password-reset', { email })).status).toBe(202);
    }, 60_000);

    it(`allow ${LIMITS.resetRequestsPerAddress.limit} requests per asking address, whatever the target`, async () => {
      const address = newClientAddress();
      for (let index = 0; index < LIMITS.resetRequestsPerAddress.limit; index += 1) {
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
    it(`allow ${LIMITS.verificationEmailsPerAccount.limit} per person`, async () => {
      const { client } = await registeredClient();
      for (let index = 0; index < LIMITS.verificationEmailsPerAccount.limit; index += 1) {
        expect((await client.post('/api/user/verification-email')).status).toBe(200);
      }
      expectRefused(await client.post('/api/user/verification-email'), 'verificationEmailsPerAccount');
    }, 60_000);
  });

  describe('plan generations', () => {
    it(`allow ${LIMITS.planGenerationsPerAccount.limit} plans per person, then 429 storing nothing; admins are exempt`, async () => {
      const { client, user } = await registeredClient();
      for (let index = 0; index < LIMITS.planGenerationsPerAccount.limit; index += 1)
        await createPlan(client);
      const before = (await client.get<unknown[]>('/api/user/plans')).body.length;
      const refused = await client.post('/api/generate-plan', answers());
      expectRefused(refused, 'planGenerationsPerAccount');
      expect((await client.get<unknown[]>('/api/user/plans')).body).toHaveLength(before);

      const admin = await adminClient();
      for (let index = 0; index <= LIMITS.planGenerationsPerAccount.limit; index += 1)
        await createPlan(admin);

      await letWindowPass('planGenerationsPerAccount', user.id);
      await createPlan(client);
    }, 90_000);
  });

  describe('payment intents', () => {
    it(`allow ${LIMITS.paymentIntentsPerAccount.limit} requests per person, then 429`, async () => {
      const { client, user } = await registeredClient();
      const plan = await createPlan(client);
      for (let index = 0; index < LIMITS.paymentIntentsPerAccount.limit; index += 1) {
        expect((await client.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(200);
      }
      expectRefused(
        await client.post('/api/create-payment-intent', { planId: plan.id }),
        'paymentIntentsPerAccount',
      );
      await letWindowPass('paymentIntentsPerAccount', user.id);
      expect((await client.post('/api/create-payment-intent', { planId: plan.id })).status).toBe(200);
    }, 60_000);
  });

  describe('the chat’s global daily cap', () => {
    it('refuses everyone once the day’s messages are spent, and opens with the next window', async () => {
      if (!hasGeminiStandIn())
        throw new Error('This test needs the Gemini stand-in (NASL_GEMINI_STANDIN_URL).');
      const cap = LIMITS.chatGlobalPerDay;
      // Spending the cap message by message would take hours: the counter is set to it, as a busy day would.
      const now = Date.now();
      await db()
        .collection(RATE_LIMITS)
        .doc(rateLimitId(LOCAL_RATE_LIMIT_KEY, 'chatGlobalPerDay', 'everyone'))
        .set({
          count: cap.limit,
          windowStart: Timestamp.fromMillis(now),
          expiresAt: Timestamp.fromMillis(now + cap.seconds * 1000),
        });
      const message = { message: 'How much does the plan cost?' };
      const refused = await new Client().post('/api/ai-chat', message);
      expectRefused(
        refused,
        'chatGlobalPerDay',
        'You have sent too many messages. Please wait a few minutes, then try again.',
      );
      await letWindowPass('chatGlobalPerDay', 'everyone');
      expect((await new Client().post('/api/ai-chat', message)).status).toBe(200);
    }, 60_000);
  });
});
