/**
 * `npm test`: unit tests, then one local stack on free ports for the API tests (vitest, over HTTP) and the
 * browser tests (Playwright in Debian Chromium), then the Firestore rules tests where the official emulator
 * can run. Installs Chromium first when it is missing.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildForStack, ROOT } from './stack/build.ts';
import { ensureAdmin } from './stack/seed-admin.ts';
import { startStack } from './stack/stack.ts';
import { CHROMIUM_PATH, ensureChromium } from './chromium.ts';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const results: { suite: string; ok: boolean; seconds: number }[] = [];

/** Runs a suite without blocking this process: the Firestore stand-in lives in it and must keep answering. */
async function runSuite(suite: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n[nasl] ── ${suite} ──`);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ok = code === 0;
  results.push({ suite, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

const started = Date.now();
ensureChromium();
buildForStack({ web: true });

await runSuite('unit tests', bin('vitest'), ['run', '--project', 'unit']);

const stack = await startStack({ persist: false, randomPorts: true, verbose: false });
try {
  Object.assign(process.env, stack.env);
  const admin = { email: `admin.${Date.now()}@example.com`, password: randomBytes(9).toString('base64url') };
  await ensureAdmin(admin);
  const testEnv = {
    ...stack.env,
    NASL_BASE_URL: stack.baseUrl,
    NASL_STRIPE_STANDIN_URL: stack.stripeStandInUrl ?? '',
    NASL_GEMINI_STANDIN_URL: stack.geminiStandInUrl ?? '',
    NASL_ADMIN_EMAIL: admin.email,
    NASL_ADMIN_PASSWORD: admin.password,
    CHROMIUM_PATH,
  };
  console.log(`[nasl] local stack for tests at ${stack.baseUrl}`);
  await runSuite('API tests', bin('vitest'), ['run', '--project', 'api'], testEnv);
  await runSuite('browser tests', bin('playwright'), ['test'], testEnv);
} finally {
  await stack.stop();
}

await runSuite('Firestore rules tests', 'npx', ['tsx', 'scripts/rules-tests.ts']);

const failed = results.filter((result) => !result.ok);
console.log('\n[nasl] summary');
for (const result of results) {
  console.log(`  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.suite} (${result.seconds.toFixed(1)} s)`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
