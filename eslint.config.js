// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const SERVER = 'functions/src';
const WEB = 'web/src';
const SERVER_ENTRY = [`${SERVER}/index.ts`, `${SERVER}/app.ts`, `${SERVER}/routes.ts`];
const WEB_SHARED = ['components', 'lib', 'hooks', 'stores', 'utils', 'config', 'types'].map(
  (folder) => `${WEB}/${folder}`,
);
const STARTUP = `${WEB}/startup`;

/** The feature folders under `folder`, read from the disk so a new feature is covered at once. */
function featuresIn(folder) {
  return readdirSync(`${ROOT}/${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** A feature imports no other feature: what two features share moves down a layer. */
function featureZones(folder, sharedPlace) {
  return featuresIn(folder).map((feature) => ({
    target: `${folder}/${feature}`,
    from: folder,
    except: [`./${feature}`],
    message: `Features do not import each other: move what they share to ${sharedPlace}.`,
  }));
}

/**
 * The import boundaries, as zones of folders (`target` may not import from `from`). Each layer imports
 * only the layers below it:
 *   server: index/app/routes → features → middleware → data → plan-engine, lib → core
 *   web: startup → app → features → shared code (components, lib, hooks, stores, utils, config, types) → core
 * startup/ decides how a page starts (the first script, hydration, pre-rendering, the function's render);
 * the app imports none of it (the start-up hands the app what it needs), and its server half never reaches
 * the browser. The service worker and the offline page are separate entries: the worker imports only the
 * cache names it shares with the page (lib/device/offline-cache.ts), the route table and what a rendered
 * page carries; the offline page, plain DOM code, imports shared non-React code (lib, config, locales);
 * nothing in the app imports either.
 */
const zones = [
  // core is shared by both apps and depends on neither.
  {
    target: 'core',
    from: ['functions', 'web', 'scripts', 'tests'],
    message: 'core is imported by the apps, never the reverse.',
  },

  // Server layers.
  {
    target: `${SERVER}/features`,
    from: SERVER_ENTRY,
    message: 'Features sit below the app and its routes.',
  },
  ...featureZones(`${SERVER}/features`, 'data/, lib/ or plan-engine/'),
  {
    target: `${SERVER}/middleware`,
    from: [`${SERVER}/features`, ...SERVER_ENTRY],
    message: 'Middleware sits below the routes and the features.',
  },
  {
    target: `${SERVER}/data`,
    from: [`${SERVER}/features`, `${SERVER}/middleware`, ...SERVER_ENTRY],
    message: 'The data layer sits below the features and the middleware.',
  },
  {
    target: `${SERVER}/data`,
    from: `${SERVER}/lib/http-error.ts`,
    message: 'The data layer returns results (null, a union); the feature turns them into HTTP errors.',
  },
  {
    target: `${SERVER}/data`,
    from: [`${SERVER}/plan-engine/lock-plan.ts`, `${SERVER}/plan-engine/visible-plan.ts`],
    message: 'What a viewer may see of a plan is decided above the data layer (plan-engine/visible-plan.ts).',
  },
  {
    target: `${SERVER}/lib`,
    from: SERVER,
    except: ['./lib'],
    message: 'lib/ is the bottom of the server: it imports only lib/ and core.',
  },
  {
    target: `${SERVER}/plan-engine`,
    from: SERVER,
    except: ['./plan-engine'],
    message: 'The plan engine is pure: it imports only core and itself.',
  },

  // Web layers.
  ...featureZones(`${WEB}/features`, 'components/, lib/, hooks/, stores/ or utils/'),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features sit below the app, which composes them.',
  },
  {
    target: WEB_SHARED,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code must not depend on features or the app.',
  },
  {
    target: [`${WEB}/app`, `${WEB}/features`, ...WEB_SHARED],
    from: STARTUP,
    message:
      'How a page starts is decided in startup/, which sits above the app: the app imports none of it.',
  },
  {
    target: `${STARTUP}/*`,
    from: `${STARTUP}/server`,
    message: 'The server render (build time and the function) never enters the browser bundle.',
  },
  {
    target: `${WEB}/service-worker`,
    from: WEB,
    except: [
      './service-worker',
      './lib/device/offline-cache.ts',
      './startup/plan-page-data.ts',
      './lib/device/reminder-notification.ts',
      './config/routes.ts',
      './config/paths.ts',
    ],
    message:
      'The service worker imports only the cache names it shares with the page (lib/device/offline-cache.ts), the route table (config/routes.ts), what a rendered page carries (startup/plan-page-data.ts) and how a pushed reminder shows (lib/device/reminder-notification.ts).',
  },
  {
    target: `${WEB}/offline-page`,
    from: ['app', 'features', 'components', 'hooks', 'stores', 'service-worker', 'startup'].map(
      (f) => `${WEB}/${f}`,
    ),
    message:
      'The offline page is plain DOM code: it imports lib/, config/ and the locales, nothing of React.',
  },
  {
    target: [STARTUP, `${WEB}/app`, `${WEB}/features`, ...WEB_SHARED],
    from: [`${WEB}/service-worker`, `${WEB}/offline-page`],
    message: 'The service worker and the offline page are entries of their own.',
  },
  {
    target: 'web',
    from: ['functions', 'scripts', 'tests'],
    message: 'The plan engine and server code stay on the server.',
  },
];

/** The first script's files (index.html loads boot.ts). */
const FIRST_SCRIPT = ['boot.ts', 'page-code.ts', 'next-task.ts'].map((file) => `${STARTUP}/${file}`);

/** The app's framework: the first script loads it in tasks of its own rather than importing it. */
const appFramework = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@mui/*',
    '@emotion/*',
    '@tanstack/*',
    'i18next',
    'react-*',
  ],
  message:
    "The first script imports none of the app's framework: it loads it with import() once the page has painted.",
};

/** Packages the web bundle must never import. */
const serverSdks = {
  group: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  message: 'Server SDKs never enter the web bundle.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'web/dist/**',
      '.local-data/**',
      'scripts/tmp/**',
      // Saved builds for bench:web's side-by-side runs (scripts/bench/saved-builds.ts).
      '.bench/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.generated.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'core/tsconfig.json',
            'functions/tsconfig.json',
            'web/tsconfig.json',
            'web/src/service-worker/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverSdks] }],
    },
  },
  {
    // The page's first script, and what it imports, run before any of the app: they stay a few KB. The app's
    // modules are loaded from there with dynamic import(), which this rule leaves alone.
    files: FIRST_SCRIPT,
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverSdks, appFramework] }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/firebase.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin', 'firebase-admin/*'],
              message: 'Use functions/src/lib/firebase.ts: the Firebase SDK is touched in one place.',
            },
          ],
        },
      ],
    },
  },
);
