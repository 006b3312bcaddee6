/**
 * `npm run functions:lockfile`: writes functions/package-lock.json, the lockfile the deployed function is
 * installed from. The Firebase CLI uploads only functions/, where the workspace's root lockfile is out of
 * reach; with this file there, the deploy installs with `npm ci` exactly the versions the tests ran with.
 *
 * It is cut from the root package-lock.json (the functions workspace's own copies replace the hoisted ones)
 * and then pruned by npm to what functions/package.json needs. `-- --check` writes nothing and exits 1 when
 * the committed file is not what the root lockfile gives (CI and the deploy run it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const FUNCTIONS_LOCKFILE = join(ROOT, 'functions', 'package-lock.json');
const WORKSPACE_PREFIX = 'functions/';

interface Lockfile {
  packages: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The root lockfile's tree as a standalone install of functions/ would lay it out, before pruning. */
function standaloneTree(root: Lockfile, functionsManifest: Record<string, unknown>): Lockfile {
  const own = Object.keys(root.packages).filter((path) =>
    path.startsWith(`${WORKSPACE_PREFIX}node_modules/`),
  );
  const ownPaths = own.map((path) => path.slice(WORKSPACE_PREFIX.length));
  const shadowed = (path: string) =>
    ownPaths.some((ownPath) => path === ownPath || path.startsWith(`${ownPath}/`));
  // Links point at the other workspaces, which the deployed function does not have (core is bundled).
  const packages: Lockfile['packages'] = Object.fromEntries(
    Object.entries(root.packages).filter(
      ([path, entry]) => path.startsWith('node_modules/') && entry.link !== true && !shadowed(path),
    ),
  );
  for (const path of own) packages[path.slice(WORKSPACE_PREFIX.length)] = root.packages[path]!;
  const { name, version, dependencies, devDependencies, engines } = functionsManifest;
  packages[''] = { name, version, dependencies, devDependencies, engines };
  return { ...root, name, version, packages };
}

function functionsLockfile(): string {
  const directory = mkdtempSync(join(tmpdir(), 'nasl-functions-lock-'));
  try {
    const manifest = readJson<Record<string, unknown>>(join(ROOT, 'functions', 'package.json'));
    writeFileSync(join(directory, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const tree = standaloneTree(readJson<Lockfile>(join(ROOT, 'package-lock.json')), manifest);
    writeFileSync(join(directory, 'package-lock.json'), `${JSON.stringify(tree, null, 2)}\n`);
    const result = spawnSync(
      'npm',
      [
        'install',
        '--package-lock-only',
        '--ignore-scripts',
        '--omit-lockfile-registry-resolved',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { cwd: directory, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0)
      throw new Error(`npm could not prune the functions lockfile (exit ${result.status})`);
    return readFileSync(join(directory, 'package-lock.json'), 'utf8');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

const wanted = functionsLockfile();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(FUNCTIONS_LOCKFILE, 'utf8');
  } catch {
    // Missing: reported below like any other difference.
  }
  if (committed !== wanted) {
    console.error(
      'functions/package-lock.json does not match the root package-lock.json: run `npm run functions:lockfile` and commit it.',
    );
    process.exit(1);
  }
  console.log('functions/package-lock.json matches the root lockfile.');
} else {
  writeFileSync(FUNCTIONS_LOCKFILE, wanted);
  console.log('Wrote functions/package-lock.json.');
}
