/**
 * `npm run bench:web`: Lighthouse 12 (mobile, simulated throttling) on `/`, `/questionnaire` and a real locked
 * `/plan-preview` served by a private local stack; prints each category beside its budget (docs/architecture.md),
 * the key metrics, the initial JS per route in KB gzip, and the failing audits of any category under budget.
 * `--runs N` (default 3) measures each route N times and reports the median of each figure, as scores move
 * between runs on a busy machine. `--save <dir>` also writes each run's Lighthouse report (JSON); `--route`
 * measures only the routes named. A
 * measurement: it exits 0 when a budget is missed, and non-zero only when it cannot measure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../chromium.ts';
import { buildForStack, ROOT } from '../stack/build.ts';
import { startStack } from '../stack/stack.ts';

const CATEGORIES = [
  { id: 'performance', label: 'perf', budget: 95 },
  { id: 'accessibility', label: 'a11y', budget: 100 },
  { id: 'best-practices', label: 'BP', budget: 100 },
  { id: 'seo', label: 'SEO', budget: 95 },
] as const;

const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
] as const;

/** The budget for the initial JS of `/` (docs/architecture.md, Performance). */
const HOME_JS_BUDGET_KB = 150;
const DIST = join(ROOT, 'web/dist');
/** The most API requests a measured page has in flight at once (session, data, and the app's own). */
const CONCURRENT_PAGE_REQUESTS = 4;
/** `--save <dir>` keeps each run's full Lighthouse report (JSON) for a closer look. */
const SAVE_DIR = process.argv.includes('--save')
  ? process.argv[process.argv.indexOf('--save') + 1]
  : undefined;
const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3);
/** `--route <path>` (repeatable) measures only those routes, e.g. `--route /plan-preview`. */
const ONLY_ROUTES = process.argv.flatMap((arg, index) =>
  process.argv[index - 1] === '--route' ? [arg] : [],
);

interface RunResult {
  lhr: LighthouseResult;
  jsKb: number;
  jsFiles: number;
  /** Requests for Stripe.js or the app's Stripe code: allowed on checkout only. */
  stripeRequests: number;
}

interface RouteResult {
  route: string;
  runs: RunResult[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const categoryScore = (lhr: LighthouseResult, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The run whose performance score is the median one: its failing audits are the ones printed. */
function medianRun(runs: RunResult[]): RunResult {
  const sorted = [...runs].sort(
    (a, b) => categoryScore(a.lhr, 'performance') - categoryScore(b.lhr, 'performance'),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function stripeRequests(lhr: LighthouseResult): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
  return (items ?? []).filter(({ url }) => /stripe/i.test(url)).length;
}

/** The gzip size of the JS the page requested while loading, from the build (the emulator may not compress). */
function initialJs(lhr: LighthouseResult): { kb: number; files: number } {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
  if (!items) throw new Error('Lighthouse returned no network records');
  const files = new Set<string>();
  for (const { url } of items) {
    const { pathname } = new URL(url);
    if (pathname.endsWith('.js') && existsSync(join(DIST, pathname))) files.add(pathname);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: files.size };
}

function metric(runs: RunResult[], id: string, unit: string): string {
  const values = runs.flatMap(({ lhr }) => lhr.audits[id]?.numericValue ?? []);
  if (values.length === 0) return '-';
  const value = median(values);
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return value.toFixed(3);
}

function printReport(results: RouteResult[]): void {
  const cell = (text: string, width: number) => text.padEnd(width);
  console.log(
    `\nLighthouse 12 (mobile, simulated throttling); median of ${RUNS} run(s) per route; score / budget`,
  );
  console.log(
    cell('route', 16) +
      CATEGORIES.map((c) =>
        cell(
          `${c.label} (${c.id === 'accessibility' || c.id === 'best-practices' ? '=' : '≥'}${c.budget})`,
          13,
        ),
      ).join('') +
      METRICS.map((m) => cell(m.label, 10)).join('') +
      `JS KB gzip (/ ≤ ${HOME_JS_BUDGET_KB})`,
  );
  for (const { route, runs } of results) {
    const scores = CATEGORIES.map((c) => {
      const score = median(runs.map(({ lhr }) => categoryScore(lhr, c.id)));
      return cell(`${score} ${score >= c.budget ? 'OK' : 'UNDER'}`, 13);
    }).join('');
    const metrics = METRICS.map((m) => cell(metric(runs, m.id, m.unit), 10)).join('');
    const jsKb = median(runs.map((run) => run.jsKb));
    const jsFiles = median(runs.map((run) => run.jsFiles));
    const js = `${jsKb.toFixed(1)} (${jsFiles} files)${route === '/' ? (jsKb <= HOME_JS_BUDGET_KB ? ' OK' : ' OVER') : ''}`;
    console.log(cell(route, 16) + scores + metrics + js);
  }
  console.log('\nEach run (perf score, FCP s, TBT ms):');
  for (const { route, runs } of results) {
    const each = runs.map(
      ({ lhr }) =>
        `${categoryScore(lhr, 'performance')} / ${((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} / ${(lhr.audits['total-blocking-time']?.numericValue ?? 0).toFixed(0)}`,
    );
    console.log(`  ${cell(route, 16)}${each.join('   ')}`);
  }
  console.log(
    `Stripe requests (allowed on checkout only): ${results.map((r) => `${r.route} ${Math.max(...r.runs.map((run) => run.stripeRequests))}`).join(', ')}`,
  );
  for (const { route, runs } of results) {
    const { lhr } = medianRun(runs);
    for (const c of CATEGORIES) {
      const category = lhr.categories[c.id];
      if (!category || Math.round((category.score ?? 0) * 100) >= c.budget) continue;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map(
          (audit) =>
            `${audit.id} (${Math.round((audit.score ?? 0) * 100)})${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
        );
      console.log(`\n${route} ${c.id} under budget; failing audits:`);
      for (const line of failing.length ? failing : ['(none weighted; see the report)'])
        console.log(`  - ${line}`);
    }
  }
}

/** One Lighthouse run; a run whose trace Lighthouse itself failed to record (NO_NAVSTART, …) is retried. */
async function measure(
  url: string,
  port: number,
  cookie: string | null,
  attempts = 3,
): Promise<LighthouseResult> {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runnerResult;
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) {
    console.log(`[bench:web] ${url}: ${lhr.runtimeError.code}, measuring again`);
    return measure(url, port, cookie, attempts - 1);
  }
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

ensureChromium();
buildForStack({ web: true });
const stack = await startStack({ persist: false, randomPorts: true, verbose: false });
let failed = false;
try {
  Object.assign(process.env, stack.env, { NASL_BASE_URL: stack.baseUrl });
  const { registeredClient } = await import('../../tests/support/http.ts');
  const { createPlan } = await import('../../tests/support/plans.ts');
  const { client } = await registeredClient({ email: `bench.web.${Date.now()}@example.com` });
  const plan = await createPlan(client);
  if (!plan.locked) throw new Error('the new plan should be locked (unpaid)');
  const cookie = `__session=${client.cookie}`;

  const routes = [
    { route: '/', path: '/', cookie: false },
    // The questionnaire needs a session (a guest is sent home), so it is measured signed in, like the plan.
    { route: '/questionnaire', path: '/questionnaire', cookie: true },
    { route: '/plan-preview', path: `/plan-preview?id=${encodeURIComponent(plan.id)}`, cookie: true },
  ].filter(({ route }) => ONLY_ROUTES.length === 0 || ONLY_ROUTES.includes(route));
  if (routes.length === 0) throw new Error(`--route: no such route (${ONLY_ROUTES.join(', ')})`);
  // The first request after the emulators start is slow (~1.5 s); warm every page and API up before measuring.
  for (const { path, cookie: withCookie } of routes) {
    await fetch(`${stack.baseUrl}${path}`, { headers: withCookie ? { cookie } : {} });
  }
  await client.get(`/api/plans/${plan.id}`);
  // The Functions emulator runs one request per worker process and starts a new one (about 2 s here) for a
  // request that arrives while all are busy; a deployed function serves concurrent requests from one warm
  // instance. A page sends its session check and its data at once, so several workers are started first.
  await Promise.all(
    Array.from({ length: CONCURRENT_PAGE_REQUESTS }, () => fetch(`${stack.baseUrl}/api/auth/me`)),
  );

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  const results: RouteResult[] = routes.map(({ route }) => ({ route, runs: [] }));
  const loadBefore = loadavg()[0]!;
  try {
    // Round-robin, so a burst of load from elsewhere on the machine does not land on one route's runs only.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [index, { route, path, cookie: withCookie }] of routes.entries()) {
        const lhr = await measure(`${stack.baseUrl}${path}`, chrome.port, withCookie ? cookie : null);
        if (SAVE_DIR) {
          mkdirSync(SAVE_DIR, { recursive: true });
          const name = route === '/' ? 'home' : route.slice(1);
          writeFileSync(join(SAVE_DIR, `${name}.${run}.report.json`), JSON.stringify(lhr));
        }
        const js = initialJs(lhr);
        results[index]!.runs.push({
          lhr,
          jsKb: js.kb,
          jsFiles: js.files,
          stripeRequests: stripeRequests(lhr),
        });
        console.log(`[bench:web] measured ${route} (run ${run} of ${RUNS})`);
      }
    }
  } finally {
    chrome.kill();
  }
  printReport(results);
  console.log(
    `\nLoad average (1 min) when the runs started: ${loadBefore.toFixed(2)}, when they ended: ${loadavg()[0]!.toFixed(2)}`,
  );
} catch (error) {
  failed = true;
  console.error('[bench:web] could not measure:', error);
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
