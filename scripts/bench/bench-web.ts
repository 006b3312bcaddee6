/**
 * `npm run bench:web`: Lighthouse 12 (mobile, simulated throttling) on every page a person uses, served by a
 * private local stack: `/`, `/questionnaire` (signed in), a real locked `/plan-preview`, `/results` (a paid
 * plan, its owner signed in), `/profile` (signed in) and `/admin` (the dashboard's counts, the local admin
 * signed in: scripts/stack/seed-admin.ts). Prints each page beside its budgets (docs/architecture.md,
 * Performance): performance ≥ 95 (≥ 90 while the machine's load is above 1), accessibility and best practices
 * 100, SEO ≥ 95 on the public pages, LCP ≤ 2.0 s, CLS ≤ 0.02 and TBT from main-thread CPU time ≤ 200 ms; then
 * the key metrics, the initial JS per route in KB gzip, and the failing audits of any category under budget.
 * `--runs N` (default 3) measures each route N times and reports the median of each figure, as scores move
 * between runs on a busy machine. `--save <dir>` also writes each run's Lighthouse report and trace (JSON, the
 * trace opens in Chromium's Performance panel); `--route` (repeatable) measures only the routes named, e.g.
 * `--route /results --route /admin`.
 *
 * Comparing versions (A/B): `--save-build NAME` builds the working tree and keeps that build as NAME
 * (scripts/bench/saved-builds.ts) without measuring; `--build A --build B …` then measures those saved builds
 * in one run, each on a stack of its own, interleaved (run 1 of every route on every build, then run 2, …),
 * and prints them side by side with each figure's spread. Naming one build twice measures it against itself:
 * the noise of that run.
 *
 * A measurement: it exits 0 when a budget is missed, and non-zero only when it cannot measure.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import TotalBlockingTime from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../chromium.ts';
import { buildForStack, ROOT } from '../stack/build.ts';
import { localAdminCredentials } from '../stack/seed-admin.ts';
import { startStack, type RunningStack } from '../stack/stack.ts';
import { saveBuild, savedBuild } from './saved-builds.ts';

/** The performance budget: 95, or 90 while the shared machine's load is above 1. */
const PERF_BUDGET_QUIET = 95;
const PERF_BUDGET_BUSY = 90;

const CATEGORIES = [
  { id: 'performance', label: 'perf', budget: PERF_BUDGET_QUIET },
  { id: 'accessibility', label: 'a11y', budget: 100 },
  { id: 'best-practices', label: 'BP', budget: 100 },
  // On the public pages only: the others need a session, and robots.txt keeps /admin out of search.
  { id: 'seo', label: 'SEO', budget: 95 },
] as const;

/** The budgets on every page a person uses, printed beside the figures. */
const LCP_BUDGET_MS = 2000;
const CLS_BUDGET = 0.02;
const TBT_CPU_BUDGET_MS = 200;

/** The pages whose SEO is budgeted: the public ones (robots.txt keeps the others out of search anyway). */
const PUBLIC_ROUTES = new Set(['/']);

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

/**
 * The performance score with Lighthouse's TBT replaced by the TBT from thread time (see mainThreadWork),
 * scored on Lighthouse's own mobile curve and weights: what Lighthouse would give were the page's tasks as
 * long as the work they did. An estimate printed beside the score, never in its place: the budget is the score.
 */
function perfFromThreadTime({ lhr, work }: RunResult): number {
  const tbtCurve = TotalBlockingTime.defaultOptions.mobile.scoring;
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.weight === 0) continue;
    const score =
      ref.id === 'total-blocking-time'
        ? Audit.computeLogNormalScore(tbtCurve, work.blockingMs)
        : (lhr.audits[ref.id]?.score ?? 0);
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : Math.round((weighted / weights) * 100);
}

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

/** The performance budget for a run that started at this load average. */
const perfBudgetAt = (load: number) => (load > 1 ? PERF_BUDGET_BUSY : PERF_BUDGET_QUIET);

function categoryBudget(id: string, route: string, load: number): number | null {
  if (id === 'performance') return perfBudgetAt(load);
  if (id === 'seo' && !PUBLIC_ROUTES.has(route)) return null;
  return CATEGORIES.find((c) => c.id === id)!.budget;
}

const verdict = (within: boolean) => (within ? 'OK' : 'OVER');

function printReport(results: RouteResult[], load: number): void {
  const width = Math.max(16, ...results.map((result) => labelOf(result).length + 2));
  console.log(
    `\nLighthouse 12 (mobile, simulated throttling); median of ${RUNS} run(s) per route; score / budget ` +
      `(performance ≥ ${perfBudgetAt(load)} at a load of ${load.toFixed(2)}; SEO on public pages only)`,
  );
  console.log(
    cell('route', width) +
      CATEGORIES.map((c) =>
        cell(
          `${c.label} (${c.id === 'accessibility' || c.id === 'best-practices' ? '=' : '≥'}${c.id === 'performance' ? perfBudgetAt(load) : c.budget})`,
          13,
        ),
      ).join('') +
      cell('FCP', 10) +
      cell(`LCP (≤${LCP_BUDGET_MS / 1000} s)`, 16) +
      cell('TBT', 10) +
      cell(`CLS (≤${CLS_BUDGET})`, 14) +
      cell(`TBT cpu (≤${TBT_CPU_BUDGET_MS})`, 18) +
      cell('perf cpu', 10) +
      cell('main cpu', 10) +
      'JS KB gzip',
  );
  for (const result of results) {
    const { runs } = result;
    const scores = CATEGORIES.map((c) => {
      const score = median(runs.map(({ lhr }) => categoryScore(lhr, c.id)));
      const budget = categoryBudget(c.id, result.route, load);
      return cell(`${score} ${budget === null ? '-' : score >= budget ? 'OK' : 'UNDER'}`, 13);
    }).join('');
    const lcp = median(metricValues(runs, 'largest-contentful-paint'));
    const cls = median(metricValues(runs, 'cumulative-layout-shift'));
    const tbtCpu = median(runs.map((run) => run.work.blockingMs));
    const metrics =
      cell(metric(runs, 'first-contentful-paint', 's'), 10) +
      cell(`${formatMetric(lcp, 's')} ${verdict(lcp <= LCP_BUDGET_MS)}`, 16) +
      cell(metric(runs, 'total-blocking-time', 'ms'), 10) +
      cell(`${formatMetric(cls, '')} ${verdict(cls <= CLS_BUDGET)}`, 14) +
      cell(`${tbtCpu.toFixed(0)} ms ${verdict(tbtCpu <= TBT_CPU_BUDGET_MS)}`, 18) +
      cell(`${median(runs.map(perfFromThreadTime))}`, 10) +
      cell(`${median(runs.map((run) => run.work.cpuMs)).toFixed(0)} ms`, 10);
    const jsKb = median(runs.map((run) => run.jsKb));
    const jsFiles = median(runs.map((run) => run.jsFiles));
    console.log(cell(labelOf(result), width) + scores + metrics + `${jsKb.toFixed(1)} (${jsFiles} files)`);
  }
  console.log(
    '\nEach run (perf score / FCP s / LCP s / TBT ms / CLS / TBT from CPU time ms / perf with that TBT):',
  );
  for (const result of results) {
    const each = result.runs.map((run) =>
      [
        categoryScore(run.lhr, 'performance'),
        ((run.lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
        ((run.lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2),
        (run.lhr.audits['total-blocking-time']?.numericValue ?? 0).toFixed(0),
        (run.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        run.work.blockingMs.toFixed(0),
        perfFromThreadTime(run),
      ].join(' / '),
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
      const budget = categoryBudget(c.id, result.route, load);
      if (!category || budget === null || Math.round((category.score ?? 0) * 100) >= budget) continue;
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
      unit: 'score',
    },
    ...METRICS.map((m) => ({
      label: m.label,
      values: (runs: RunResult[]) => metricValues(runs, m.id),
      unit: m.unit,
    })),
    { label: 'TBT cpu', values: (runs: RunResult[]) => runs.map((run) => run.work.blockingMs), unit: 'ms' },
    { label: 'perf cpu', values: (runs: RunResult[]) => runs.map(perfFromThreadTime), unit: 'score' },
    { label: 'main cpu', values: (runs: RunResult[]) => runs.map((run) => run.work.cpuMs), unit: 'ms' },
    { label: 'JS KB', values: (runs: RunResult[]) => runs.map((run) => run.jsKb), unit: 'kb' },
  ];
  const show = (value: number, unit: string) =>
    unit === 'score' ? value.toFixed(0) : unit === 'kb' ? value.toFixed(1) : formatMetric(value, unit);
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
): Promise<{ lhr: LighthouseResult; work: MainThreadWork; trace: unknown }> {
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
    return {
      lhr,
      work: mainThreadWork(events, metrics?.observedFirstContentfulPaintTs ?? 0),
      trace: artifacts.Trace,
    };
  }
  if (attempts > 1) {
    console.log(`[bench:web] ${url}: ${lhr.runtimeError.code}, measuring again`);
    return measure(url, port, cookie, attempts - 1);
  }
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

/** Who a page is measured as: a guest, the person with the plans, or the local admin. */
type Visitor = 'guest' | 'person' | 'admin';

/** The plans the person has: one locked (unpaid), one paid. */
interface Plans {
  locked: string;
  paid: string;
}

interface Target {
  build: string | null;
  dist: string;
  stack: RunningStack;
  cookies: Record<Visitor, string | null>;
  plans: Plans;
}

/**
 * The local admin (scripts/stack/seed-admin.ts), made in a process of its own: the Admin SDK reads the
 * emulators' addresses once per process, and every build is served by a stack with its own. Not waited for
 * synchronously: the stack's Firestore stand-in answers from this process.
 */
async function seedLocalAdmin(stack: RunningStack): Promise<void> {
  const seedAdmin = pathToFileURL(join(ROOT, 'scripts/stack/seed-admin.ts')).href;
  const seeding = spawn(
    process.execPath,
    [
      ...process.execArgv,
      '--input-type=module',
      '--eval',
      `import { ensureAdmin, localAdminCredentials } from ${JSON.stringify(seedAdmin)};\n` +
        'await ensureAdmin(localAdminCredentials());\nprocess.exit(0);',
    ],
    { env: { ...process.env, ...stack.env }, stdio: 'inherit' },
  );
  const [code] = (await once(seeding, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding the local admin failed (exit ${code})`);
}

/**
 * A stack serving one build, with a person signed in who has a locked plan (and, when `/results` is measured,
 * a paid one) and, when `/admin` is measured, the local admin signed in; every measured page warmed up.
 */
async function startTarget(build: string | null): Promise<Target> {
  const saved = build === null ? undefined : savedBuild(build.replace(/#\d+$/, ''));
  const stack = await startStack({ persist: false, randomPorts: true, verbose: false, build: saved });
  try {
    // The tests' HTTP client reads the first stack's address from the environment; each call names its own.
    process.env.NASL_BASE_URL ??= stack.baseUrl;
    const { Client, registeredClient } = await import('../../tests/support/http.ts');
    const { logIn } = await import('../../tests/support/fixtures/accounts.ts');
    const { createPlan } = await import('../../tests/support/fixtures/plans.ts');
    const { payForPlan } = await import('../../tests/support/fixtures/payments.ts');
    const measured = new Set(ROUTES.map(({ route }) => route));
    const { client } = await registeredClient(
      { email: `bench.web.${Date.now()}@example.com` },
      stack.baseUrl,
    );
    const locked = await createPlan(client);
    if (!locked.locked) throw new Error('the new plan should be locked (unpaid)');
    const plans: Plans = { locked: locked.id, paid: '' };
    if (measured.has('/results')) {
      plans.paid = (await createPlan(client)).id;
      await payForPlan(client, plans.paid);
    }
    let admin: string | null = null;
    if (measured.has('/admin')) {
      await seedLocalAdmin(stack);
      const adminClient = new Client(undefined, undefined, stack.baseUrl);
      await logIn(adminClient, localAdminCredentials());
      admin = `__session=${adminClient.cookie}`;
    }
    const cookies: Record<Visitor, string | null> = {
      guest: null,
      person: `__session=${client.cookie}`,
      admin,
    };
    // The first request after the emulators start is slow (~1.5 s); warm every page and API up before measuring.
    for (const { path, visitor } of routesFor(plans)) {
      const cookie = cookies[visitor];
      await fetch(`${stack.baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
    }
    for (const id of Object.values(plans).filter(Boolean)) await client.get(`/api/plans/${id}`);
    if (admin) await fetch(`${stack.baseUrl}/api/admin/overview`, { headers: { cookie: admin } });
    // The Functions emulator runs one request per worker process and starts a new one (about 2 s here) for a
    // request that arrives while all are busy; a deployed function serves concurrent requests from one warm
    // instance. A page sends its session check and its data at once, so several workers are started first.
    await Promise.all(
      Array.from({ length: CONCURRENT_PAGE_REQUESTS }, () => fetch(`${stack.baseUrl}/api/auth/me`)),
    );
    return { build, dist: saved?.webDist ?? join(ROOT, 'web/dist'), stack, cookies, plans };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/** The routes measured unless `--route` names others: every page a person uses. */
const DEFAULT_ROUTES = ['/', '/questionnaire', '/plan-preview', '/results', '/profile', '/admin'];

function routesFor(plans: Plans): { route: string; path: string; visitor: Visitor }[] {
  const all: { route: string; path: string; visitor: Visitor }[] = [
    { route: '/', path: '/', visitor: 'guest' },
    // The questionnaire needs a session (a guest is sent home), so it is measured signed in, like the plan.
    { route: '/questionnaire', path: '/questionnaire', visitor: 'person' },
    {
      route: '/plan-preview',
      path: `/plan-preview?id=${encodeURIComponent(plans.locked)}`,
      visitor: 'person',
    },
    // The address checkout returns to once the plan is paid.
    { route: '/results', path: `/results?plan_id=${encodeURIComponent(plans.paid)}`, visitor: 'person' },
    { route: '/profile', path: '/profile', visitor: 'person' },
    { route: '/admin', path: '/admin', visitor: 'admin' },
  ];
  const wanted = ONLY_ROUTES.length === 0 ? DEFAULT_ROUTES : ONLY_ROUTES;
  return all.filter(({ route }) => wanted.includes(route));
}

/** The measured routes (their paths depend on each stack's plans). */
const ROUTES = routesFor({ locked: '', paid: '' });

const unknownRoutes = ONLY_ROUTES.filter((route) => !ROUTES.some((known) => known.route === route));
if (unknownRoutes.length > 0) {
  console.error(`[bench:web] --route: no such route (${unknownRoutes.join(', ')})`);
  process.exit(1);
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
  const routes = ROUTES;

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
          const { path, visitor } = routesFor(target.plans).find((r) => r.route === route)!;
          const { lhr, work, trace } = await measure(
            `${target.stack.baseUrl}${path}`,
            chrome.port,
            target.cookies[visitor],
          );
          const label = labelOf({ route, build: target.build, runs: [] });
          if (SAVE_DIR) {
            mkdirSync(SAVE_DIR, { recursive: true });
            const name = `${route === '/' ? 'home' : route.slice(1)}${target.build ? `.${target.build}` : ''}`;
            writeFileSync(join(SAVE_DIR, `${name}.${run}.report.json`), JSON.stringify(lhr));
            writeFileSync(join(SAVE_DIR, `${name}.${run}.trace.json`), JSON.stringify(trace));
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
  printReport(results, loadBefore);
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
