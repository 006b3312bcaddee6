/**
 * The build-time entry (Vite's SSR build, run by web/prerender-plugin.ts): renders one address of the app to
 * HTML in Arabic, with the styles that HTML uses. Never part of the browser's bundle.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { createEmotionCache } from '@/lib/emotion-cache';
import { directionOf } from '@/lib/language';
import { PRERENDERED_LANGUAGE } from '@/config/pages';

export { FONT_FACES_STYLE_ID, fontFaces } from '@/lib/fonts';
export { PENDING_STYLE, PRE_PAINT_SCRIPT } from '@/lib/pre-paint-script';
export { notFoundPage, prerenderedPages, type PrerenderedPage } from '@/config/pages';

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** `<title>` and the other tags React hoists to the head. */
  head: string;
  /** The page's styles, as the `<style data-emotion>` tags the browser's cache adopts. */
  styles: string;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** React places the tags it hoists (the page's `<title>`) before the markup when it renders no `<html>`. */
const HOISTED_HEAD = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache(directionOf(PRERENDERED_LANGUAGE));
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <App
        router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
        emotionCache={cache}
      />
    </StrictMode>,
    // Every boundary inline, in place: no boundary is sent apart to be swapped in by a script (which the
    // Content-Security-Policy would block, and which no browser without JavaScript runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await readAll(prelude);
  const head = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  const html = markup.slice(head.length);
  return { html, head, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
