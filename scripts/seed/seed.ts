/**
 * `npm run seed -- --users 10000`: fills the running local stack (npm start) with realistic people.
 * Seeded accounts have no password; they exist for the dashboard and benchmarks.
 */
import { PLAN_TIME_ZONE, todayInTimeZone } from '@nasl/core';
import { DEFAULT_PORTS, PROJECT_ID } from '../stack/stack.ts';

const args = process.argv.slice(2);
const usersArg = args[args.indexOf('--users') + 1];
const users = args.includes('--users') ? Number(usersArg) : 1000;
if (!Number.isInteger(users) || users < 1 || users > 100_000) {
  console.error('usage: npm run seed -- --users <1..100000>');
  process.exit(2);
}
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${DEFAULT_PORTS.firestore}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${DEFAULT_PORTS.auth}`;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const { seed } = await import('./seed-data.ts');
try {
  const result = await seed({
    users,
    today: todayInTimeZone(PLAN_TIME_ZONE),
    emailPrefix: `seed${Date.now().toString(36)}`,
    log: console.log,
  });
  console.log(
    `[seed] done: ${result.users} people, ${result.plans} plans (${result.paidPlans} paid) in ${result.seconds.toFixed(1)} s`,
  );
  process.exit(0);
} catch (error) {
  console.error(`[seed] failed — is the local stack running (npm start)? ${String(error)}`);
  process.exit(1);
}
