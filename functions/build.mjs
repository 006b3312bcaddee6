// Bundles the function with esbuild so the workspace package @nasl/core is inlined: the Firebase CLI
// uploads only functions/, where workspace links do not resolve. npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: new URL('./lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
