/**
 * Renders the app to HTML with the styles it uses: at build time for every pre-rendered page
 * (prerender.tsx), and in the function for a person's plan preview (plan-preview-page.tsx). Never part of
 * the browser's bundle.
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { createEmotionCache, PAGE_STYLES_ATTRIBUTE } from '@/lib/theme/emotion-cache';
import { directionOf } from '@/lib/i18n/language';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import type { RenderedPage } from './page-document';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** React places the tags it hoists (the page's `<title>`) before the markup when it renders no `<html>`. */
const HOISTED_HEAD = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/**
 * Every class the render inserted, for the extraction to keep them all, not only those the markup shows. A
 * component styled on top of another (MUI's AppBar on its Paper) inserts its own class, which the markup
 * never names, before the two are merged into the class it does name. Left out of the page, each of those
 * would be serialized, flipped for RTL and inserted again while the page hydrates: on a slow phone, a long
 * task of its own (about 120 ms at 4x CPU throttling on `/`).
 */
function everyClassName(cache: EmotionCache): string {
  return Object.keys(cache.inserted)
    .map((id) => ` ${cache.key}-${id}`)
    .join('');
}

export interface PageStyles {
  cache: EmotionCache;
  server: ReturnType<typeof createEmotionServer>;
}

/**
 * The cache a page's renders collect their styles in, in the pre-rendered language's direction, with its
 * extraction made first: that marks the cache for it (emotion's `compat`), and a render into an unmarked cache
 * would also write each style inline, before its element, where hydration finds elements it did not render.
 */
export function createPageStyles(): PageStyles {
  const cache = createEmotionCache(directionOf(PRERENDERED_LANGUAGE));
  return { cache, server: createEmotionServer(cache) };
}

interface RenderOptions {
  /** The address, with its query. */
  location: string;
  cache: EmotionCache;
  client: QueryClient;
  /** Renders this in the app's providers instead of the address's page (to collect its styles). */
  page?: ReactNode;
}

/** The markup of one render, every Suspense boundary complete. */
export async function renderMarkup({ location, cache, client, page }: RenderOptions): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      {page === undefined ? (
        <App
          router={(children) => <StaticRouter location={location}>{children}</StaticRouter>}
          emotionCache={cache}
          queryClient={client}
        />
      ) : (
        <StaticRouter location={location}>
          <AppProvider emotionCache={cache} client={client}>
            {page}
          </AppProvider>
        </StaticRouter>
      )}
    </StrictMode>,
    // Every boundary inline, in place: no boundary is sent apart to be swapped in by a script (which the
    // Content-Security-Policy would block, and which no browser without JavaScript runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
}

/** The page's parts from its markup, with every style the cache collected (from this render and earlier ones). */
export function pageParts(markup: string, { cache, server }: PageStyles, label: string): RenderedPage {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = server;
  const head = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  const html = markup.slice(head.length);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html + everyClassName(cache)));
  const pageStylesTag = `<style data-emotion="${cache.key} `;
  if (!styles.includes(pageStylesTag)) throw new Error(`${label}: no style tag of its own`);
  return {
    html,
    head,
    styles: styles
      // The page's own tag, adopted where it stands by the browser's cache (lib/theme/emotion-cache.ts).
      .replace(pageStylesTag, () => `<style ${PAGE_STYLES_ATTRIBUTE}="`)
      // Marked as already moved into the head: emotion's default cache (which MUI creates as it loads)
      // otherwise moves every `<style data-emotion>` there again, and the browser re-reads each.
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion='),
  };
}
