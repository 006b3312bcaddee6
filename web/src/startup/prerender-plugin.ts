import { mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/** What startup/server/prerender.tsx exports (loaded from its SSR build, so typed here by hand). */
interface PrerenderModule {
  renderPage(path: string): Promise<RenderedPage>;
  fillPageDocument(template: string, page: RenderedPage): string;
  HEAD_MARK: string;
  ROOT_MARK: string;
  serverRenderedFiles(page: string): { template: string; shell: string };
  pagesToRender: readonly PageToRender[];
  PRE_PAINT_SCRIPT: string;
  PENDING_STYLE: string;
  FONT_FACES_STYLE_ID: string;
  fontFaces: string;
  PAGE_CODE_META: string;
}

interface RenderedPage {
  html: string;
  head: string;
  styles: string;
}

/** A route of config/routes.ts with the files it is written to. */
interface PageToRender {
  path: string;
  page: string;
  file: string;
  /** The same page written under a second name too (the not-found page the worker precaches). */
  alsoAs?: string;
  preloadsCodeWithHtml?: true;
  rendersOnServer?: true;
}

/**
 * The server build's folder: the function loads its render module from there (a page with
 * `rendersOnServer`), so it is written into the function's own build, which is what deploys.
 */
const SERVER_RENDER_DIR = '../functions/lib/web-render';
const PRERENDER_ENTRY = 'prerender';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The service worker's registration (vite-plugin-pwa's virtual module) loads only in the browser, after the
 * page is idle; pre-rendering never reaches it, but the build must resolve it.
 */
function noServiceWorkerRegistration(): Plugin {
  const id = 'virtual:pwa-register/react';
  return {
    name: 'nasl-prerender-no-sw-registration',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (loaded) =>
      loaded === `\0${id}`
        ? 'export function useRegisterSW() { throw new Error("no service worker while pre-rendering"); }'
        : null,
  };
}

function chunksOf(bundle: Rollup.OutputBundle): Map<string, Rollup.OutputChunk> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  return chunks;
}

const PAGES_DIR = '/src/app/pages/';
const pageModule = (page: string) => `${PAGES_DIR}${page}.tsx`;

/** The chunks reachable from `starts`, through static imports and, with `dynamic`, lazy ones too. */
function reachable(
  chunks: Map<string, Rollup.OutputChunk>,
  starts: string[],
  { dynamic, skip = [] }: { dynamic: boolean; skip?: string[] },
): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName) || skip.includes(fileName)) return;
    found.add(fileName);
    const chunk = chunks.get(fileName);
    for (const imported of [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])]) {
      visit(imported);
    }
  };
  for (const start of starts) visit(start);
  return found;
}

function pageChunk(chunks: Map<string, Rollup.OutputChunk>, page: string): string | undefined {
  return [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(pageModule(page)))?.fileName;
}

const START_APP_MODULE = '/src/startup/start-app.tsx';

/** The app's code: start-app.tsx's chunk and every chunk it imports statically. */
function appChunks(bundle: Rollup.OutputBundle): string[] {
  const chunks = chunksOf(bundle);
  const main = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(START_APP_MODULE));
  if (!main) throw new Error(`no chunk for ${START_APP_MODULE}`);
  return [...reachable(chunks, [main.fileName], { dynamic: false })];
}

/**
 * V8 compiles a function when it is first called, on the main thread, unless its file asks for every
 * function to be compiled as the file loads (Chrome 136's explicit compile hint, a comment on the file's
 * first line): that happens on a background thread while the file downloads. The code a page runs as it
 * starts asks for it (the app's and each route's own), so a phone's first tasks compile none of it.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

function chunksRunAtStart(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = chunksOf(bundle);
  const pages = [...chunks.values()]
    .filter((chunk) => chunk.facadeModuleId?.includes(PAGES_DIR))
    .map((chunk) => chunk.fileName);
  return reachable(chunks, [...appChunks(bundle), ...pages], { dynamic: false });
}

/** The chunks a page's module needs at once: its own and every chunk it imports statically. */
function pageChunks(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunks = chunksOf(bundle);
  const start = pageChunk(chunks, page);
  return start ? [...reachable(chunks, [start], { dynamic: false })] : [];
}

/**
 * The files (chunks and their assets) that only `page` loads: nothing else in the app reaches them,
 * directly or lazily.
 */
function onlyReachableFrom(bundle: Rollup.OutputBundle, page: string): string[] {
  const chunks = chunksOf(bundle);
  const start = pageChunk(chunks, page);
  if (!start) throw new Error(`no chunk for the page ${pageModule(page)}`);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const elsewhere = reachable(chunks, entries, { dynamic: true, skip: [start] });
  const mine = [...reachable(chunks, [start], { dynamic: true })].filter((file) => !elsewhere.has(file));
  const assetsElsewhere = new Set(
    [...elsewhere].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedAssets ?? [])]),
  );
  const assets = mine
    .flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedAssets ?? [])])
    .filter((asset) => !assetsElsewhere.has(asset));
  return [...mine, ...assets];
}

/**
 * Pre-renders every page after the browser build (ADR 0013): Vite builds startup/server/prerender.tsx for Node,
 * renders each page of config/routes.ts in Arabic, and writes it into the built index.html as its own file
 * (`about.html`, …, `404.html`), with the page's styles, its title, the pre-paint script, and preloads of
 * the page's own code. It runs before the service worker is built, which then precaches those files.
 */
export function prerenderPages(): {
  plugin: Plugin;
  /** After the browser build: the files only that page of app/pages loads (see onlyReachableFrom). */
  filesOnlyFor: (page: string) => string[];
} {
  let config: ResolvedConfig;
  let clientBundle: Rollup.OutputBundle = {};
  const plugin: Plugin = {
    name: 'nasl-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own additions to the chunks (its preload helper's map goes on their first line).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (config.build.ssr) return;
        for (const file of chunksRunAtStart(bundle)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = COMPILE_ALL_ON_LOAD + chunk.code;
          // The source map's lines move down by the one line added.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
    writeBundle(_options, bundle) {
      clientBundle = bundle;
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(config.root, SERVER_RENDER_DIR);
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: [react(), noServiceWorkerRegistration()],
          resolve: { alias: config.resolve.alias },
          // Fixed at build time: the function that loads this build runs with its own NODE_ENV, and in
          // development mode React and emotion render other class names (labelled) than the browser's build,
          // which would then insert every style of the page again while hydrating.
          define: { ...config.define, 'process.env.NODE_ENV': JSON.stringify(config.mode) },
          ssr: { noExternal: true },
          build: {
            ssr: true,
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rollupOptions: {
              input: {
                [PRERENDER_ENTRY]: 'src/startup/server/prerender.tsx',
                'rendered-page': 'src/startup/server/rendered-page.tsx',
              },
              output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
            },
          },
        });
        const entry = pathToFileURL(join(serverDir, `${PRERENDER_ENTRY}.mjs`)).href;
        const prerender = (await import(/* @vite-ignore */ entry)) as PrerenderModule;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html must contain ${ROOT_ELEMENT}`);

        for (const page of prerender.pagesToRender) {
          const { html, head, styles } = await prerender.renderPage(page.path);
          if (!html.trim()) throw new Error(`${page.path} rendered nothing`);
          if (!head.includes('<title>') || !head.includes('name="description"')) {
            throw new Error(`${page.path} has no title or description (components/seo/page-title.tsx)`);
          }
          // A boundary still waiting (its fallback and a script to swap it) would show a loader to everyone.
          if (/<script|<template|<!--\$[?!]-->/.test(html)) {
            throw new Error(`${page.path}: a Suspense boundary did not complete in the pre-rendered HTML`);
          }
          // The app (start-app.tsx, started by boot.ts once the page has painted) and the page's own code,
          // which boot.ts preloads after that first frame (page-code.ts).
          const pageCode = [...new Set([...appChunks(clientBundle), ...pageChunks(clientBundle, page.page)])]
            .filter((file) => !template.includes(`/${file}"`))
            .map((file) => `${config.base}${file}`);
          const pageCodeMeta =
            `<meta name="${prerender.PAGE_CODE_META}" content="${pageCode.join(' ')}">` +
            (page.preloadsCodeWithHtml
              ? pageCode.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('')
              : '');
          // Replaced by functions: the page's text may hold `$&` and the like, which a replacement string
          // would expand.
          const pageTemplate = template
            .replace(/<title>[^<]*<\/title>/, () => '')
            .replace(
              '<head>',
              () =>
                // The font faces before the pre-paint script, which turns them off on a first visit.
                `<head><style id="${prerender.FONT_FACES_STYLE_ID}">${prerender.fontFaces}</style>` +
                `<script>${prerender.PRE_PAINT_SCRIPT}</script><style>${prerender.PENDING_STYLE}</style>`,
            )
            .replace('</head>', () => `${prerender.HEAD_MARK}${pageCodeMeta}</head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root">${prerender.ROOT_MARK}</div>`);
          const document = prerender.fillPageDocument(pageTemplate, { html, head, styles });
          mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
          writeFileSync(join(outDir, page.file), document);
          if (page.alsoAs) writeFileSync(join(outDir, page.alsoAs), document);
          if (page.rendersOnServer) {
            const files = prerender.serverRenderedFiles(page.page);
            writeFileSync(join(serverDir, files.template), pageTemplate);
            writeFileSync(join(serverDir, files.shell), document);
          }
        }
        // The function needs only the render modules and the pages' files.
        rmSync(join(serverDir, `${PRERENDER_ENTRY}.mjs`));
        config.logger.info(
          `[nasl] pre-rendered ${prerender.pagesToRender.length} pages into ${config.build.outDir}/, ` +
            `and the function's page renderer into ${SERVER_RENDER_DIR}/`,
        );
      },
    },
  };
  return { plugin, filesOnlyFor: (page) => onlyReachableFrom(clientBundle, page) };
}
