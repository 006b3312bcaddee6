/**
 * Builds kept apart from the working tree, so that `npm run bench:web -- --build A --build B` can measure
 * several versions of the app side by side, in one run: each is a copy of a web build (`web/dist`), of
 * the function's bundle with its page renderer (`functions/lib`) and of the Hosting configuration it was
 * built with (`firebase.json`: its rewrites, and the CSP that allows its own pre-paint script), served by a
 * stack of its own.
 * They live in `.bench/builds/` (git-ignored), inside the repository so that the function finds its packages.
 */
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import type { SavedBuild } from '../stack/stack.ts';
import { ROOT } from '../stack/build.ts';

export const SAVED_BUILDS_DIR = join(ROOT, '.bench', 'builds');

function buildFolders(name: string): SavedBuild {
  if (!/^[\w.-]+$/.test(name))
    throw new Error(`a saved build's name is letters, digits, . - _ (got "${name}")`);
  const folder = join(SAVED_BUILDS_DIR, name);
  return {
    webDist: join(folder, 'web-dist'),
    functionsDir: join(folder, 'functions'),
    firebaseConfig: join(folder, 'firebase.json'),
  };
}

/** Copies the current build (web/dist and the function's bundle) under `name`, replacing any build of that name. */
export function saveBuild(name: string): SavedBuild {
  const build = buildFolders(name);
  rmSync(join(SAVED_BUILDS_DIR, name), { recursive: true, force: true });
  mkdirSync(build.functionsDir, { recursive: true });
  cpSync(join(ROOT, 'web', 'dist'), build.webDist, { recursive: true });
  cpSync(join(ROOT, 'functions', 'lib'), join(build.functionsDir, 'lib'), { recursive: true });
  cpSync(join(ROOT, 'functions', 'package.json'), join(build.functionsDir, 'package.json'));
  cpSync(join(ROOT, 'firebase.json'), build.firebaseConfig!);
  // The function's own copies of packages whose versions differ from the root's.
  symlinkSync(join(ROOT, 'functions', 'node_modules'), join(build.functionsDir, 'node_modules'), 'dir');
  return build;
}

export function savedBuild(name: string): SavedBuild {
  const build = buildFolders(name);
  if (!existsSync(join(build.webDist, 'index.html')) || !existsSync(join(build.functionsDir, 'lib'))) {
    throw new Error(`no saved build "${name}": save one with npm run bench:web -- --save-build ${name}`);
  }
  // A build saved before the configuration was kept with it is served with the working tree's.
  return existsSync(build.firebaseConfig!) ? build : { ...build, firebaseConfig: undefined };
}
