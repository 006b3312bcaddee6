/**
 * `npm run bench:writers [-- --writers 50]`: many people writing at the same moment, each from an account of
 * their own (sign-up, plan, payment: every step adds to the day's dashboard figures). For 1, 10, 25 and 50
 * concurrent writers it prints each step's latency (p50 / p99 / max), the transactions the Firestore
 * stand-in aborted (the SDK runs an aborted one again, so aborts are latency), and the most writes one
 * figures document took in one second (Firestore sustains about one a second per document). Flat lines
 * across the levels are the goal. Then, for comparison, the same writers on one counter document read and
 * written in a transaction (the pattern the figures avoid), and on sharded blind increments.
 *
 * The app runs in its own process (scripts/bench/api-process.ts); the stand-ins in this one.
 */
import { loadavg } from 'node:os';
import { addDays, PLAN_TIME_ZONE, questionnaireDefaults, todayInTimeZone } from '@nasl/core';
import { buildForStack } from '../stack/build.ts';
import { startStack } from '../stack/stack.ts';
import { startApiProcess } from './api-process.ts';

const MOST = Number(process.argv[process.argv.indexOf('--writers') + 1]) || 50;
const LEVELS = [...new Set([1, 10, 25, MOST].filter((level) => level <= MOST))];
const UNLIMITED = '100000000/60';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const figures = (values: number[]) =>
  `${percentile(values, 50).toFixed(0).padStart(7)}${percentile(values, 99).toFixed(0).padStart(8)}${Math.max(
    ...values,
  )
    .toFixed(0)
    .padStart(8)}`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

buildForStack({ web: false });
const stack = await startStack({ persist: false, randomPorts: true, verbose: false });
try {
  const api = await startApiProcess(stack.env, {
    RATE_LIMIT_SIGN_UPS_PER_ADDRESS: UNLIMITED,
    RATE_LIMIT_PLAN_GENERATIONS_PER_ACCOUNT: UNLIMITED,
    RATE_LIMIT_PAYMENT_INTENTS_PER_ACCOUNT: UNLIMITED,
  });
  const { origin } = api;
  const today = todayInTimeZone(PLAN_TIME_ZONE);
  const answers = JSON.stringify({ ...questionnaireDefaults(today), lastPeriodDate: addDays(today, -9) });

  /** Writes per figures document per second, while `work` runs: the busiest one. */
  async function busiestFiguresDocument<T>(work: () => Promise<T>): Promise<{ value: T; perSecond: number }> {
    const counts = new Map<string, number>();
    const stop = stack.firestore.onWrite((path) => {
      if (!/\/(statsDays|statsTotals)\//.test(path)) return;
      const key = `${path} ${Math.floor(Date.now() / 1000)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    });
    try {
      const value = await work();
      return { value, perSecond: Math.max(0, ...counts.values()) };
    } finally {
      stop();
    }
  }

  async function post(path: string, body: string, cookie = '') {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return {
      body: (await response.json()) as Record<string, string>,
      cookie: response.headers.get('set-cookie'),
    };
  }

  const steps = {
    async signUp(writer: string) {
      const answer = await post(
        '/api/auth/register',
        JSON.stringify({
          name: 'كاتب متزامن',
          email: `${writer}@bench.example.com`,
          phone: '0501234567',
          password: 'bench-writer-1',
          gender: 'female',
        }),
      );
      return answer.cookie?.split(';')[0] ?? '';
    },
    plan: async (cookie: string) => (await post('/api/generate-plan', answers, cookie)).body.id!,
    async pay(cookie: string, planId: string) {
      const intent = (await post('/api/create-payment-intent', JSON.stringify({ planId }), cookie)).body;
      await post(
        '/api/test-payments/confirm',
        JSON.stringify({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' },
        }),
        cookie,
      );
      // The unlock: the transaction that adds the payment to the figures.
      return (
        await timed(() =>
          post(
            '/api/verify-payment',
            JSON.stringify({ planId, paymentIntentId: intent.paymentIntentId }),
            cookie,
          ),
        )
      ).ms;
    },
  };

  console.log(
    `\nConcurrent writers, each from its own account, against ${origin}; load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    'writers  step                 p50 ms  p99 ms  max ms  aborted tx  busiest figures doc (writes/s)',
  );
  // Warm-up (not reported): the JIT, the first connections and queries.
  await steps.plan(await steps.signUp(`warm-${Date.now()}`));

  for (const level of LEVELS) {
    const names = Array.from(
      { length: level },
      (_, index) => `w${level}-${index}-${Date.now().toString(36)}`,
    );
    const report = async <T>(label: string, run: () => Promise<{ ms: number; value: T }[]>) => {
      const abortsBefore = stack.firestore.abortedTransactions();
      const { value: results, perSecond } = await busiestFiguresDocument(run);
      const aborted = stack.firestore.abortedTransactions() - abortsBefore;
      console.log(
        `${String(level).padStart(7)}  ${label.padEnd(19)}${figures(results.map((result) => result.ms))}${String(aborted).padStart(12)}  ${String(perSecond).padStart(12)}`,
      );
      return results.map((result) => result.value);
    };
    const cookies = await report('sign-up', () =>
      Promise.all(names.map((name) => timed(() => steps.signUp(name)))),
    );
    const plans = await report('plan', () =>
      Promise.all(cookies.map((cookie) => timed(() => steps.plan(cookie)))),
    );
    await report('payment (verify)', () =>
      Promise.all(
        cookies.map(async (cookie, index) => {
          const ms = await steps.pay(cookie, plans[index]!);
          return { ms, value: ms };
        }),
      ),
    );
  }

  // For comparison: the same number of writers on one document in a transaction, and on shards.
  Object.assign(process.env, stack.env);
  const { db, FieldValue } = await import('../../functions/src/lib/firebase.ts');
  const hot = db().collection('benchCounters').doc('hot');
  await hot.set({ count: 0 });
  console.log(
    `\nFor comparison, ${MOST} writers at once, each adding 1 (this process, straight to the stand-in):`,
  );
  console.log('pattern                                    p50 ms  p99 ms  max ms  aborted tx');
  const compare = async (label: string, write: () => Promise<unknown>) => {
    const abortsBefore = stack.firestore.abortedTransactions();
    const times = await Promise.all(Array.from({ length: MOST }, async () => (await timed(write)).ms));
    console.log(
      `${label.padEnd(41)}${figures(times)}${String(stack.firestore.abortedTransactions() - abortsBefore).padStart(12)}`,
    );
  };
  await compare('one document, read then written (tx)', () =>
    db().runTransaction(async (transaction) => {
      const count = ((await transaction.get(hot)).get('count') as number) ?? 0;
      transaction.update(hot, { count: count + 1 });
    }),
  );
  await compare('10 shards, blind increment (tx)', () =>
    db().runTransaction(async (transaction) => {
      const shard = db()
        .collection('benchCounters')
        .doc(`shard-${Math.floor(Math.random() * 10)}`);
      transaction.set(shard, { count: FieldValue.increment(1) }, { merge: true });
    }),
  );
  console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
  await api.stop();
} finally {
  await stack.stop();
}
