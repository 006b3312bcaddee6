/**
 * The import boundaries of eslint.config.js, exercised: for each zone an import that crosses it is
 * reported, and an import the layering allows is not. The snippets are linted as if they were files at
 * the given paths; what they import are real files, so the resolver sees the real tree.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });
});

async function problems(file: string, source: string): Promise<{ rule: string | null; text: string }[]> {
  const [result] = await eslint.lintText(`import * as imported from '${source}';\nexport { imported };\n`, {
    filePath: `${import.meta.dirname}/../${file}`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE || message.ruleId === 'no-restricted-imports')
    .map((message) => ({ rule: message.ruleId, text: message.message }));
}

const REFUSED: [zone: string, file: string, source: string][] = [
  ['core imports no app', 'core/src/probe.ts', '../../functions/src/lib/language.ts'],
  ['core imports no web', 'core/src/probe.ts', '../../web/src/lib/i18n/format.ts'],
  ['features sit below the routes', 'functions/src/features/plan/probe.ts', '../../routes.ts'],
  [
    'server features do not import each other',
    'functions/src/features/plan/probe.ts',
    '../profile/get-user.ts',
  ],
  ['middleware sits below the features', 'functions/src/middleware/probe.ts', '../features/plan/get-plan.ts'],
  ['data sits below the middleware', 'functions/src/data/probe.ts', '../middleware/require-viewer.ts'],
  ['data sits below the features', 'functions/src/data/probe.ts', '../features/auth/me.ts'],
  ['data throws no HTTP errors', 'functions/src/data/probe.ts', '../lib/http-error.ts'],
  ['data applies no display rule', 'functions/src/data/probe.ts', '../plan-engine/visible-plan.ts'],
  ['data applies no display rule (lock)', 'functions/src/data/probe.ts', '../plan-engine/lock-plan.ts'],
  ['lib is the bottom', 'functions/src/lib/probe.ts', '../data/users.ts'],
  ['the plan engine imports only core', 'functions/src/plan-engine/probe.ts', '../lib/language.ts'],
  [
    'web features do not import each other (alias)',
    'web/src/features/plan/probe.ts',
    '@/features/profile/api/get-user',
  ],
  [
    'web features do not import each other (relative)',
    'web/src/features/plan/probe.ts',
    '../profile/api/get-user',
  ],
  ['web features sit below the app', 'web/src/features/plan/probe.ts', '@/app/router'],
  ['shared code imports no feature', 'web/src/lib/probe.ts', '@/features/plan/components/plan-screen'],
  ['shared code imports no app', 'web/src/components/probe.ts', '@/app/router'],
  [
    'the service worker imports only the cache names',
    'web/src/service-worker/probe.ts',
    '../lib/device/storage',
  ],
  [
    'the offline page imports nothing of React',
    'web/src/offline-page/probe.ts',
    '@/components/ui/page-loader',
  ],
  ['the app imports no offline page', 'web/src/lib/probe.ts', '../offline-page/saved-pages'],
  [
    'the web imports no server code',
    'web/src/lib/probe.ts',
    '../../../functions/src/plan-engine/build-plan.ts',
  ],
  ['the web bundle has no server SDK', 'web/src/lib/probe.ts', 'firebase-admin/auth'],
  ['the Admin SDK is touched in one place', 'functions/src/features/auth/probe.ts', 'firebase-admin/auth'],
  ['a feature does not start pages', 'web/src/features/plan/probe.ts', '@/startup/page-code'],
  ['shared code does not start pages', 'web/src/lib/probe.ts', '../startup/page-code'],
  ['the app does not hydrate pages itself', 'web/src/app/probe.ts', '@/startup/start-app'],
  ['the app reads nothing of the start-up', 'web/src/app/probe.ts', '@/startup/pre-paint-script'],
  ['the browser start imports no server render', 'web/src/startup/probe.ts', './server/render-app'],
  ['the first script imports none of the framework', 'web/src/startup/boot.ts', 'react-dom/client'],
  [
    'the offline page imports nothing of the start-up',
    'web/src/offline-page/probe.ts',
    '@/startup/pre-paint-script',
  ],
];

const ALLOWED: [layering: string, file: string, source: string][] = [
  ['a feature uses data', 'functions/src/features/plan/probe.ts', '../../data/plans.ts'],
  ['a feature uses its own files', 'functions/src/features/admin/probe.ts', './list-query.ts'],
  [
    'a feature uses the display gate',
    'functions/src/features/plan/probe.ts',
    '../../plan-engine/visible-plan.ts',
  ],
  ['data builds plans with the engine', 'functions/src/data/probe.ts', '../plan-engine/build-plan.ts'],
  ['data uses lib', 'functions/src/data/probe.ts', '../lib/firebase.ts'],
  ['the engine uses core', 'functions/src/plan-engine/probe.ts', '@nasl/core/plan'],
  ['routes use features', 'functions/src/probe.ts', './features/plan/get-plan.ts'],
  ['a web feature uses shared code', 'web/src/features/plan/probe.ts', '@/lib/api/api-client'],
  ['the app composes features', 'web/src/app/probe.ts', '@/features/plan/components/plan-screen'],
  [
    'the service worker uses the cache names',
    'web/src/service-worker/probe.ts',
    '../lib/device/offline-cache',
  ],
  ['the service worker reads the route table', 'web/src/service-worker/probe.ts', '../config/routes'],
  [
    'the service worker reads what a rendered page carries',
    'web/src/service-worker/probe.ts',
    '../startup/plan-page-data',
  ],
  ['the offline page uses shared code', 'web/src/offline-page/probe.ts', '@/lib/device/storage'],
  ['shared code waits for hydration', 'web/src/components/probe.ts', '@/hooks/use-hydrated'],
  ['the start-up hydrates the app', 'web/src/startup/probe.ts', '@/app/router'],
  ['the function render uses the start-up', 'web/src/startup/server/probe.ts', '../seed-plan-page'],
  ['the first script uses the route table', 'web/src/startup/boot.ts', '@/config/routes'],
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(REFUSED)('%s: refused', async (_, file, source) => {
    expect(await problems(file, source)).toHaveLength(1);
  });

  it.each(ALLOWED)('%s: allowed', async (_, file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});
