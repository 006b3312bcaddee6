/**
 * `npm run bench:api`: load test (autocannon, 50 concurrent connections) of the main read endpoints and of
 * plan generation; prints throughput, p50/p99 latency and errors, and each read's latency as a ratio to the
 * floor measured in the same run (`GET /__bench/floor`, scripts/bench/api-server.ts: a signed-in request
 * that reads one document by id beyond the session's own read and returns it). Goal: every read within 1.5x of the floor.
 *
 * The Functions emulator starts a worker process per concurrent request, so 50 connections through Hosting
 * measure the emulator, not Nasl. The load therefore goes to the same Express app (`createApp`, the code the
 * `api` function serves) in a plain Node process of its own (scripts/bench/api-process.ts), backed by the
 * same local stand-ins (Auth emulator, Firestore stand-in, Stripe stand-in); autocannon and the Firestore
 * stand-in share this one.
 */
import autocannon from 'autocannon';
import { addDays, PLAN_TIME_ZONE, questionnaireDefaults, todayInTimeZone } from '@nasl/core';
import { loadavg } from 'node:os';
import { buildForStack } from '../stack/build.ts';
import { startStack } from '../stack/stack.ts';
import { startApiProcess } from './api-process.ts';

const CONNECTIONS = Number(process.argv[process.argv.indexOf('--connections') + 1]) || 50;
const SECONDS = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const READ_BUDGET_P99_MS = 100;
/** Every read's latency within this multiple of the floor's (p50 and p99). */
const FLOOR_RATIO_GOAL = 1.5;
/** Served by scripts/bench/api-server.ts only: what a signed-in read of one document pays. */
const FLOOR_PATH = '/__bench/floor';

buildForStack({ web: false });
const stack = await startStack({ persist: false, randomPorts: true, verbose: false });
try {
  // One person generates plans under load: the per-person quota would answer 429 after the first few.
  const server = await startApiProcess(stack.env, {
    RATE_LIMIT_PLAN_GENERATIONS_PER_ACCOUNT: '100000000/60',
  });
  const { origin } = server;
  const json = { 'content-type': 'application/json', origin };
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Bench Person',
      email: 'bench.api@example.com',
      phone: '0501234567',
      password: 'bench-secret-1',
      gender: 'female',
      healthDataConsent: true,
    }),
  });
  const cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
  const today = todayInTimeZone(PLAN_TIME_ZONE);
  const answers = JSON.stringify({ ...questionnaireDefaults(today), lastPeriodDate: addDays(today, -9) });
  const created = (await (
    await fetch(`${origin}/api/generate-plan`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: answers,
    })
  ).json()) as { id: string };

  const targets = [
    { label: 'floor (session+1 read)', path: FLOOR_PATH, read: true },
    { label: 'GET /api/auth/me', path: '/api/auth/me', read: true },
    { label: 'GET /api/plans/{id}', path: `/api/plans/${created.id}`, read: true },
    { label: 'GET /api/user/plans', path: '/api/user/plans', read: true },
    {
      label: 'POST /api/generate-plan',
      path: '/api/generate-plan',
      read: false,
      method: 'POST' as const,
      body: answers,
    },
  ];
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, against ${origin} (the api app on the local stand-ins); load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log('endpoint                     req/s    p50 ms   p99 ms   errors   ×floor p50/p99   budget');
  // Warm-up, not reported: the first seconds of load pay the JIT, new connections and the stand-ins'
  // first queries, which would land on whichever endpoint comes first (the floor).
  for (const target of targets.filter(({ read }) => read)) {
    await autocannon({
      url: `${origin}${target.path}`,
      connections: CONNECTIONS,
      duration: 2,
      headers: { ...json, cookie },
    });
  }
  let floor: { p50: number; p99: number } | undefined;
  for (const target of targets) {
    const result = await autocannon({
      url: `${origin}${target.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: target.method ?? 'GET',
      headers: { ...json, cookie },
      ...(target.body ? { body: target.body } : {}),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    floor ??= { p50: result.latency.p50, p99: result.latency.p99 };
    const ratioP50 = result.latency.p50 / floor.p50;
    const ratioP99 = result.latency.p99 / floor.p99;
    const ratios = `${ratioP50.toFixed(2)} / ${ratioP99.toFixed(2)}`;
    const budget = target.read
      ? `p99 < ${READ_BUDGET_P99_MS} ms: ${result.latency.p99 < READ_BUDGET_P99_MS ? 'OK' : 'OVER'}; ≤ ${FLOOR_RATIO_GOAL}x floor: ${Math.max(ratioP50, ratioP99) <= FLOOR_RATIO_GOAL ? 'OK' : 'OVER'}`
      : 'n/a (write)';
    console.log(
      `${target.label.padEnd(27)}${result.requests.average.toFixed(0).padStart(7)}${String(result.latency.p50).padStart(10)}${String(
        result.latency.p99,
      ).padStart(9)}${String(errors).padStart(9)}   ${ratios.padEnd(17)}${budget}`,
    );
  }
  console.log(`load average at the end ${loadavg()[0]!.toFixed(2)}`);
  // Let requests still in flight when the last run ended finish before the stand-ins stop.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await server.stop();
} finally {
  await stack.stop();
}
