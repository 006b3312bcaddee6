/**
 * The build-time entry (Vite's SSR build, run by web/prerender-plugin.ts): renders one address of the app to
 * HTML in Arabic, with the styles that HTML uses. Never part of the browser's bundle.
 */
import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { AuthStatus } from '@nasl/core/user';
import { App } from '@/app/app';
import { AppProvider } from '@/app/provider';
import { paths } from '@/config/paths';
import WelcomeModal from '@/features/marketing/components/welcome-modal';
import { QuestionnaireWizard } from '@/features/questionnaire/components/questionnaire-wizard';
import { authStatusQueryKey } from '@/lib/auth/get-auth-status';
import { createEmotionCache, PAGE_STYLES_ATTRIBUTE } from '@/lib/emotion-cache';
import { directionOf } from '@/lib/language';
import { queryClient } from '@/lib/query-client';
import { PRERENDERED_LANGUAGE } from '@/config/pages';

export { FONT_FACES_STYLE_ID, fontFaces } from '@/lib/fonts';
export { PAGE_CODE_META } from '@/lib/page-code';
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

/** A signed-in person for the renders whose markup is thrown away (only their styles are kept). */
const SIGNED_IN: AuthStatus & { isAuthenticated: true } = {
  isAuthenticated: true,
  user: {
    id: 'prerender',
    name: 'نسل',
    email: 'prerender@example.com',
    phone: null,
    isAdmin: false,
    isSubscribed: false,
    gender: 'female',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
};

/**
 * The answers the session check can give: a page rendered once with each (its header, its calls to action)
 * leaves their styles in the page too, so the browser has nothing to insert when the answer comes.
 */
const ANSWERED_SESSIONS: readonly AuthStatus[] = [{ isAuthenticated: false, user: null }, SIGNED_IN];

/**
 * What a page shows only later, in the browser: the home page's welcome, a second after it loads; the
 * questionnaire's wizard, once the session and this device's answers are known. Rendered apart, their
 * styles go into the page, so showing them inserts none (on `/`, about 200 ms of a slow phone's time).
 */
const SHOWN_LATER: Partial<Record<string, ReactNode>> = {
  [paths.home]: <WelcomeModal open disablePortal onClose={() => undefined} />,
  [paths.questionnaire]: <QuestionnaireWizard user={SIGNED_IN.user} />,
};

async function render(path: string, cache: EmotionCache, page?: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      {page === undefined ? (
        <App
          router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
          emotionCache={cache}
        />
      ) : (
        <StaticRouter location={path}>
          <AppProvider emotionCache={cache}>{page}</AppProvider>
        </StaticRouter>
      )}
    </StrictMode>,
    // Every boundary inline, in place: no boundary is sent apart to be swapped in by a script (which the
    // Content-Security-Policy would block, and which no browser without JavaScript runs).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return readAll(prelude);
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache(directionOf(PRERENDERED_LANGUAGE));
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  for (const session of ANSWERED_SESSIONS) {
    queryClient.setQueryData(authStatusQueryKey, session);
    await render(path, cache);
  }
  const shownLater = SHOWN_LATER[path];
  if (shownLater) await render(path, cache, shownLater);
  // The page itself is rendered before the session is known, as every visitor first sees it.
  queryClient.clear();
  const markup = await render(path, cache);
  const head = HOISTED_HEAD.exec(markup)?.[0] ?? '';
  const html = markup.slice(head.length);
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html + everyClassName(cache)));
  const pageStylesTag = `<style data-emotion="${cache.key} `;
  if (!styles.includes(pageStylesTag)) throw new Error(`${path}: no style tag of its own`);
  return {
    html,
    head,
    styles: styles
      // The page's own tag, adopted where it stands by the browser's cache (lib/emotion-cache.ts).
      .replace(pageStylesTag, () => `<style ${PAGE_STYLES_ATTRIBUTE}="`)
      // Marked as already moved into the head: emotion's default cache (which MUI creates as it loads)
      // otherwise moves every `<style data-emotion>` there again, and the browser re-reads each.
      .replaceAll('<style data-emotion=', '<style data-s="" data-emotion='),
  };
}
