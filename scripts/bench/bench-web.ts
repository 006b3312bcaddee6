/**
 * `npm run bench:web`: Lighthouse 12 (mobile, simulated throttling) on `/`, `/questionnaire` and a real locked
 * `/plan-preview` served by a private local stack; prints each category beside its budget (docs/architecture.md),
 * the key metrics, the initial JS per route in KB gzip, and the failing audits of any category under budget.
 * `--runs N` (default 3) measures each route N times and reports the median of each figure, as scores move
 * between runs on a busy machine. `--save <dir>` also writes each run's Lighthouse report (JSON); `--route`
 * measures only the routes named.
 *
 * Comparing versions (A/B): `--save-build NAME` builds the working tree and keeps that build as NAME
 * (scripts/bench/saved-builds.ts) without measuring; `--build A --build B …` then measures those saved builds
 * in one run, each on a stack of its own, interleaved (run 1 of every route on every build, then run 2, …),
 * and prints them side by side with each figure's spread. Naming one build twice measures it against itself:
 * the noise of that run.
 *
 * A measurement: it exits 0 when a budget is missed, and non-zero only when it cannot measure.
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
import { startStack, type RunningStack } from '../stack/stack.ts';
import { saveBuild, savedBuild } from './saved-builds.ts';

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

/** The most API requests a measured page has in flight at once (session, data, and the app's own). */
const CONCURRENT_PAGE_REQUESTS = 4;
/** `--save <dir>` keeps each run's full Lighthouse report (JSON) for a closer look. */
const SAVE_DIR = process.argv.includes('--save')
  ? process.argv[process.argv.indexOf('--save') + 1]
  : undefined;
const RUNS = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3);
/** The values of a repeatable option, e.g. `--route /plan-preview --route /`. */
const valuesOf = (option: string) =>
  process.argv.flatMap((arg, index) => (process.argv[index - 1] === option ? [arg] : []));
/** `--route <path>` (repeatable) measures only those routes, e.g. `--route /plan-preview`. */
const ONLY_ROUTES = valuesOf('--route');
/** `--build <name>` (repeatable): saved builds to compare, instead of the working tree's. */
const BUILDS = valuesOf('--build');
const SAVE_BUILD = valuesOf('--save-build')[0];

interface RunResult {
  lhr: LighthouseResult;
  /** The main thread's work after the first paint, from the trace's thread time (see mainThreadWork). */
  work: MainThreadWork;
  jsKb: number;
  jsFiles: number;
  /** Requests for Stripe.js or the app's Stripe code: allowed on checkout only. */
  stripeRequests: number;
}

interface RouteResult {
  route: string;
  /** The saved build measured, or null for the working tree's. */
  build: string | null;
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
function initialJs(lhr: LighthouseResult, dist: string): { kb: number; files: number } {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items;
  if (!items) throw new Error('Lighthouse returned no network records');
  const files = new Set<string>();
  for (const { url } of items) {
    const { pathname } = new URL(url);
    if (pathname.endsWith('.js') && existsSync(join(dist, pathname))) files.add(pathname);
  }
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return { kb: bytes / 1024, files: files.size };
}

const metricValues = (runs: RunResult[], id: string) =>
  runs.flatMap(({ lhr }) => lhr.audits[id]?.numericValue ?? []);

function formatMetric(value: number, unit: string): string {
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${value.toFixed(0)} ms`;
  return value.toFixed(3);
}

function metric(runs: RunResult[], id: string, unit: string): string {
  const values = metricValues(runs, id);
  return values.length === 0 ? '-' : formatMetric(median(values), unit);
}

const cell = (text: string, width: number) => text.padEnd(width);
const labelOf = ({ route, build }: RouteResult) => (build === null ? route : `${route} [${build}]`);

function printReport(results: RouteResult[]): void {
  const width = Math.max(16, ...results.map((result) => labelOf(result).length + 2));
  console.log(
    `\nLighthouse 12 (mobile, simulated throttling); median of ${RUNS} run(s) per route; score / budget`,
  );
  console.log(
    cell('route', width) +
      CATEGORIES.map((c) =>
        cell(
          `${c.label} (${c.id === 'accessibility' || c.id === 'best-practices' ? '=' : '≥'}${c.budget})`,
          13,
        ),
      ).join('') +
      METRICS.map((m) => cell(m.label, 10)).join('') +
      cell('TBT cpu', 10) +
      cell('main cpu', 10) +
      'JS KB gzip',
  );
  for (const result of results) {
    const { runs } = result;
    const scores = CATEGORIES.map((c) => {
      const score = median(runs.map(({ lhr }) => categoryScore(lhr, c.id)));
      return cell(`${score} ${score >= c.budget ? 'OK' : 'UNDER'}`, 13);
    }).join('');
    const metrics =
      METRICS.map((m) => cell(metric(runs, m.id, m.unit), 10)).join('') +
      cell(`${median(runs.map((run) => run.work.blockingMs)).toFixed(0)} ms`, 10) +
      cell(`${median(runs.map((run) => run.work.cpuMs)).toFixed(0)} ms`, 10);
    const jsKb = median(runs.map((run) => run.jsKb));
    const jsFiles = median(runs.map((run) => run.jsFiles));
    console.log(cell(labelOf(result), width) + scores + metrics + `${jsKb.toFixed(1)} (${jsFiles} files)`);
  }
  console.log('\nEach run (perf score / FCP s / LCP s / TBT ms / CLS / TBT from CPU time ms):');
  for (const result of results) {
    const each = result.runs.map(
      ({ lhr, work }) =>
        [
          categoryScore(lhr, 'performance'),
          ((lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
          ((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
          (lhr.audits['total-blocking-time']?.numericValue ?? 0).toFixed(0),
          (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        ].join(' / ') + ` / ${work.blockingMs.toFixed(0)}`,
    );
    console.log(`  ${cell(labelOf(result), width)}${each.join('   ')}`);
  }
  console.log(
    `Stripe requests (allowed on checkout only): ${results.map((r) => `${labelOf(r)} ${Math.max(...r.runs.map((run) => run.stripeRequests))}`).join(', ')}`,
  );
  for (const result of results) {
    const { lhr } = medianRun(result.runs);
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
      console.log(`\n${labelOf(result)} ${c.id} under budget; failing audits:`);
      for (const line of failing.length ? failing : ['(none weighted; see the report)'])
        console.log(`  - ${line}`);
    }
  }
}

/**
 * Several builds side by side: for each route and figure, each build's median and its runs' range, and the
 * difference of its median from the first build's. A difference inside the ranges is the machine's noise.
 */
function printComparison(results: RouteResult[], builds: string[]): void {
  console.log(
    `\nSide by side: median [min-max] of ${RUNS} runs, and each build's median minus ${builds[0]}'s`,
  );
  const figures = [
    {
      label: 'perf',
      values: (runs: RunResult[]) => runs.map(({ lhr }) => categoryScore(lhr, 'performance')),
      unit: '',
    },
    ...METRICS.map((m) => ({
      label: m.label,
      values: (runs: RunResult[]) => metricValues(runs, m.id),
      unit: m.unit,
    })),
    { label: 'TBT cpu', values: (runs: RunResult[]) => runs.map((run) => run.work.blockingMs), unit: 'ms' },
    { label: 'main cpu', values: (runs: RunResult[]) => runs.map((run) => run.work.cpuMs), unit: 'ms' },
    { label: 'JS KB', values: (runs: RunResult[]) => runs.map((run) => run.jsKb), unit: 'kb' },
  ];
  const show = (value: number, unit: string) =>
    unit === '' ? value.toFixed(0) : unit === 'kb' ? value.toFixed(1) : formatMetric(value, unit);
  for (const route of [...new Set(results.map((r) => r.route))]) {
    console.log(`\n${route}`);
    const rows = results.filter((r) => r.route === route);
    const first = rows[0]!;
    const width = Math.max(12, ...builds.map((b) => b.length + 2));
    console.log(cell('build', width) + figures.map((f) => cell(f.label, 31)).join(''));
    for (const row of rows) {
      const cells = figures.map((f) => {
        const values = f.values(row.runs);
        const baseline = median(f.values(first.runs));
        const delta = median(values) - baseline;
        const sign = delta >= 0 ? '+' : '-';
        const text = `${show(median(values), f.unit)} [${show(Math.min(...values), f.unit)}-${show(Math.max(...values), f.unit)}]${row === first ? '' : ` ${sign}${show(Math.abs(delta), f.unit)}`}`;
        return cell(`${text} `, 31);
      });
      console.log(cell(row.build ?? '', width) + cells.join(''));
    }
  }
}

/** One Lighthouse run; a run whose trace Lighthouse itself failed to record (NO_NAVSTART, …) is retried. */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

interface MainThreadWork {
  /** The page's main-thread CPU time from its first paint on, in ms. */
  cpuMs: number;
  /** Total blocking time computed from that CPU time as Lighthouse computes it from wall time (4x, 50 ms). */
  blockingMs: number;
}

/**
 * Lighthouse's TBT scales the wall time of each task it observed by 4, so on a busy machine it counts the
 * time the page waited for a core as the page's own work (the same build's TBT moved from 2 to 10 s within
 * one run at load 20). The trace also records each task's thread time (`tdur`: time actually on a core),
 * which the machine's load does not inflate: the same sum over it is the page's work, whatever the load.
 */
function mainThreadWork(events: TraceEvent[], firstPaintTs: number): MainThreadWork {
  let best: MainThreadWork = { cpuMs: 0, blockingMs: 0 };
  const rendererMains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  for (const thread of rendererMains) {
    const work: MainThreadWork = { cpuMs: 0, blockingMs: 0 };
    for (const event of events) {
      if (event.pid !== thread.pid || event.tid !== thread.tid || event.name !== 'RunTask') continue;
      if (event.ph !== 'X' || event.ts < firstPaintTs) continue;
      const cpuMs = (event.tdur ?? event.dur ?? 0) / 1000;
      work.cpuMs += cpuMs;
      work.blockingMs += Math.max(0, 4 * cpuMs - 50);
    }
    if (work.cpuMs > best.cpuMs) best = work;
  }
  return best;
}

async function measure(
  url: string,
  port: number,
  cookie: string | null,
  attempts = 3,
): Promise<{ lhr: LighthouseResult; work: MainThreadWork }> {
  const runnerResult = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = runnerResult;
  if (!lhr.runtimeError) {
    const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaintTs?: number }[] })
      ?.items?.[0];
    const events = (artifacts.Trace as unknown as { traceEvents: TraceEvent[] }).traceEvents;
    return { lhr, work: mainThreadWork(events, metrics?.observedFirstContentfulPaintTs ?? 0) };
  }
  if (attempts > 1) {
    console.log(`[bench:web] ${url}: ${lhr.runtimeError.code}, measuring again`);
    return measure(url, port, cookie, attempts - 1);
  }
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

interface Target {
  build: string | null;
  dist: string;
  stack: RunningStack;
  cookie: string;
  planId: string;
}

/** A stack serving one build, with a person signed in who has a locked plan; every page warmed up. */
async function startTarget(build: string | null): Promise<Target> {
  const saved = build === null ? undefined : savedBuild(build.replace(/#\d+$/, ''));
  const stack = await startStack({ persist: false, randomPorts: true, verbose: false, build: saved });
  try {
    // The tests' HTTP client reads the first stack's address from the environment; each call names its own.
    process.env.NASL_BASE_URL ??= stack.baseUrl;
    const { registeredClient } = await import('../../tests/support/http.ts');
    const { createPlan } = await import('../../tests/support/fixtures/plans.ts');
    const { client } = await registeredClient(
      { email: `bench.web.${Date.now()}@example.com` },
      stack.baseUrl,
    );
    const plan = await createPlan(client);
    if (!plan.locked) throw new Error('the new plan should be locked (unpaid)');
    const cookie = `__session=${client.cookie}`;
    // The first request after the emulators start is slow (~1.5 s); warm every page and API up before measuring.
    for (const { path, cookie: withCookie } of routesFor(plan.id)) {
      await fetch(`${stack.baseUrl}${path}`, { headers: withCookie ? { cookie } : {} });
    }
    await client.get(`/api/plans/${plan.id}`);
    // The Functions emulator runs one request per worker process and starts a new one (about 2 s here) for a
    // request that arrives while all are busy; a deployed function serves concurrent requests from one warm
    // instance. A page sends its session check and its data at once, so several workers are started first.
    await Promise.all(
      Array.from({ length: CONCURRENT_PAGE_REQUESTS }, () => fetch(`${stack.baseUrl}/api/auth/me`)),
    );
    return { build, dist: saved?.webDist ?? join(ROOT, 'web/dist'), stack, cookie, planId: plan.id };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

function routesFor(planId: string) {
  return [
    { route: '/', path: '/', cookie: false },
    // The questionnaire needs a session (a guest is sent home), so it is measured signed in, like the plan.
    { route: '/questionnaire', path: '/questionnaire', cookie: true },
    { route: '/plan-preview', path: `/plan-preview?id=${encodeURIComponent(planId)}`, cookie: true },
  ].filter(({ route }) => ONLY_ROUTES.length === 0 || ONLY_ROUTES.includes(route));
}

if (SAVE_BUILD) {
  buildForStack({ web: true });
  const saved = saveBuild(SAVE_BUILD);
  console.log(`[bench:web] saved this build as "${SAVE_BUILD}" (${saved.webDist}, ${saved.functionsDir})`);
  process.exit(0);
}

ensureChromium();
// A build named twice is measured twice, each on a stack of its own: the noise between two copies of one build.
const buildNames: (string | null)[] =
  BUILDS.length === 0
    ? [null]
    : BUILDS.map((name, index) => (BUILDS.indexOf(name) === index ? name : `${name}#${index + 1}`));
if (BUILDS.length === 0) buildForStack({ web: true });
const targets: Target[] = [];
let failed = false;
try {
  for (const build of buildNames) {
    // A stack that does not come up on a busy machine is started once more.
    targets.push(
      await startTarget(build).catch((error: unknown) => {
        console.log(`[bench:web] ${build ?? 'the build'}: its stack did not start (${String(error)}), again`);
        return startTarget(build);
      }),
    );
    if (build !== null)
      console.log(`[bench:web] build "${build}" served at ${targets.at(-1)!.stack.baseUrl}`);
  }
  const routes = routesFor('');
  if (routes.length === 0) throw new Error(`--route: no such route (${ONLY_ROUTES.join(', ')})`);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  });
  const results: RouteResult[] = routes.flatMap(({ route }) =>
    targets.map((target) => ({ route, build: target.build, runs: [] })),
  );
  const loadBefore = loadavg()[0]!;
  try {
    // Round-robin over routes and builds, so a burst of load from elsewhere on the machine does not land on
    // one route's or one build's runs only.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const { route } of routes) {
        for (const target of targets) {
          const { path, cookie: withCookie } = routesFor(target.planId).find((r) => r.route === route)!;
          const { lhr, work } = await measure(
            `${target.stack.baseUrl}${path}`,
            chrome.port,
            withCookie ? target.cookie : null,
          );
          const label = labelOf({ route, build: target.build, runs: [] });
          if (SAVE_DIR) {
            mkdirSync(SAVE_DIR, { recursive: true });
            const name = `${route === '/' ? 'home' : route.slice(1)}${target.build ? `.${target.build}` : ''}`;
            writeFileSync(join(SAVE_DIR, `${name}.${run}.report.json`), JSON.stringify(lhr));
          }
          const js = initialJs(lhr, target.dist);
          results
            .find((r) => r.route === route && r.build === target.build)!
            .runs.push({ lhr, work, jsKb: js.kb, jsFiles: js.files, stripeRequests: stripeRequests(lhr) });
          console.log(`[bench:web] measured ${label} (run ${run} of ${RUNS})`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  printReport(results);
  if (targets.length > 1)
    printComparison(
      results,
      buildNames.map((name) => name ?? ''),
    );
  console.log(
    `\nLoad average (1 min) when the runs started: ${loadBefore.toFixed(2)}, when they ended: ${loadavg()[0]!.toFixed(2)}`,
  );
} catch (error) {
  failed = true;
  console.error('[bench:web] could not measure:', error);
} finally {
  for (const target of targets) await target.stack.stop();
}
process.exit(failed ? 1 : 0);
