import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function run(label: string, args: string[]): void {
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`);
  console.log(`[nasl] ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the function bundle always (fast) and the web app when its sources changed since the last build. */
export function buildForStack({ web }: { web: boolean }): void {
  run('built functions', ['run', 'build', '-w', 'functions']);
  if (!web) return;
  // The web build also writes the function's page renderer (web/src/startup/prerender-plugin.ts).
  const builtAt = Math.min(
    newestMtime(join(ROOT, 'web/dist/index.html')),
    newestMtime(join(ROOT, 'functions/lib/web-render/plan-page.mjs')),
  );
  // Sources only: web/dist is the output (and a folder named lib, like web/src/lib, is source).
  const webInputs = ['src', 'public', 'index.html', 'offline.html', 'vite.config.ts', 'package.json'];
  const sourcesAt = Math.max(
    ...webInputs.map((input) => newestMtime(join(ROOT, 'web', input))),
    newestMtime(join(ROOT, 'core/src')),
    newestMtime(join(ROOT, 'package-lock.json')),
  );
  if (builtAt > sourcesAt) {
    console.log('[nasl] web app is up to date (web/dist)');
    return;
  }
  run('built web app', ['run', 'build', '-w', 'web']);
}
