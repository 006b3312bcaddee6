import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_SETTINGS } from '../functions/src/lib/config.ts';

const ROOT = join(import.meta.dirname, '..');
const SOURCES = [
  'core/src',
  'functions/src',
  'web/src',
  'web/vite.config.ts',
  'scripts',
  'tests',
  'playwright.config.ts',
];
/** Read by Node or npm themselves, not by our code's configuration. */
/** Set by the tools, not by whoever runs the app: Vite's own `import.meta.env` flags among them. */
const NOT_CONFIGURATION = new Set(['DEBIAN_FRONTEND', 'NODE_ENV', 'SSR', 'DEV', 'PROD', 'MODE', 'BASE_URL']);

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' ? [] : sourceFiles(relative(ROOT, join(full, name))),
  );
}

/** Every environment variable the code reads: `process.env.X`, `env.X`, `import.meta.env.X`, `defineSecret('X')`. */
function variablesRead(): string[] {
  const names = new Set<string>();
  const patterns = [/\benv\.([A-Z][A-Z0-9_]+)/g, /defineSecret\('([A-Z][A-Z0-9_]+)'\)/g];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    if (!/\.(ts|tsx|mjs)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  // The throttles read their variables by name from one table.
  for (const setting of Object.values(RATE_LIMIT_SETTINGS)) names.add(setting.variable);
  return [...names].filter((name) => !NOT_CONFIGURATION.has(name)).sort();
}

describe('environment variables', () => {
  const read = variablesRead();

  it('are found in the code', () => {
    expect(read).toEqual(
      expect.arrayContaining(['STRIPE_SECRET_KEY', 'VITE_SUPPORT_EMAIL', 'NASL_BASE_URL']),
    );
  });

  it.each(['.env.example', 'README.md'])('are all named in %s', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(read.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });
});
