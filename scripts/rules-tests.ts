/**
 * Runs the Firestore rules tests under the official Firestore emulator (a Java jar the Firebase CLI
 * downloads). Where the emulator cannot run here, prints one line saying why and exits with
 * SKIPPED_EXIT_CODE, which `npm test` counts as skipped (never as passed): the Node stand-in used by the
 * local stack does not evaluate security rules.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { SKIPPED_EXIT_CODE } from './skipped.ts';
import { ROOT } from './stack/build.ts';
import { freePorts } from './stack/ports.ts';

const firebase = join(ROOT, 'node_modules', '.bin', 'firebase');
/** firebase-tools 15 refuses to start the Firestore emulator on older Java. */
const MIN_JAVA = 21;
const cacheDir = join(homedir(), '.cache', 'firebase', 'emulators');
const hasJar = () =>
  existsSync(cacheDir) &&
  readdirSync(cacheDir).some((file) => /^cloud-firestore-emulator.*\.jar$/.test(file));

const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' });
const javaMajor = Number(/version "(\d+)/.exec(`${javaVersion.stderr}${javaVersion.stdout}`)?.[1] ?? 0);
if (javaVersion.status !== 0 || javaMajor < MIN_JAVA) {
  console.log(
    `SKIPPED Firestore rules tests: the official Firestore emulator needs Java ${MIN_JAVA}+, found ${javaMajor || 'none'}.`,
  );
  process.exit(SKIPPED_EXIT_CODE);
}
if (!hasJar()) {
  spawnSync(firebase, ['setup:emulators:firestore'], { cwd: ROOT, stdio: 'ignore', timeout: 120_000 });
}
if (!hasJar()) {
  console.log(
    'SKIPPED Firestore rules tests: the official Firestore emulator jar is not cached and could not be downloaded (no internet here).',
  );
  process.exit(SKIPPED_EXIT_CODE);
}

const { port, hub, logging } = await freePorts(['port', 'hub', 'logging']);
const configFile = join(ROOT, `firebase.rules-${port}.generated.json`);
writeFileSync(
  configFile,
  JSON.stringify({
    firestore: { rules: 'firestore.rules' },
    emulators: {
      firestore: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
    },
  }),
);
try {
  const result = spawnSync(
    firebase,
    [
      'emulators:exec',
      '--only',
      'firestore',
      '--project',
      'demo-nasl-rules',
      '--config',
      configFile,
      `${join(ROOT, 'node_modules', '.bin', 'vitest')} run --project rules`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(configFile, { force: true });
}
