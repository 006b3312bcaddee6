import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/config/web-manifest.ts';
import arabicTexts from './src/locales/ar.json' with { type: 'json' };

/** Where `/api` is forwarded in `vite` and `vite preview`: the local Hosting emulator by default. */
const apiTarget = process.env.NASL_API_TARGET ?? 'http://127.0.0.1:5000';

/** The Arabic body text's font (imported by src/lib/fonts.ts), preloaded by the built home page. */
const PRELOADED_FONT = 'noto-sans-arabic-arabic-400-normal.woff2';

/**
 * Adds a preload of the built (hashed) font file to index.html, so the browser fetches it alongside the
 * scripts rather than after them. The build fails if the font is no longer part of the bundle. The dev
 * server gets no preload.
 */
function preloadFont(fileName: string): Plugin {
  let base = '/';
  return {
    name: 'nasl-preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { path, bundle }) {
        if (path !== '/index.html' || !bundle) return;
        const asset = Object.values(bundle).find(
          (output) => output.type === 'asset' && output.names.includes(fileName),
        );
        if (!asset) throw new Error(`${fileName} is not in the bundle: nothing to preload`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: base + asset.fileName,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * index.html's title and description, which crawlers and link previews read without running the app: the
 * Arabic texts of the locale file (the app's default language), so they are written once.
 */
function indexHtmlTexts(): Plugin {
  return {
    name: 'nasl-index-html-texts',
    transformIndexHtml(_html, { path }) {
      if (path !== '/index.html') return;
      return [
        { tag: 'title', children: arabicTexts.brand.name, injectTo: 'head' },
        {
          tag: 'meta',
          attrs: { name: 'description', content: arabicTexts.common.metaDescription },
          injectTo: 'head',
        },
      ];
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    indexHtmlTexts(),
    preloadFont(PRELOADED_FONT),
    VitePWA({
      // Our own worker (src/service-worker/sw.ts): it decides which pages and answers stay on the device.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // A new version waits for the person's yes (features/offline), so no form is lost mid-way.
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        rollupFormat: 'iife',
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // An explicit IPv4 address: "localhost" may resolve to ::1 only, which 127.0.0.1 clients cannot reach.
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget },
    },
  },
  preview: {
    host: '127.0.0.1',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // The offline page is its own small page: the worker serves it when a page is not on the device.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        offline: fileURLToPath(new URL('./offline.html', import.meta.url)),
      },
    },
  },
});
