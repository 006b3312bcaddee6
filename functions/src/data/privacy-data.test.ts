import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DATA = new URL('.', import.meta.url).pathname;
const SRC = join(DATA, '..');
const PRIVACY_DATA = join(SRC, '..', '..', 'docs', 'privacy-data.md');

/** Every `.ts` file under a folder, tests left out. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The collections the server writes: the name constants of `data/` (`export const USERS = 'users'`). */
function collectionsInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(DATA)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/^export const [A-Z_]+ = '([a-zA-Z]+)';$/gm)) {
      names.add(name!);
    }
  }
  return names;
}

/** The collections docs/privacy-data.md lists: the first cell of each row of its first table. */
function collectionsInDocs(): Set<string> {
  const text = readFileSync(PRIVACY_DATA, 'utf8');
  const table = text.slice(0, text.indexOf('## Outside Firestore'));
  return new Set([...table.matchAll(/^\| `([a-zA-Z]+)\/[^`]*` +\|/gm)].map(([, name]) => name!));
}

describe('docs/privacy-data.md', () => {
  it('lists every collection the server writes, and no other', () => {
    const inCode = collectionsInCode();
    expect(inCode.size).toBeGreaterThanOrEqual(14);
    expect([...collectionsInDocs()].sort()).toEqual([...inCode].sort());
  });

  it('is the whole story: no collection is named outside data/ by a literal', () => {
    const literal = /\.collection\(\s*['"`]/;
    const offenders = sources(SRC).filter((file) => literal.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
