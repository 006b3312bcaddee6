/** `npm start` (and `npm run dev` with --dev): builds, starts the local stack, seeds the admin, prints where to go. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildForStack, ROOT } from './build.ts';
import { ensureAdmin, localAdminCredentials } from './seed-admin.ts';
import { startStack } from './stack.ts';

const dev = process.argv.includes('--dev');
const verbose = process.argv.includes('--verbose') || dev;
const DEV_PORT = 5173;
const started = Date.now();

buildForStack({ web: true });
const stack = await startStack({
  persist: true,
  randomPorts: false,
  verbose,
  schedules: true,
  functionEnv: dev ? { ALLOWED_ORIGINS: `http://127.0.0.1:${DEV_PORT},http://localhost:${DEV_PORT}` } : {},
});
Object.assign(process.env, stack.env);
const admin = localAdminCredentials();
await ensureAdmin(admin);

let vite: ChildProcess | undefined;
if (dev) {
  vite = spawn(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['--host', '127.0.0.1', '--port', String(DEV_PORT)],
    {
      cwd: join(ROOT, 'web'),
      env: { ...process.env, NASL_API_TARGET: stack.baseUrl },
      stdio: 'inherit',
    },
  );
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
  نسل · Nasl is running (ready in ${seconds} s)

  App:            ${stack.baseUrl}${dev ? `\n  Hot reload:     http://127.0.0.1:${DEV_PORT}` : ''}
  Admin account:  ${admin.email} / ${admin.password}
  Auth emulator:  127.0.0.1:${stack.ports.auth}    Firestore stand-in: 127.0.0.1:${stack.ports.firestore}
  Auth e-mails:   npm run auth-emails  (reset, verification and e-mail-change links, opening in the app)
                  raw: http://127.0.0.1:${stack.ports.auth}/emulator/v1/projects/${stack.env.GCLOUD_PROJECT}/oobCodes
  Push stand-in:  ${stack.pushStandInUrl ? `${stack.pushStandInUrl}/__control/pushes  (the reminders that would have reached a phone)` : 'off: real VAPID keys, real push services'}
  Data:           .local-data/ (accounts and documents, saved together on Ctrl-C; npm run reset wipes both)

  Press Ctrl-C to stop.
`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\n[nasl] stopping…');
  vite?.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
