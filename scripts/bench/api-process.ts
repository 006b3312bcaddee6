/**
 * The `api` function's Express app in a plain Node process of its own (scripts/bench/api-server.ts), as a
 * function instance runs it, for the benches that load it or measure its memory: the Functions emulator
 * starts a worker process per concurrent request and would measure itself. Like the deployed function, it
 * runs an esbuild bundle in plain Node (under tsx, source-mapped stack traces, which the Firestore client
 * captures on every call, cost a large share of each request).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { freePort } from '../stack/ports.ts';

/** The api server bundled as functions/build.mjs bundles the function: core inlined, npm packages external. */
async function bundleApiServer(): Promise<string> {
  const functionsPackage = new URL('../../functions/package.json', import.meta.url);
  const { dependencies = {} } = JSON.parse(readFileSync(functionsPackage, 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const outfile = new URL('../../functions/lib/bench-api-server.js', import.meta.url).pathname;
  await build({
    entryPoints: [new URL('./api-server.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return outfile;
}

export interface ApiProcess {
  origin: string;
  pid: number;
  /** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

function statusFigureMb(pid: number, name: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Starts the app on a free port with the stack's environment and `env` on top; resolves once it listens. */
export async function startApiProcess(
  stackEnv: Record<string, string>,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const serverBundle = await bundleApiServer();
  const port = await freePort();
  const server = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, ...stackEnv, FUNCTIONS_EMULATOR: 'true', NASL_BENCH_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`ready ${port}`)) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the api server exited (${code})`)));
  });
  const pid = server.pid!;
  return {
    origin: `http://127.0.0.1:${port}`,
    pid,
    memory: () => ({ rssMb: statusFigureMb(pid, 'VmRSS'), peakMb: statusFigureMb(pid, 'VmHWM') }),
    async stop() {
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
