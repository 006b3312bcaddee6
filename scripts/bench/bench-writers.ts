/**
 * `npm run bench:writers [-- --writers 50]`: many people writing at the same moment, each from an account
 * and an address of their own (sign-up, plan, payment: every step adds to the day's dashboard figures).
 * The accounts are made beforehand, one at a time: the Auth emulator hashes each password on the same two
 * cores, and concurrent sign-ups measure it (production's Auth is a service of its own). The sign-up step
 * is therefore what the API does after Auth answers: the user document and its figures, in one batch
 * (`createUserDoc`, from this process). Plans and payments go through the api app.
 * For 1, 10, 25 and 50 concurrent writers it prints each step's latency (p50 / p99 / max), the
 * transactions the Firestore stand-in aborted (the SDK runs an aborted one again, so aborts are latency),
 * the most writes one figures document took in one second (Firestore sustains about one a second per
 * document), and the writers whose step failed (left out of the next steps). Flat lines across the levels
 * are the goal. Then, for comparison, the same number of writers on one counter document read and written
 * in a transaction (the pattern the figures avoid), and on sharded blind increments.
 *
 * The app runs in its own process (scripts/bench/api-process.ts); the stand-ins in this one.
 */
import { loadavg } from 'node:os';
import { addDays, PLAN_TIME_ZONE, questionnaireDefaults, todayInTimeZone } from '@nasl/core';
import { buildForStack } from '../stack/build.ts';
import { startStack } from '../stack/stack.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';

const MOST = Number(process.argv[process.argv.indexOf('--writers') + 1]) || 50;
const LEVELS = [...new Set([1, 10, 25, MOST].filter((level) => level <= MOST))];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const latencies = (values: number[]) =>
  [percentile(values, 50), percentile(values, 99), Math.max(0, ...values)]
    .map((value) => value.toFixed(0).padStart(8))
    .join('');

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

interface Writer {
  name: string;
  /** X-Forwarded-For as Hosting passes it: the client's address, then Google's front end. */
  forwardedFor: string;
  cookie: string;
}

let writersMade = 0;
function newWriter(name: string): Writer {
  writersMade += 1;
  return { name, forwardedFor: `2001:db8:b:${writersMade.toString(16)}::1, 35.191.10.1`, cookie: '' };
}

buildForStack({ web: false });
const stack = await startStack({ persist: false, randomPorts: true, verbose: false });
let api: ApiProcess | undefined;
try {
  api = await startApiProcess(stack.env);
  const { origin } = api;
  // Stripe's webhooks reach the same app, racing the verification as they do in production.
  stack.setStripeWebhookUrl(`${origin}/api/stripe-webhook`);
  Object.assign(process.env, stack.env);
  const { createUserDoc } = await import('../../functions/src/data/users.ts');
  const { db, FieldValue } = await import('../../functions/src/lib/firebase.ts');
  const today = todayInTimeZone(PLAN_TIME_ZONE);
  const answers = JSON.stringify({ ...questionnaireDefaults(today), lastPeriodDate: addDays(today, -9) });

  /** The most writes one figures document took in one second while `work` ran. */
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

  async function post(writer: Writer, path: string, body: string) {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-forwarded-for': writer.forwardedFor,
        ...(writer.cookie ? { cookie: writer.cookie } : {}),
      },
      body,
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return {
      body: (await response.json()) as Record<string, string>,
      cookie: response.headers.get('set-cookie'),
    };
  }

  const steps = {
    async signUp(writer: Writer) {
      const answer = await post(
        writer,
        '/api/auth/register',
        JSON.stringify({
          name: 'كاتب متزامن',
          email: `${writer.name}@bench.example.com`,
          phone: '0501234567',
          password: 'bench-writer-1',
          gender: 'female',
        }),
      );
      writer.cookie = answer.cookie?.split(';')[0] ?? '';
      return writer;
    },
    plan: async (writer: Writer) => (await post(writer, '/api/generate-plan', answers)).body.id!,
    /** Checkout, the test card, then the timed part: verification, the transaction that adds the money. */
    async pay(writer: Writer, planId: string) {
      const intent = (await post(writer, '/api/create-payment-intent', JSON.stringify({ planId }))).body;
      await post(
        writer,
        '/api/test-payments/confirm',
        JSON.stringify({
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424242', exp_month: '12', exp_year: '2034', cvc: '123' },
        }),
      );
      const verify = JSON.stringify({ planId, paymentIntentId: intent.paymentIntentId });
      return (await timed(() => post(writer, '/api/verify-payment', verify))).ms;
    },
  };

  /** Runs one step for every writer at once and prints its line; answers the writers it succeeded for. */
  async function report<T>(
    level: number,
    label: string,
    writers: Writer[],
    step: (writer: Writer) => Promise<{ ms: number; value: T }>,
  ) {
    const abortsBefore = stack.firestore.abortedTransactions();
    const { value: results, perSecond } = await busiestFiguresDocument(() =>
      Promise.all(
        writers.map((writer) =>
          step(writer).then(
            (result) => ({ writer, ...result }),
            (error: unknown) => {
              console.error(`  ${writer.name} ${label}: ${String(error)}`);
              return null;
            },
          ),
        ),
      ),
    );
    const done = results.filter((result) => result !== null);
    const aborted = stack.firestore.abortedTransactions() - abortsBefore;
    console.log(
      `${String(level).padStart(7)}  ${label.padEnd(22)}${latencies(done.map((result) => result.ms))}` +
        `${String(aborted).padStart(12)}${String(perSecond).padStart(18)}${String(writers.length - done.length).padStart(9)}`,
    );
    return done;
  }

  console.log(
    `\nConcurrent writers, each from its own account and address, against ${origin}; load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    'writers  step                    p50 ms  p99 ms  max ms  aborted tx  busiest doc w/s   failed',
  );
  // Warm-up (not reported): the JIT, the first connections and queries, here and in the app.
  await steps.plan(await steps.signUp(newWriter(`warm-${Date.now()}`)));
  await createUserDoc(`warm-${Date.now()}`, {
    name: 'إحماء',
    email: 'warm@bench.example.com',
    phone: null,
    gender: 'male',
  });
  const accounts: Writer[] = [];
  for (const level of LEVELS) {
    for (let index = 0; index < level; index += 1) {
      accounts.push(await steps.signUp(newWriter(`w${level}-${index}-${Date.now().toString(36)}`)));
    }
  }
  console.log(`(${accounts.length} accounts made one at a time beforehand)`);

  for (const level of LEVELS) {
    const writers = accounts.splice(0, level);
    await report(level, 'sign-up (doc+figures)', writers, (writer) =>
      timed(() =>
        createUserDoc(`${writer.name}-again`, {
          name: 'كاتب متزامن',
          email: `${writer.name}.again@bench.example.com`,
          phone: null,
          gender: 'female',
        }),
      ),
    );
    const planned = await report(level, 'plan', writers, (writer) => timed(() => steps.plan(writer)));
    const planOf = new Map(planned.map((result) => [result.writer, result.value]));
    await report(
      level,
      'payment (verify)',
      planned.map(({ writer }) => writer),
      async (writer) => {
        const ms = await steps.pay(writer, planOf.get(writer)!);
        return { ms, value: ms };
      },
    );
  }

  // For comparison: the same number of writers on one document in a transaction, and on shards.
  const counters = db().collection('benchCounters');
  await counters.doc('hot').set({ count: 0 });
  console.log(
    `\nFor comparison, ${MOST} writers at once, each adding 1 (this process, straight to the stand-in):`,
  );
  console.log('pattern                                 p50 ms  p99 ms  max ms  aborted tx   failed');
  const compare = async (label: string, write: () => Promise<unknown>) => {
    const abortsBefore = stack.firestore.abortedTransactions();
    const results = await Promise.all(
      Array.from({ length: MOST }, () =>
        timed(write).then(
          ({ ms }) => ms,
          () => null,
        ),
      ),
    );
    const times = results.filter((ms) => ms !== null);
    console.log(
      `${label.padEnd(38)}${latencies(times)}${String(stack.firestore.abortedTransactions() - abortsBefore).padStart(12)}${String(MOST - times.length).padStart(9)}`,
    );
  };
  await compare('one document, read then written (tx)', () =>
    db().runTransaction(async (transaction) => {
      const hot = counters.doc('hot');
      const count = ((await transaction.get(hot)).get('count') as number) ?? 0;
      transaction.update(hot, { count: count + 1 });
    }),
  );
  await compare('10 shards, blind increment (tx)', () =>
    db().runTransaction(async (transaction) => {
      const shard = counters.doc(`shard-${Math.floor(Math.random() * 10)}`);
      transaction.set(shard, { count: FieldValue.increment(1) }, { merge: true });
    }),
  );
  console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await api?.stop();
  await stack.stop();
}
