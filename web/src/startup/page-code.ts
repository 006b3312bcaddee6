import { nextTask } from './next-task';

/**
 * A pre-rendered page names the scripts it will run (the app's and its own route's) in this `<meta>`,
 * instead of preloading them from its HTML: the page paints from its HTML alone, and on a slow connection
 * that first paint should not share the bandwidth with about 200 KB of code. `preloadPageCode` asks for them
 * right after that first frame, so they still download side by side rather than one import after another.
 */
export const PAGE_CODE_META = 'nasl-page-code';

/**
 * Adding a preload link costs a slow phone's main thread a few milliseconds (the first one more), and a page
 * names about 35 scripts: they are added two per task, so that none of those tasks is a long one.
 */
const LINKS_PER_TASK = 2;

/** Starts downloading every script the page named, each once (Vite's own preloads skip those present). */
export async function preloadPageCode(): Promise<void> {
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_CODE_META}"]`);
  const present = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const hrefs = (named?.content.split(' ') ?? []).filter((href) => href && !present.has(href));
  for (const [index, href] of hrefs.entries()) {
    if (index > 0 && index % LINKS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
