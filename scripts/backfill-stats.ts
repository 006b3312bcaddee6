/**
 * `npm run stats:backfill`: counts the admin dashboard's figures (each day's and the totals) again from the
 * documents and replaces the stored ones, and writes the person search's tokens where they are missing:
 * once after deploying onto existing data, or to repair them. Run it while few people are writing
 * (functions/src/data/stats-backfill.ts says why).
 *   local stack (npm start):  npm run stats:backfill
 *   a real project:           GOOGLE_APPLICATION_CREDENTIALS=key.json GCLOUD_PROJECT=my-project npm run stats:backfill -- --production
 */
import { DEFAULT_PORTS, PROJECT_ID } from './stack/stack.ts';

if (!process.argv.includes('--production')) {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${DEFAULT_PORTS.firestore}`;
  process.env.GCLOUD_PROJECT ??= PROJECT_ID;
}
const { rebuildSearchTokens, rebuildStats } = await import('../functions/src/data/stats-backfill.ts');
const started = Date.now();
const result = await rebuildStats(console.log);
console.log(`[stats] search tokens written on ${await rebuildSearchTokens()} user documents`);
console.log(
  `[stats] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.days} days; ` +
    `${result.totals.users} people, ${result.totals.plans} plans, ${result.totals.payments} payments`,
);
process.exit(0);
