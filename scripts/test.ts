/**
 * `npm test`: unit tests, then one local stack on free ports for the API tests (vitest, over HTTP) and the
 * browser tests (Playwright in Debian Chromium), then the Firestore rules tests where the official emulator
 * can run. Installs Chromium first when it is missing.
 *
 * While working on one thing: `npm test -- --suite api --suite browser tests/api/plans.test.ts
 * tests/e2e/plan.spec.ts --grep "unlock"` runs only the named suites, each on the files given for it
 * (`tests/api/…` → API, `tests/e2e/…` → browser, any other path → unit); `--grep` and `--repeat-each` go to Playwright.
 */
import { spawn } from 'node:child_process';
import { isCivilDate, PLAN_TIME_ZONE, todayInTimeZone } from '@nasl/core';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildForStack, ROOT } from './stack/build.ts';
import { ensureAdmin } from './stack/seed-admin.ts';
import { startStack } from './stack/stack.ts';
import { CHROMIUM_PATH, ensureChromium } from './chromium.ts';
import { SKIPPED_EXIT_CODE } from './skipped.ts';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
type Outcome = 'passed' | 'failed' | 'skipped';
const results: { suite: string; outcome: Outcome; reason?: string; seconds: number }[] = [];

/**
 * Runs a suite without blocking this process: the Firestore stand-in lives in it and must keep answering.
 * A suite that cannot run here exits with SKIPPED_EXIT_CODE after printing one line starting with
 * "SKIPPED": it is counted as skipped, with that line as the reason, never as passed.
 */
async function runSuite(suite: string, command: string, args: string[], env: Record<string, string> = {}) {
  const started = Date.now();
  console.log(`\n[nasl] ── ${suite} ──`);
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  let reason: string | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    reason ??= /^SKIPPED (.+)$/m.exec(chunk.toString())?.[1];
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const outcome: Outcome = code === 0 ? 'passed' : code === SKIPPED_EXIT_CODE ? 'skipped' : 'failed';
  results.push({
    suite,
    outcome,
    ...(outcome === 'skipped' ? { reason: reason ?? 'no reason given' } : {}),
    seconds: (Date.now() - started) / 1000,
  });
}

type Suite = 'unit' | 'api' | 'browser' | 'rules';
const SUITES: readonly Suite[] = ['unit', 'api', 'browser', 'rules'];

function parseSelection(args: string[]) {
  const suites = new Set<Suite>();
  const files: Record<Exclude<Suite, 'rules'>, string[]> = { unit: [], api: [], browser: [] };
  const playwrightOptions: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--suite' || arg === '--grep' || arg === '--repeat-each') {
      const value = args[++index];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (arg !== '--suite') playwrightOptions.push(arg, value);
      else if ((SUITES as readonly string[]).includes(value)) suites.add(value as Suite);
      else throw new Error(`Unknown suite "${value}" (one of ${SUITES.join(', ')})`);
    } else if (arg.startsWith('tests/api/')) files.api.push(arg);
    else if (arg.startsWith('tests/e2e/')) files.browser.push(arg);
    else files.unit.push(arg);
  }
  return { suites: suites.size > 0 ? suites : new Set(SUITES), files, playwrightOptions };
}

const selection = parseSelection(process.argv.slice(2));
const wants = (suite: Suite) => selection.suites.has(suite);
const needsStack = wants('api') || wants('browser');
const PLAN_TODAY = planToday();

const started = Date.now();
if (wants('browser')) ensureChromium();
if (needsStack) buildForStack({ web: true });

/**
 * Each suite also writes a JSON report under test-reports/ (every test's name, outcome, time and error),
 * with summary.json for the run: what a CI run leaves to read after its log has scrolled away.
 */
const REPORTS = join(ROOT, 'test-reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
const vitestReport = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(REPORTS, `${name}.json`)}`,
];

if (wants('unit'))
  await runSuite('unit tests', bin('vitest'), [
    'run',
    '--project',
    'unit',
    ...vitestReport('unit'),
    ...selection.files.unit,
  ]);

/**
 * The test stack's throttles, also written out in the tests that count on them. The counts are low, so a
 * test reaches a limit in a few requests, and high enough for the other suites, whose clients each come
 * from an address of their own. A window lasts a minute: a test's burst of requests up to a limit must fit
 * in one on a busy machine (twelve plans or payment intents in a row took more than 12 s there), and what
 * one test counts does not weigh on the others for long. tests/api/throttling.test.ts lets a window pass
 * by moving its counter's start back instead of waiting for it.
 */
const TEST_RATE_LIMITS: Record<string, string> = {
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '10/60',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '15/60',
  RATE_LIMIT_SIGN_UPS_PER_ADDRESS: '5/60',
  RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT: '5/60',
  RATE_LIMIT_PASSWORD_CHECKS_PER_ADDRESS: '8/60',
  RATE_LIMIT_RESET_REQUESTS_PER_ADDRESS: '6/60',
  RATE_LIMIT_RESET_REQUESTS_PER_EMAIL: '3/60',
  RATE_LIMIT_VERIFICATION_EMAILS_PER_ACCOUNT: '3/60',
  RATE_LIMIT_PLAN_GENERATIONS_PER_ACCOUNT: '8/60',
  RATE_LIMIT_PAYMENT_INTENTS_PER_ACCOUNT: '12/60',
  RATE_LIMIT_PAYMENT_VERIFICATIONS_PER_ACCOUNT: '8/60',
  RATE_LIMIT_CHAT_GLOBAL: '100000/60',
  RATE_LIMIT_PARTNER_INVITES_PER_ACCOUNT: '6/60',
  RATE_LIMIT_CALENDAR_FEED_READS: '6/60',
  RATE_LIMIT_PUSH_SUBSCRIPTIONS_PER_ACCOUNT: '12/60',
};

/**
 * One "today" for the whole run, in the function, in the tests and on the browser tests' pages (NASL_PLAN_TODAY,
 * honoured by the function only under the emulator): a run that crosses midnight in the plans' time zone must
 * not see two. It is the day the run starts unless NASL_PLAN_TODAY is given (yyyy-MM-dd), to run the suites on
 * another day, such as one in Ramadan.
 */
function planToday(): { NASL_PLAN_TODAY: string } {
  const given = process.env.NASL_PLAN_TODAY?.trim();
  if (!given) return { NASL_PLAN_TODAY: todayInTimeZone(PLAN_TIME_ZONE) };
  if (!isCivilDate(given)) {
    console.error(`[nasl] NASL_PLAN_TODAY must be a date as yyyy-MM-dd, got "${given}"`);
    process.exit(2);
  }
  console.log(`[nasl] the run's "today" is ${given} (NASL_PLAN_TODAY)`);
  return { NASL_PLAN_TODAY: given };
}

const stack = needsStack
  ? await startStack({
      persist: false,
      randomPorts: true,
      verbose: false,
      functionEnv: { ...TEST_RATE_LIMITS, ...PLAN_TODAY },
    })
  : null;
try {
  if (stack) await runStackSuites(stack);
} finally {
  await stack?.stop();
}

/**
 * The admin's session cookie, for the API suite's files to share: a session each would sign in more than the
 * 20 an account keeps (MAX_SESSIONS_PER_USER), and the oldest, of a long file still running, would end.
 */
async function signIn(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = response.headers.get('set-cookie')?.match(/__session=([^;]+)/)?.[1];
  if (!response.ok || !cookie) throw new Error(`the admin's sign-in answered ${response.status}`);
  return decodeURIComponent(cookie);
}

async function runStackSuites(stack: Awaited<ReturnType<typeof startStack>>) {
  Object.assign(process.env, stack.env);
  const admin = { email: `admin.${Date.now()}@example.com`, password: randomBytes(9).toString('base64url') };
  await ensureAdmin(admin);
  const testEnv = {
    ...stack.env,
    ...TEST_RATE_LIMITS,
    ...PLAN_TODAY,
    NASL_BASE_URL: stack.baseUrl,
    NASL_STRIPE_STANDIN_URL: stack.stripeStandInUrl ?? '',
    NASL_GEMINI_STANDIN_URL: stack.geminiStandInUrl ?? '',
    NASL_FUNCTION_URL: stack.functionUrl,
    NASL_STACK_PIDS: stack.pids.join(','),
    NASL_PUSH_STANDIN_URL: stack.pushStandInUrl ?? '',
    NASL_ADMIN_EMAIL: admin.email,
    NASL_ADMIN_PASSWORD: admin.password,
    CHROMIUM_PATH,
  };
  console.log(`[nasl] local stack for tests at ${stack.baseUrl}`);
  if (wants('api'))
    await runSuite(
      'API tests',
      bin('vitest'),
      [
        'run',
        '--project',
        'api-stack-wide',
        '--project',
        'api',
        ...vitestReport('api'),
        ...selection.files.api,
      ],
      { ...testEnv, NASL_ADMIN_SESSION: await signIn(stack.baseUrl, admin) },
    );
  if (wants('browser')) {
    await runSuite(
      'browser tests',
      bin('playwright'),
      ['test', ...selection.files.browser, ...selection.playwrightOptions],
      { ...testEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: join(REPORTS, 'browser.json') },
    );
  }
}

if (wants('rules')) await runSuite('Firestore rules tests', 'npx', ['tsx', 'scripts/rules-tests.ts']);

const LABELS: Record<Outcome, string> = { passed: 'ok  ', failed: 'FAIL', skipped: 'SKIP' };
const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
console.log('\n[nasl] summary');
for (const result of results) {
  const why = result.reason === undefined ? '' : `: ${result.reason}`;
  console.log(`  ${LABELS[result.outcome]}  ${result.suite} (${result.seconds.toFixed(1)} s)${why}`);
}
console.log(`  total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
writeFileSync(
  join(REPORTS, 'summary.json'),
  `${JSON.stringify({ planToday: PLAN_TODAY.NASL_PLAN_TODAY, seconds: (Date.now() - started) / 1000, suites: results }, null, 2)}\n`,
);
console.log(`[nasl] reports in ${REPORTS}`);
process.exit(count('failed') === 0 ? 0 : 1);
