/**
 * The local stack: the Firestore and Cloud Storage stand-ins, and the Firebase CLI's Auth, Functions and Hosting emulators
 * running the same `api` function and web build that deploy. Used by `npm start`, `npm run dev` and the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './build.ts';
import { startFirestoreStandIn, type FirestoreStandIn } from './firestore-standin.ts';
import { startStripeStandIn, type StripeStandIn } from './stripe-standin.ts';
import { startGeminiStandIn, type GeminiStandIn } from './gemini-standin.ts';
import { startPushStandIn, type PushStandIn } from './push-standin.ts';
import { startStorageStandIn, type StorageStandIn } from './storage-standin.ts';
import { localVapidKeys } from './vapid-keys.ts';
import {
  LOCAL_STANDIN_SECRET_KEY,
  LOCAL_STANDIN_WEBHOOK_SECRET,
} from '../../functions/src/lib/payment-config.ts';
import { LOCAL_STANDIN_GEMINI_API_KEY } from '../../functions/src/lib/gemini-config.ts';
import { LOCAL_RATE_LIMIT_KEY } from '../../functions/src/lib/config.ts';
import { freePorts, isPortFree } from './ports.ts';

export const PROJECT_ID = 'demo-nasl';
export const DATA_DIR = join(ROOT, '.local-data');
const CURRENT_SNAPSHOT = join(DATA_DIR, 'current');
const NEXT_SNAPSHOT = join(DATA_DIR, 'next');

export interface StackPorts {
  hosting: number;
  auth: number;
  functions: number;
  firestore: number;
  hub: number;
  logging: number;
  stripe: number;
  gemini: number;
  push: number;
  storage: number;
}

export const DEFAULT_PORTS: StackPorts = {
  hosting: 5000,
  auth: 9099,
  functions: 5001,
  firestore: 8085,
  hub: 4400,
  logging: 4500,
  stripe: 12111,
  gemini: 12112,
  push: 12113,
  storage: 9199,
};

export interface StackOptions {
  /** Keep accounts and documents across restarts (in .local-data/). Tests run without. */
  persist: boolean;
  /** Pick free ports instead of the documented defaults. */
  randomPorts: boolean;
  /** Print the emulators' own output. */
  verbose: boolean;
  /** Extra environment for the function (e.g. ALLOWED_ORIGINS). */
  functionEnv?: Record<string, string>;
  /**
   * Run the scheduled functions' work on a timer, as Cloud Scheduler would (the reminders, every minute).
   * The tests leave it off and run it themselves at the times they choose.
   */
  schedules?: boolean;
  /**
   * Serve a saved build instead of web/dist and functions/: a folder holding `web-dist/` and `functions/`
   * (bench:web keeps builds there to compare them in one run).
   */
  build?: SavedBuild;
}

/** A build kept apart from the working tree (scripts/bench/saved-builds.ts). */
export interface SavedBuild {
  webDist: string;
  functionsDir: string;
  /**
   * The Hosting configuration the build was saved with (its rewrites, and the CSP that allows its pre-paint
   * script by hash); the working tree's firebase.json when the build kept none.
   */
  firebaseConfig?: string;
}

export interface RunningStack {
  ports: StackPorts;
  baseUrl: string;
  /** The Stripe stand-in's URL, or null when real Stripe test keys are in the environment. */
  stripeStandInUrl: string | null;
  /** The Gemini stand-in's URL, or null when a real GEMINI_API_KEY is in the environment. */
  geminiStandInUrl: string | null;
  /** The `api` function's own URL at the Functions emulator: what a request that skips Hosting reaches. */
  functionUrl: string;
  /** The processes that serve the stack: this one (the stand-ins) and the emulators' (with their children). */
  pids: number[];
  /** The push stand-in's URL, or null when real VAPID keys are in the environment. */
  pushStandInUrl: string | null;
  env: Record<string, string>;
  /** The Firestore stand-in, running in this process (benches observe its writes and aborts). */
  firestore: FirestoreStandIn;
  /** The Cloud Storage stand-in (the guarantee claims' documents), running in this process. */
  storage: StorageStandIn;
  /** Where the Stripe stand-in delivers webhooks (a bench's own api process instead of the emulator). */
  setStripeWebhookUrl(url: string): void;
  stop(): Promise<void>;
}

async function choosePorts(randomPorts: boolean): Promise<StackPorts> {
  if (randomPorts) {
    return freePorts([
      'hosting',
      'auth',
      'functions',
      'firestore',
      'hub',
      'logging',
      'stripe',
      'gemini',
      'push',
      'storage',
    ]);
  }
  for (const [name, port] of Object.entries(DEFAULT_PORTS)) {
    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port} (${name}) is in use. Stop whatever uses it, then run npm start again.`);
    }
  }
  return { ...DEFAULT_PORTS };
}

function writeConfig(ports: StackPorts, build: SavedBuild | undefined): string {
  const source = build?.firebaseConfig ?? join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(source, 'utf8')) as {
    emulators: Record<string, unknown>;
    hosting: { public: string };
    functions: { source: string }[];
  };
  if (build) {
    config.hosting.public = relative(ROOT, build.webDist);
    for (const codebase of config.functions) codebase.source = relative(ROOT, build.functionsDir);
  }
  config.emulators = {
    singleProjectMode: true,
    auth: { host: '127.0.0.1', port: ports.auth },
    functions: { host: '127.0.0.1', port: ports.functions },
    hosting: { host: '127.0.0.1', port: ports.hosting },
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    ui: { enabled: false },
  };
  // The CLI resolves paths relative to the config file, so it sits beside firebase.json (git-ignored).
  const file = join(ROOT, `firebase.${ports.hosting}.generated.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/** A snapshot is used only when both halves (accounts and documents) were written by the same clean stop. */
function usableSnapshot(): boolean {
  return (
    existsSync(join(CURRENT_SNAPSHOT, 'complete')) &&
    existsSync(join(CURRENT_SNAPSHOT, 'auth', 'firebase-export-metadata.json')) &&
    existsSync(join(CURRENT_SNAPSHOT, 'firestore.json'))
  );
}

async function waitFor(
  label: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  child?: ChildProcess,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${label}: the emulators exited (${child.exitCode})`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label}: not ready after ${timeoutMs / 1000} s`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const ports = await choosePorts(options.randomPorts);
  // The CLI finds a running hub by project id (a locator file in the temp dir): stacks that run side by side
  // (tests next to npm start) need their own ids, or one would export or stop the other's emulators.
  const projectId = options.randomPorts ? `${PROJECT_ID}-${ports.hosting}` : PROJECT_ID;
  const configFile = writeConfig(ports, options.build);
  const restore = options.persist && usableSnapshot();
  if (options.persist && !restore && existsSync(CURRENT_SNAPSHOT)) {
    console.log('[nasl] the saved local data was incomplete; starting with empty accounts and documents');
    rmSync(CURRENT_SNAPSHOT, { recursive: true, force: true });
  }

  const firestore: FirestoreStandIn = await startFirestoreStandIn(
    ports.firestore,
    restore ? join(CURRENT_SNAPSHOT, 'firestore.json') : undefined,
  );

  // Cloud Storage: the Storage emulator needs Java 21 and a rules runtime it downloads; the stand-in speaks
  // the JSON API the function uses (ADR 0030). Its files are kept with the other local data.
  const storage = await startStorageStandIn(
    ports.storage,
    options.persist ? join(DATA_DIR, 'storage') : undefined,
  );
  // Stripe: real test keys from the environment when given, otherwise the local stand-in.
  const realStripe =
    /^sk_test_/.test(process.env.STRIPE_SECRET_KEY ?? '') &&
    process.env.STRIPE_SECRET_KEY !== LOCAL_STANDIN_SECRET_KEY;
  const stripe: StripeStandIn | undefined = realStripe ? undefined : await startStripeStandIn(ports.stripe);
  // Gemini: the real service when a key is in the environment, otherwise the local FAQ stand-in.
  const realGeminiKey = process.env.GEMINI_API_KEY?.trim() ?? '';
  const gemini: GeminiStandIn | undefined = realGeminiKey
    ? undefined
    : await startGeminiStandIn(ports.gemini);
  // Push: real VAPID keys from the environment when given (the browsers' push services are then reached),
  // otherwise a local key pair and the stand-in that records what would be sent.
  const realPush = Boolean(process.env.VAPID_PUBLIC_KEY?.trim() && process.env.VAPID_PRIVATE_KEY?.trim());
  const push: PushStandIn | undefined = realPush ? undefined : await startPushStandIn(ports.push);
  const vapid = realPush
    ? { publicKey: process.env.VAPID_PUBLIC_KEY!.trim(), privateKey: process.env.VAPID_PRIVATE_KEY!.trim() }
    : localVapidKeys(options.persist ? join(DATA_DIR, 'vapid-keys.json') : undefined);
  writeFileSync(
    join(options.build?.functionsDir ?? join(ROOT, 'functions'), '.secret.local'),
    (realStripe
      ? `STRIPE_SECRET_KEY=${process.env.STRIPE_SECRET_KEY}\nSTRIPE_WEBHOOK_SECRET=${process.env.STRIPE_WEBHOOK_SECRET ?? ''}\n`
      : `STRIPE_SECRET_KEY=${LOCAL_STANDIN_SECRET_KEY}\nSTRIPE_WEBHOOK_SECRET=${LOCAL_STANDIN_WEBHOOK_SECRET}\n`) +
      `GEMINI_API_KEY=${realGeminiKey || LOCAL_STANDIN_GEMINI_API_KEY}\n` +
      // The function declares these secrets too; locally the Auth emulator takes any API key.
      `FIREBASE_WEB_API_KEY=local-emulator-key\nRATE_LIMIT_KEY_SECRET=${LOCAL_RATE_LIMIT_KEY}\n` +
      `VAPID_PRIVATE_KEY=${vapid.privateKey}\n`,
  );

  const env: Record<string, string> = {
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: storage.host,
    GCLOUD_PROJECT: projectId,
    GOOGLE_CLOUD_PROJECT: projectId,
    ...(stripe ? { STRIPE_STANDIN_URL: stripe.baseUrl } : {}),
    ...(gemini ? { GEMINI_STANDIN_URL: gemini.baseUrl } : {}),
    ...(push ? { PUSH_STANDIN_URL: push.baseUrl } : {}),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    // The api function runs the local reminders' run too; in production only the scheduled function has it.
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  const args = [
    'emulators:start',
    '--only',
    'auth,functions,hosting',
    '--project',
    projectId,
    '--config',
    configFile,
  ];
  if (options.persist) {
    mkdirSync(DATA_DIR, { recursive: true });
    rmSync(NEXT_SNAPSHOT, { recursive: true, force: true });
    if (restore) args.push('--import', join(CURRENT_SNAPSHOT, 'auth'));
    args.push('--export-on-exit', join(NEXT_SNAPSHOT, 'auth'));
  }
  const firebaseBin = join(ROOT, 'node_modules', '.bin', 'firebase');
  const child = spawn(firebaseBin, args, {
    cwd: ROOT,
    // A busy machine can take longer than the CLI's 10 s to load the function for discovery.
    env: {
      ...process.env,
      ...env,
      ...options.functionEnv,
      FORCE_COLOR: '0',
      FUNCTIONS_DISCOVERY_TIMEOUT: '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    output.push(text);
    if (output.length > 400) output.shift();
    if (options.verbose) process.stdout.write(text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${ports.hosting}`;
  let stopped: Promise<void> | undefined;
  let scheduler: NodeJS.Timeout | undefined;
  const stop = () => {
    stopped ??= (async () => {
      clearInterval(scheduler);
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        try {
          process.kill(-child.pid!, 'SIGINT');
        } catch {
          // already gone
        }
        const killTimer = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 20_000);
        await exited;
        clearTimeout(killTimer);
      }
      if (options.persist && existsSync(join(NEXT_SNAPSHOT, 'auth', 'firebase-export-metadata.json'))) {
        const count = firestore.save(join(NEXT_SNAPSHOT, 'firestore.json'));
        writeFileSync(join(NEXT_SNAPSHOT, 'complete'), new Date().toISOString());
        rmSync(CURRENT_SNAPSHOT, { recursive: true, force: true });
        renameSync(NEXT_SNAPSHOT, CURRENT_SNAPSHOT);
        console.log(`[nasl] saved accounts and ${count} documents to .local-data/`);
      }
      firestore.stop();
      await storage.stop();
      await stripe?.stop();
      await gemini?.stop();
      await push?.stop();
      rmSync(configFile, { force: true });
    })();
    return stopped;
  };

  try {
    await waitFor(
      'Firebase emulators',
      async () => {
        const response = await fetch(`http://127.0.0.1:${ports.hub}/emulators`);
        if (!response.ok) return false;
        const running = Object.keys((await response.json()) as Record<string, unknown>);
        return ['auth', 'functions', 'hosting'].every((name) => running.includes(name));
      },
      120_000,
      child,
    );
    await waitFor(
      'api function',
      async () => (await fetch(`${baseUrl}/api/auth/me`)).status === 200,
      60_000,
      child,
    );
  } catch (error) {
    if (!options.verbose) process.stderr.write(output.join(''));
    await stop();
    throw error;
  }
  stripe?.setWebhookUrl(`${baseUrl}/api/stripe-webhook`);
  if (options.schedules && push) {
    // Cloud Scheduler's part: the reminders' run, every minute (the deployed schedule is every 15).
    scheduler = setInterval(() => {
      fetch(`${baseUrl}/api/test-reminders/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }).catch(() => undefined);
    }, 60_000);
    scheduler.unref();
  }
  return {
    ports,
    baseUrl,
    env,
    stripeStandInUrl: stripe?.baseUrl ?? null,
    geminiStandInUrl: gemini?.baseUrl ?? null,
    functionUrl: `http://127.0.0.1:${ports.functions}/${projectId}/us-central1/api`,
    pids: [process.pid, child.pid!],
    pushStandInUrl: push?.baseUrl ?? null,
    firestore,
    storage,
    setStripeWebhookUrl: (url) => stripe?.setWebhookUrl(url),
    stop,
  };
}
