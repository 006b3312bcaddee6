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
 *   web: app → features → shared code (components, lib, hooks, stores, utils, config, types) → core
 * The service worker and the offline page are separate entries: the worker imports only the cache names
 * it shares with the page (lib/offline-cache.ts); the offline page, plain DOM code, imports shared
 * non-React code (lib, config, locales); nothing in the app imports either.
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
    target: `${WEB}/service-worker`,
    from: WEB,
    except: [
      './service-worker',
      './lib/offline-cache.ts',
      './lib/plan-page-data.ts',
      './lib/reminder-notification.ts',
      './config/pages.ts',
      './config/paths.ts',
    ],
    message:
      'The service worker imports only the cache names it shares with the page (lib/offline-cache.ts), the list of pre-rendered pages (config/pages.ts) and how a reminder shows (lib/reminder-notification.ts).',
  },
  {
    target: `${WEB}/offline-page`,
    from: ['app', 'features', 'components', 'hooks', 'stores', 'service-worker'].map((f) => `${WEB}/${f}`),
    message:
      'The offline page is plain DOM code: it imports lib/, config/ and the locales, nothing of React.',
  },
  {
    target: [`${WEB}/main.tsx`, `${WEB}/app`, `${WEB}/features`, ...WEB_SHARED],
    from: [`${WEB}/service-worker`, `${WEB}/offline-page`],
    message: 'The service worker and the offline page are entries of their own.',
  },
  {
    target: 'web',
    from: ['functions', 'scripts', 'tests'],
    message: 'The plan engine and server code stay on the server.',
  },
];

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
