import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { TextDirection } from './language';

// `stylis` is pinned to the version @emotion/cache bundles: a newer prefixer crashes on the elements
// emotion's own stylis produces (any ::placeholder or :read-only rule), see emotion-cache.test.ts.

/**
 * Right-to-left styles are produced by flipping every physical property (margin-left → margin-right, ...).
 * The key names the style tags: the browser's cache of the same key adopts the tags the pre-rendered page
 * carries (`data-emotion="muirtl …"`), so hydration inserts none of those styles again.
 */
export function createEmotionCache(direction: TextDirection): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'muiltr', stylisPlugins: [prefixer] });
}

// Created when the module loads, before the first render, so the right-to-left one finds the page's tags.
const rtlCache = createEmotionCache('rtl');
const ltrCache = createEmotionCache('ltr');

export function emotionCacheFor(direction: TextDirection): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
