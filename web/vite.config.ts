import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './src/startup/prerender-plugin.ts';
import { webManifest } from './src/config/web-manifest.ts';
import arabicTexts from './src/locales/ar.json' with { type: 'json' };

/** Where `/api` is forwarded in `vite` and `vite preview`: the local Hosting emulator by default. */
const apiTarget = process.env.NASL_API_TARGET ?? 'http://127.0.0.1:5000';

/**
 * index.html's title until a page sets its own (each pre-rendered page has its title and description,
 * from the page's PageTitle): the Arabic brand name of the locale file, so it is written once.
 */
function indexHtmlTexts(): Plugin {
  return {
    name: 'nasl-index-html-texts',
    transformIndexHtml(_html, { path }) {
      if (path !== '/index.html') return;
      return [{ tag: 'title', children: arabicTexts.brand.name, injectTo: 'head' }];
    },
  };
}

/**
 * React Router 7 ships a production build (its development warnings compiled out), but its package's exports
 * name only the development files, which every bundler then takes: the browser build takes the production
 * ones.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  return {
    name: 'nasl-react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => files[source] ?? null,
  };
}

const prerender = prerenderPages();

export default defineConfig({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [
    reactRouterProductionBuild(),
    react(),
    indexHtmlTexts(),
    prerender.plugin,
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
        // Hosting's answer to unknown addresses, with status 404: precached as not-found.html instead.
        globIgnores: ['404.html'],
        rollupFormat: 'iife',
        // The dashboard's code is for the few admins, on a desktop and online: it stays out of every
        // visitor's first download of the app (it loads from the network when an admin opens it).
        manifestTransforms: [
          (entries) => {
            const adminOnly = new Set(prerender.filesOnlyFor('admin'));
            return { manifest: entries.filter((entry) => !adminOnly.has(entry.url)), warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
      // After the pages are pre-rendered (prerender-plugin.ts), so the worker precaches them.
      integration: { closeBundleOrder: 'post' },
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
