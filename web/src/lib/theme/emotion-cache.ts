import createCache, { type EmotionCache } from '@emotion/cache';
import { css } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { TextDirection } from '../i18n/language';

// `stylis` is pinned to the version @emotion/cache bundles: a newer prefixer crashes on the elements
// emotion's own stylis produces (any ::placeholder or :read-only rule), see emotion-cache.test.ts.

/**
 * Right-to-left styles are produced by flipping every physical property (margin-left → margin-right, ...).
 * The browser's right-to-left cache adopts the styles the pre-rendered page carries (its own tag, below, and
 * the global tags keyed `muirtl-global`), so hydration inserts none of those styles again.
 */
export function createEmotionCache(direction: TextDirection): EmotionCache {
  const cache =
    direction === 'ltr'
      ? createCache({ key: 'muiltr', stylisPlugins: [prefixer] })
      : createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  // On the server the cache collects each style's rules for the page: only the browser's skips anything.
  if (typeof document !== 'undefined') {
    markEmptyStyleInserted(cache);
    if (direction === 'rtl') adoptPageStyles(cache);
  }
  return cache;
}

/**
 * A component styled with nothing (MUI has a few) gets a class whose style is empty, and no pre-rendered page
 * lists it (it holds no rule). Inserting it writes nothing but still runs the whole style pipeline, whose
 * right-to-left plugin compiles its patterns on its first run: about 40 ms of a slow phone's hydration.
 */
function markEmptyStyleInserted(cache: EmotionCache): void {
  cache.inserted[css().name] = true;
}

/**
 * A pre-rendered page's own style tag carries, in this attribute, the ids of the classes it holds (emotion's
 * `data-emotion="muirtl …"` would be found and moved by emotion itself).
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-nasl-styles';

/**
 * The cache takes the page's style tag as its own where it stands, its classes as already inserted. Emotion
 * would move the tag to the end of `<head>`, even from where it already is, and the browser then reads its
 * whole stylesheet again: about 40 ms of a slow phone's time on `/`.
 */
function adoptPageStyles(cache: EmotionCache): void {
  const tag = document.querySelector<HTMLStyleElement>(`style[${PAGE_STYLES_ATTRIBUTE}]`);
  if (!tag) return;
  for (const id of tag.getAttribute(PAGE_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
    if (id) cache.inserted[id] = true;
  }
  // Styles inserted later go after it, and the global styles before it, as emotion orders adopted tags.
  cache.sheet.tags.push(tag);
}

// Created when the module loads, before the first render, so the right-to-left one finds the page's tags.
const rtlCache = createEmotionCache('rtl');
const ltrCache = createEmotionCache('ltr');

export function emotionCacheFor(direction: TextDirection): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
