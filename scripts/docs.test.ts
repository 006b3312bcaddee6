/**
 * The docs name the repository as it is: every file or folder a doc names exists, and the README's endpoint
 * table lists exactly the routes of functions/src/routes.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

function markdownFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = ['README.md', ...markdownFiles('docs')];

/** The repository's own top-level folders: a backticked path that starts with one is a path of this repository. */
const TOP_FOLDERS = ['core', 'docs', 'functions', 'scripts', 'tests', 'web'];

/**
 * A path without its folder (`lib/device/storage.ts`, `features/plan/get-plan.ts`) is named inside a
 * workspace's sources; one with a file extension is looked for there.
 */
const SOURCE_FOLDERS = ['web/src', 'functions/src', 'core/src'];
const FILE_EXTENSION = /\.(ts|tsx|js|mjs|json|md|html|css|yml|yaml|rules|svg|png)$/;

/** What the build or the developer makes, which docs may name but the repository never holds. */
const MADE_LOCALLY = [/^functions\/lib(\/|$)/, /^web\/dist(\/|$)/, /\.local$/, /^\.local-data(\/|$)/];

/** `a/{b,c}.ts` names `a/b.ts` and `a/c.ts`. */
function expandBraces(path: string): string[] {
  const match = /^(.*?)\{([^{}]*)\}(.*)$/.exec(path);
  if (!match) return [path];
  const [, before, choices, after] = match;
  return choices!.split(',').flatMap((choice) => expandBraces(`${before}${choice}${after}`));
}

/** The repository paths a doc names: backticked paths, and links to files of the repository. */
function pathsNamedIn(doc: string): { path: string; fromRoot: boolean }[] {
  const text = read(doc);
  const named: { path: string; fromRoot: boolean }[] = [];
  for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
    const path = code!.replace(/[.,:;]$/, '');
    if (!/^[\w./{},-]+$/.test(path) || !path.includes('/') || path.startsWith('/')) continue;
    if (TOP_FOLDERS.some((folder) => path.startsWith(`${folder}/`))) named.push({ path, fromRoot: true });
    else if (FILE_EXTENSION.test(path)) named.push({ path, fromRoot: false });
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target!)) continue;
    const path = relative(ROOT, join(ROOT, dirname(doc), target!.replace(/#.*$/, '')));
    named.push({ path, fromRoot: true });
  }
  return named.flatMap(({ path, fromRoot }) => expandBraces(path).map((one) => ({ path: one, fromRoot })));
}

function exists({ path, fromRoot }: { path: string; fromRoot: boolean }): boolean {
  if (MADE_LOCALLY.some((pattern) => pattern.test(path))) return true;
  const places = fromRoot ? [path] : [path, ...SOURCE_FOLDERS.map((folder) => `${folder}/${path}`)];
  return places.some((place) => existsSync(join(ROOT, place)));
}

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = pathsNamedIn(doc)
      .filter((named) => !exists(named))
      .map((named) => named.path);
    expect(missing).toEqual([]);
  });
});

/**
 * `GET /plans/:id/partners` and `GET /plans/{planId}/partners` are the same endpoint, `GET /plans/{}/partners`;
 * a parameter may carry its file's extension (`/:file` is `/{token}.ics`).
 */
const endpoint = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/(:\w+|\{\w+\})(\.\w+)?/g, '{}')}`;

describe("the README's endpoint table", () => {
  const routes = [
    ...read('functions/src/routes.ts').matchAll(/router\.(get|post|put|patch|delete)\('([^']+)'/g),
  ].map(([, method, path]) => endpoint(method!, path!));
  const section = /## API endpoints\n([\s\S]*?)\n## /.exec(read('README.md'))?.[1] ?? '';
  const listed = [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]+)/g)].map(([, method, path]) =>
    endpoint(method!, path!),
  );

  it('lists every route of functions/src/routes.ts, once', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect([...listed].sort()).toEqual([...new Set(routes)].sort());
  });
});
